import type { Kysely } from 'kysely';
import { toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import { translate } from '../i18n/translate.js';
import type { Mailer } from '../mail/mailer.js';
import type { Season } from '../season/season.js';
import { decideRegistration, findRegistration } from './store.js';

// An organizer's review decision: pending → passed or failed (with a reason), recorded in the history and mailed to
// the team's account in the language it registered in.

export type Decision = { to: 'passed' } | { to: 'failed'; reason: string };

export type DecisionResult =
  | { ok: true; mailedTo: string }
  | { ok: false; reason: 'notFound' | 'notPending' | 'reasonRequired'; status?: string };

export async function decide(
  db: Kysely<Database>,
  mailer: Mailer,
  season: Season,
  id: number,
  decision: Decision,
  organizer: string,
): Promise<DecisionResult> {
  const row = await findRegistration(db, id);
  if (!row) return { ok: false, reason: 'notFound' };
  if (row.status !== 'pending') return { ok: false, reason: 'notPending', status: row.status };
  const reason = decision.to === 'failed' ? decision.reason.trim() : null;
  if (decision.to === 'failed' && !reason) return { ok: false, reason: 'reasonRequired' };
  const actor = { kind: 'organizer', name: organizer } as const;
  // Two organizers deciding at once: the second finds it no longer pending.
  if (!(await decideRegistration(db, id, 'pending', decision.to, reason, actor, season.now().toISOString()))) {
    return { ok: false, reason: 'notPending' };
  }

  const account = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  const lang = fromStoredLanguage(row.language);
  const submission = season.window(toGroupNumber(row.contest_group), 'submission');
  const period = submission ? `${season.day(submission.from)} – ${season.day(new Date(submission.to.getTime() - 1))}` : '';
  const params = { team: row.team_name, reason: reason ?? '', submission: period };
  await mailer.send({
    to: account.email,
    subject: translate('mailStatusSubject', lang, {
      ...params,
      status: translate(decision.to === 'passed' ? 'statusPassedWord' : 'statusFailedWord', lang),
    }),
    text: translate(decision.to === 'passed' ? 'mailStatusPassed' : 'mailStatusFailed', lang, params),
  });
  return { ok: true, mailedTo: account.email };
}
