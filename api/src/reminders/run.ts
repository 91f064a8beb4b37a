import type { Kysely } from 'kysely';
import { sendJudgingReminders, type DueJudgingReminder } from '../judging/admin/reminders.js';
import type { Database } from '../db/schema.js';
import { translate } from '../i18n/translate.js';
import type { Language } from '../i18n/messages.js';
import type { OutgoingMessage } from '../messages/kinds.js';
import type { MessageQueue } from '../messages/queue.js';
import type { Season } from '../season/season.js';
import { stepTitle } from '../works/step-title.js';
import { audienceOf } from './audience.js';
import { dueReminders, reminderKey, type DueReminder } from './schedule.js';

// One pass of the reminder job (issue 26.5, docs/adr/0045): every reminder due now, to everyone it concerns now,
// queued with its dedupe key. Any number of passes, on any number of instances, queue each person's reminder once:
// the queue skips a key it has seen (the `messages` row's unique key), so a pass needs no lock of its own.

export interface ReminderDeps {
  db: Kysely<Database>;
  season: Season;
  messages: MessageQueue;
  /** The site's origin for the mail's link (SITE_URL); without it the link is the page's path. */
  siteUrl: string | undefined;
}

export interface ReminderPass {
  due: DueReminder[];
  /** The judging rounds whose judges' reminder is due (issue 27.5). */
  judging: DueJudgingReminder[];
  /** Messages queued by this pass (a person reminded before is not counted). */
  queued: number;
}

/** Where the reminder sends a person: the page where the thing is done (the desktop address; phones are redirected). */
const PAGE: Record<DueReminder['rule'], string> = { works: '/pc/workSubmission', registration: '/pc/contestRegistration' };

/** The step as the mail names it: a registration reminder also names the group, which the person never chose. */
function stepName(season: Season, reminder: DueReminder, lang: Language): string {
  const title = stepTitle(season, reminder.group, reminder.step, lang);
  if (reminder.rule === 'works') return title;
  return `${title} · ${translate(reminder.group === 1 ? 'groupSecondary' : 'groupUniversity', lang)}`;
}

export async function sendDueReminders(deps: ReminderDeps, at: Date = deps.season.now()): Promise<ReminderPass> {
  const { db, season, messages } = deps;
  const due = dueReminders(season, at);
  let queued = 0;
  for (const reminder of due) {
    const recipients = await audienceOf(db, season.id, reminder);
    const batch = recipients.map(
      (person): OutgoingMessage<'reminder'> => ({
        kind: 'reminder',
        channel: 'email',
        to: person.email,
        lang: person.lang,
        userId: person.userId,
        dedupeKey: reminderKey(season.id, reminder, person.userId),
        params: {
          reminder: reminder.rule,
          step: stepName(season, reminder, person.lang),
          closesAt: reminder.closesAt.toISOString(),
          url: `${deps.siteUrl ?? ''}${PAGE[reminder.rule]}`,
        },
      }),
    );
    if (batch.length > 0) queued += await messages.enqueue(batch);
  }
  // The judges' reminders ride on the same job and queue (issue 27.5), not on a scheduler of their own.
  const judging = await sendJudgingReminders(deps, at);
  return { due, judging: judging.due, queued: queued + judging.queued };
}
