import type { GroupNumber, Season, TimeWindow } from '../season/season.js';
import { offsetMs, remindersOf, type ReminderRule } from '../season/reminders.js';

// Which reminders are due at an instant (issue 26.5, docs/adr/0045): pure arithmetic on the season's calendar, read
// anew at each pass, so a timeline an organizer saves moves the reminders with it.

/** One reminder to send now: a rule of a group's step, at one offset before the step closes. */
export interface DueReminder {
  rule: ReminderRule;
  group: GroupNumber;
  /** The season step key: a works step, or the group's registration step. */
  step: string;
  /** The offset as the season file writes it ("48h"): part of the dedupe key. */
  offset: string;
  /** When the step's window opened (the registration audience counts what was started since). */
  opensAt: Date;
  closesAt: Date;
  /** Works only: the works step whose shortlist may submit at this one. */
  shortlistedIn?: string;
}

/**
 * The offset whose instant (close − offset) has passed, the one nearest the close: when several are due at once (the
 * server was down through the 7-day instant) only the latest is sent. Nothing before the window opens (a reminder
 * to act on something not yet open would be a false alarm) or once it has closed.
 */
export function dueOffset(offsets: readonly string[], window: TimeWindow, at: Date): string | undefined {
  if (at < window.from || at >= window.to) return undefined;
  const due = offsets.filter((offset) => at.getTime() >= window.to.getTime() - offsetMs(offset));
  return due.sort((a, b) => offsetMs(a) - offsetMs(b))[0];
}

/** Every reminder due at `at`, for both groups: each works step, then each group's registration. */
export function dueReminders(season: Season, at: Date): DueReminder[] {
  const reminders = remindersOf(season.file);
  const due: DueReminder[] = [];
  for (const group of [1, 2] as const) {
    for (const work of season.workSteps(group)) {
      const window = season.workWindow(group, work);
      const offset = dueOffset(reminders.works, window, at);
      if (offset === undefined) continue;
      due.push({ rule: 'works', group, step: work.step, offset, opensAt: window.from, closesAt: window.to, ...(work.shortlistedIn ? { shortlistedIn: work.shortlistedIn } : {}) });
    }
    const registration = season.window(group, 'registration');
    const offset = registration && dueOffset(reminders.registration, registration, at);
    if (registration && offset) {
      due.push({ rule: 'registration', group, step: season.file.groups[group].registration, offset, opensAt: registration.from, closesAt: registration.to });
    }
  }
  return due;
}

/** `reminder:<season>:<group>:<step>:<offset>:<user>`: one message per person per reminder, on any instance. */
export function reminderKey(season: string, reminder: DueReminder, userId: number): string {
  return `reminder:${season}:${reminder.group}:${reminder.step}:${reminder.offset}:${userId}`;
}
