import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fromStoredLanguage, storedText } from '../../i18n/edges.js';
import type { OutgoingMessage } from '../../messages/kinds.js';
import type { MessageQueue } from '../../messages/queue.js';
import { dueOffset } from '../../reminders/schedule.js';
import type { Season } from '../../season/season.js';
import { judgingRounds, roundWindow } from '../rounds.js';
import { judgeLines } from './progress.js';
import { judgingPageUrl } from './reopen.js';

// Judging reminders (issue 27 point 5): a pass of the season reminders' job (docs/adr/0045) also reminds the judges
// whose sheet of an open round is unfinished — assigned entries not all scored, or the sheet not submitted — at the
// round's offsets before its end, in the judge's language. The dedupe key makes each judge's reminder once per
// offset, on any number of instances, as for the teams' reminders.

export interface JudgingReminderDeps {
  db: Kysely<Database>;
  season: Season;
  messages: MessageQueue;
  siteUrl: string | undefined;
}

export interface DueJudgingReminder {
  group: 1 | 2;
  round: string;
  offset: string;
}

/** `judging-reminder:<season>:<group>:<round>:<offset>:<staff id>`. */
export const judgingReminderKey = (season: string, due: DueJudgingReminder, staffId: number) =>
  `judging-reminder:${season}:${due.group}:${due.round}:${due.offset}:${staffId}`;

export async function sendJudgingReminders(deps: JudgingReminderDeps, at: Date): Promise<{ due: DueJudgingReminder[]; queued: number }> {
  const { db, season } = deps;
  const due: DueJudgingReminder[] = [];
  let queued = 0;
  for (const round of judgingRounds(season)) {
    const window = roundWindow(season, round);
    const offset = dueOffset(round.reminders, window, at);
    if (offset === undefined) continue;
    const reminder = { group: round.group, round: round.key, offset };
    due.push(reminder);
    const { judges } = await judgeLines(db, season, round);
    const unfinished = judges.filter((line) => line.assigned > 0 && (line.scored < line.assigned || line.status !== 'submitted'));
    if (unfinished.length === 0) continue;
    const staff = await db.selectFrom('staff_members').select(['id', 'email', 'lang', 'status']).where('id', 'in', unfinished.map((line) => line.staffId)).execute();
    const batch: OutgoingMessage<'judging-reminder'>[] = [];
    for (const line of unfinished) {
      const member = staff.find((row) => row.id === line.staffId);
      // A judge disabled since cannot sign in to finish: no reminder.
      if (!member || member.status !== 'active') continue;
      const lang = fromStoredLanguage(member.lang ?? '');
      batch.push({
        kind: 'judging-reminder',
        channel: 'email',
        to: member.email,
        lang,
        dedupeKey: judgingReminderKey(season.id, reminder, member.id),
        params: { round: storedText(round.title, lang), closesAt: window.to.toISOString(), assigned: line.assigned, scored: line.scored, url: judgingPageUrl(deps.siteUrl) },
      });
    }
    if (batch.length > 0) queued += await deps.messages.enqueue(batch);
  }
  return { due, queued };
}
