import { Type, type Static } from 'typebox';

// The season file's `reminders` (issue 26.5, docs/adr/0045): how long before a works step or a group's registration
// closes the people who still have something to do are reminded. Offsets are written as people say them: "7d",
// "48h", "30m". The section is optional; a file without it gets DEFAULT_REMINDERS.

export const ReminderOffset = Type.String({ pattern: '^[1-9][0-9]{0,3}[dhm]$' });

export const RemindersSchema = Type.Object(
  {
    /** Before a works step closes: to approved teams of the group with no finished work of the step. */
    works: Type.Array(ReminderOffset, { maxItems: 10 }),
    /** Before a group's registration closes: to accounts that started a registration and did not submit it. */
    registration: Type.Array(ReminderOffset, { maxItems: 10 }),
  },
  { additionalProperties: false },
);

export type SeasonReminders = Static<typeof RemindersSchema>;
export type ReminderRule = keyof SeasonReminders;

export const DEFAULT_REMINDERS: SeasonReminders = { works: ['7d', '48h'], registration: ['7d', '48h'] };

const UNIT_MS = { d: 24 * 60 * 60 * 1000, h: 60 * 60 * 1000, m: 60 * 1000 } as const;

/** An offset's length in ms ("48h" → 172 800 000); the schema's pattern guarantees the shape. */
export function offsetMs(offset: string): number {
  const unit = offset.slice(-1) as keyof typeof UNIT_MS;
  return Number(offset.slice(0, -1)) * UNIT_MS[unit];
}

/** The file's reminders, or the defaults when it has none. */
export function remindersOf(file: { reminders?: SeasonReminders }): SeasonReminders {
  return file.reminders ?? DEFAULT_REMINDERS;
}

/**
 * What is wrong with a `reminders` section beyond its shape: two offsets of one rule that are the same length
 * ("2d" and "48h") would be one instant under two names, so a person would be reminded twice at once.
 */
export function remindersProblem(file: { reminders?: SeasonReminders }): string | undefined {
  if (!file.reminders) return undefined;
  for (const rule of ['works', 'registration'] as const) {
    const lengths = file.reminders[rule].map(offsetMs);
    const twice = file.reminders[rule].find((_, index) => lengths.indexOf(lengths[index] ?? 0) !== index);
    if (twice !== undefined) return `reminders.${rule} names the offset "${twice}" twice`;
  }
  return undefined;
}
