import type { AdminRoute } from '@portal/contracts/pages';
import type { Kysely } from 'kysely';
import type { JudgeProgress } from '@portal/contracts/admin-judging-rounds';
import type { Acting } from '../../audit/acting.js';
import { recordAudit } from '../../audit/record.js';
import { toContestGroup, type GroupNumber } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import { fromStoredLanguage, storedText } from '../../i18n/edges.js';
import { AppError } from '../../lib/app-error.js';
import type { MessageQueue } from '../../messages/queue.js';
import type { Season } from '../../season/season.js';
import { roundWindow } from '../rounds.js';
import { judgeLines } from './progress.js';
import { roundOf } from './round-of.js';

// An organizer reopens a judge's submitted sheet (issue 27 point 2): back to a draft the judge can change, its hash
// cleared (compute no longer reads it until it is submitted again). The reason is kept on the sheet — free text, so
// not in the audit log — and the judge is mailed.

export interface ReopenDeps {
  db: Kysely<Database>;
  season: Season;
  messages: MessageQueue;
  siteUrl: string | undefined;
}

/** The judge's desk in the back office (mf-admin's `judging-desk` page: judges only). */
const JUDGE_DESK: AdminRoute = 'judging-desk';
export const judgingPageUrl = (siteUrl: string | undefined) => `${siteUrl ?? ''}/admin/${JUDGE_DESK}`;

export async function reopenSheet(deps: ReopenDeps, group: GroupNumber, roundKey: string, staffId: number, reason: string, acting: Acting): Promise<JudgeProgress> {
  const { db, season } = deps;
  const round = roundOf(season, group, roundKey);
  const text = reason.trim();
  if (text.length === 0) throw new AppError(400, 'judgingReasonRequired');
  const judge = await db.selectFrom('staff_members').select(['id', 'email', 'lang']).where('id', '=', staffId).executeTakeFirst();
  const now = season.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const sheet = await trx
      .selectFrom('judging_sheets')
      .select(['id', 'status'])
      .where('season', '=', season.id)
      .where('contest_group', '=', toContestGroup(group))
      .where('round', '=', roundKey)
      .where('staff_id', '=', staffId)
      .executeTakeFirst();
    if (!judge) throw new AppError(404, 'judgingJudgeUnknown');
    // No sheet yet is a sheet not submitted: nothing to reopen.
    if (!sheet || sheet.status !== 'submitted') throw new AppError(409, 'judgingSheetNotSubmitted');
    await trx
      .updateTable('judging_sheets')
      .set({ status: 'draft', hash: null, updated_at: now, reopened_at: now, reopened_by: acting.name, reopen_reason: text })
      .where('id', '=', sheet.id)
      .where('status', '=', 'submitted')
      .execute();
    await recordAudit(trx, acting.actor, {
      action: 'judging.reopen',
      target: `judgingSheet:${sheet.id}`,
      detail: { group, round: roundKey, staffId, reasonLength: text.length },
    });
    // Queued in the same transaction: the judge is told exactly when the sheet is reopened.
    const lang = fromStoredLanguage(judge.lang ?? '');
    await deps.messages.enqueue(
      [
        {
          kind: 'judging-reopened',
          channel: 'email',
          to: judge.email,
          lang,
          params: { round: storedText(round.title, lang), reason: text, closesAt: roundWindow(season, round).to.toISOString(), url: judgingPageUrl(deps.siteUrl) },
        },
      ],
      trx,
    );
  });
  const { judges } = await judgeLines(db, season, round);
  return judges.find((line) => line.staffId === staffId)!;
}
