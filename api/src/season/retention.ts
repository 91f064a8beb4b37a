import type { SeasonFile, SeasonStep } from './season-file.js';

// SPEC §9: "personal data is destroyed within 3 months after results". The season file names the day
// (`personalDataUntil`): its data is destroyed from the start of that day (00:00 in the season's time zone). The
// loader holds the day between the season's last dated day and three calendar months after its last results day.

/** SPEC §9's limit, in calendar months after the last results day. */
export const RETENTION_MONTHS = 3;

type Group = '1' | '2';
const GROUPS: readonly Group[] = ['1', '2'];

/** A step's last day as the file gives it (its `to`, the `openUntil` of an open-ended step, else its `from`). */
const lastDay = (step: SeasonStep): string | null => step.to ?? step.openUntil ?? step.from;

/** The results day of a group: its `winners` step (as scoring reads it), else the season's `winnersFrom`. */
function resultsDay(file: SeasonFile, group: Group): string {
  const step = file.groups[group].steps.find((candidate) => candidate.key === 'winners');
  return (step && lastDay(step)) ?? file.winnersFrom;
}

/** The later of the two groups' results days (yyyy-mm-dd). */
export function lastResultsDay(file: SeasonFile): string {
  return GROUPS.map((group) => resultsDay(file, group)).sort().at(-1) ?? file.winnersFrom;
}

/** The season's last dated day of any step, and the step's name, for the message. */
function lastDatedDay(file: SeasonFile): { day: string; where: string } {
  let last = { day: file.winnersFrom, where: 'winnersFrom' };
  for (const group of GROUPS) {
    for (const step of file.groups[group].steps) {
      const day = lastDay(step);
      if (day !== null && day > last.day) last = { day, where: `group ${group} step "${step.key}"` };
    }
  }
  return last;
}

/**
 * `day` plus `months` calendar months (yyyy-mm-dd), on the last day of the month when it is shorter: 2024-04-20 + 3
 * → 2024-07-20, 2023-11-30 + 3 → 2024-02-29.
 */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const monthLength = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, monthLength));
  return first.toISOString().slice(0, 10);
}

/** The latest `personalDataUntil` SPEC §9 allows for this season. */
export function latestRetentionDay(file: SeasonFile): string {
  return addMonths(lastResultsDay(file), RETENTION_MONTHS);
}

/** What is wrong with `personalDataUntil` for these steps: not a day, too late for SPEC §9, or before the season ends. */
export type RetentionIssue =
  | { kind: 'day'; until: string }
  | { kind: 'late'; until: string; resultsDay: string; latest: string }
  | { kind: 'during'; until: string; lastDay: string; where: string };

/** The retention rule of a season file, or of its file with a saved calendar's steps (the timeline); null when it holds. */
export function retentionIssue(file: SeasonFile): RetentionIssue | null {
  const until = file.personalDataUntil;
  // The schema checks the shape only; 2024-02-30 would silently become 1 March.
  if (addMonths(until, 0) !== until) return { kind: 'day', until };
  const latest = latestRetentionDay(file);
  if (until > latest) return { kind: 'late', until, resultsDay: lastResultsDay(file), latest };
  const last = lastDatedDay(file);
  if (until <= last.day) return { kind: 'during', until, lastDay: last.day, where: last.where };
  return null;
}

/** Why `personalDataUntil` is not acceptable, or null when it is (the season file's loader's words). */
export function retentionProblem(file: SeasonFile): string | null {
  const issue = retentionIssue(file);
  switch (issue?.kind) {
    case undefined:
      return null;
    case 'day':
      return `personalDataUntil ${issue.until} is not a calendar day`;
    case 'late':
      return (
        `personalDataUntil ${issue.until} is more than ${RETENTION_MONTHS} months after the last results day ` +
        `(${issue.resultsDay}): it must be ${issue.latest} or earlier (SPEC §9)`
      );
    case 'during':
      return `personalDataUntil ${issue.until} must come after the season's last day (${issue.lastDay}, ${issue.where}): data is destroyed from its start`;
  }
}
