import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { JudgingSchema, judgingProblem } from './judging.js';
import { PublicVoteSchema } from './public-vote.js';
import { RemindersSchema, remindersProblem } from './reminders.js';
import { retentionProblem } from './retention.js';

// The season file (seasons/<id>.json): the contest calendar of SPEC §4, the only calendar of the site.

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Localized = Type.Object({ 'zh-hk': Type.String(), 'zh-cn': Type.String(), en: Type.String() });

export const SeasonStepSchema = Type.Object({
  key: Type.String({ minLength: 1 }),
  title: Localized,
  from: Type.Union([IsoDate, Type.Null()]),
  to: Type.Union([IsoDate, Type.Null()]),
  /** Closes a rule window whose step has no end in the spec (university registration). */
  openUntil: Type.Optional(IsoDate),
  note: Type.Optional(Localized),
});

/** A file a group submits at one step (issue 10): one per team and step, the newest replacing the earlier. */
const WorkStep = Type.Object({
  step: Type.String({ minLength: 1 }),
  accept: Type.Array(Type.Union([Type.Literal('mp4'), Type.Literal('pdf'), Type.Literal('ppt'), Type.Literal('pptx')]), { minItems: 1 }),
  /** The window opens on this day instead of the step's first day (a step the spec gives only as a deadline). */
  from: Type.Optional(IsoDate),
  /** A film's longest duration, in seconds (SPEC §5: 1.5 minutes). */
  maxSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Only teams whose work of this step was shortlisted may submit (the university's final proposal and slides). */
  shortlistedIn: Type.Optional(Type.String({ minLength: 1 })),
});

const GroupCalendar = Type.Object({
  /** Keys of the steps that open and close registration, work submission and public voting. */
  registration: Type.String(),
  submission: Type.String(),
  voting: Type.Union([Type.String(), Type.Null()]),
  works: Type.Array(WorkStep),
  steps: Type.Array(SeasonStepSchema, { minItems: 1 }),
});

export const SeasonFileSchema = Type.Object({
  $comment: Type.Optional(Type.String()),
  id: Type.String({ minLength: 1 }),
  timeZoneOffset: Type.String({ pattern: '^[+-]\\d{2}:\\d{2}$' }),
  universityCap: Type.Integer({ minimum: 1 }),
  /** From this day the header offers the winners list instead of voting (§2). */
  winnersFrom: IsoDate,
  /**
   * SPEC §9: the season's personal data is destroyed from the start of this day (season time zone), at most three
   * months after its last results day (season/retention.ts; the purge, docs/adr/0021).
   */
  personalDataUntil: IsoDate,
  /** When people are reminded before a works step or a registration closes (./reminders.ts; absent: the defaults). */
  reminders: Type.Optional(RemindersSchema),
  /** Each group's judging rounds: screening to a shortlist, finals to the results (./judging.ts; absent: none). */
  judging: Type.Optional(JudgingSchema),
  /** Who may vote in the public vote and when a proof-of-work challenge is asked for (./public-vote.ts; absent: the defaults). */
  publicVote: Type.Optional(PublicVoteSchema),
  groups: Type.Object({ '1': GroupCalendar, '2': GroupCalendar }),
});

export type SeasonFile = Static<typeof SeasonFileSchema>;
export type SeasonStep = Static<typeof SeasonStepSchema>;
export type SeasonWorkStep = Static<typeof WorkStep>;

/** A malformed season file: the server refuses to start rather than enforce a wrong calendar. */
export class SeasonFileError extends Error {
  override name = 'SeasonFileError';
}

/** The season file to use: SEASON_FILE when set, otherwise the newest (by name) file in `seasonsDir`. */
export function findSeasonFile(seasonsDir: string): string {
  let names: string[];
  try {
    names = readdirSync(seasonsDir).filter((name) => name.endsWith('.json'));
  } catch {
    throw new SeasonFileError(`no seasons folder at ${seasonsDir}`);
  }
  const newest = names.sort().at(-1);
  if (!newest) throw new SeasonFileError(`no season file (*.json) in ${seasonsDir}`);
  return join(seasonsDir, newest);
}

/** The season a configuration names: SEASON_FILE, or the newest file of the seasons folder. */
export function loadSeasonFile(config: { seasonFile: string | undefined; seasonsDir: string }): SeasonFile {
  return readSeasonFile(config.seasonFile ?? findSeasonFile(config.seasonsDir));
}

export function readSeasonFile(file: string): SeasonFile {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeasonFileError(`cannot read season file ${file}: ${(error as Error).message}`);
  }
  if (!Value.Check(SeasonFileSchema, document)) {
    const first = Value.Errors(SeasonFileSchema, document)[0];
    throw new SeasonFileError(`season file ${file} is malformed at ${first?.instancePath ?? '/'}: ${first?.message ?? ''}`);
  }
  const [problem] = calendarProblems(document);
  if (problem) throw new SeasonFileError(`season file ${file}: ${describeCalendarProblem(problem)}`);
  const retention = retentionProblem(document);
  if (retention) throw new SeasonFileError(`season file ${file}: ${retention}`);
  const reminders = remindersProblem(document);
  if (reminders) throw new SeasonFileError(`season file ${file}: ${reminders}`);
  const judging = judgingProblem(document);
  if (judging) throw new SeasonFileError(`season file ${file}: ${judging}`);
  return document;
}

// ——— The calendar's rules: what a season file and a saved calendar (the timeline collection) must both hold ———

/**
 * `date`: not a real yyyy-mm-dd day; `order`: `to` or `openUntil` before `from`; `duplicate`: a key twice in a group;
 * `missing`: a step the group's registration/submission/voting/works name is not there; `window`: such a step has no
 * first and last day (its rule would never open); `shortlist`: a works step follows a works step that does not exist.
 */
export type CalendarProblemKind = 'date' | 'order' | 'duplicate' | 'missing' | 'window' | 'shortlist';

export interface CalendarProblem {
  group: '1' | '2';
  /** The step's position in its group's list; absent for a step that is missing. */
  index?: number;
  key: string;
  /** The step's field at fault (from, to, openUntil, key). */
  field: 'from' | 'to' | 'openUntil' | 'key';
  problem: CalendarProblemKind;
  /** What names the missing step: registration, submission, voting, works. */
  usedBy?: 'registration' | 'submission' | 'voting' | 'works';
}

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function stepProblems(group: '1' | '2', steps: readonly SeasonStep[]): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  const seen = new Set<string>();
  steps.forEach((step, index) => {
    const at = (field: CalendarProblem['field'], problem: CalendarProblemKind) => problems.push({ group, index, key: step.key, field, problem });
    if (seen.has(step.key)) at('key', 'duplicate');
    seen.add(step.key);
    const days = { from: step.from, to: step.to, openUntil: step.openUntil ?? null };
    const bad = (['from', 'to', 'openUntil'] as const).find((field) => days[field] !== null && !isRealDay(days[field]));
    if (bad) return at(bad, 'date');
    // ISO days compare as strings.
    if (days.from !== null && days.to !== null && days.to < days.from) at('to', 'order');
    if (days.from !== null && days.openUntil !== null && days.openUntil < days.from) at('openUntil', 'order');
  });
  return problems;
}

/**
 * Every problem of a season's calendar, group by group: the steps' days, unique keys, and the steps the rules name
 * (each must exist and have its window). readSeasonFile refuses a file with one; the timeline's save refuses a list.
 */
export function calendarProblems(season: Pick<SeasonFile, 'groups'>): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  for (const group of ['1', '2'] as const) {
    const calendar = season.groups[group];
    const own = stepProblems(group, calendar.steps);
    problems.push(...own);
    if (own.some((problem) => problem.problem === 'date')) continue;
    const stepOf = (key: string) => calendar.steps.find((candidate) => candidate.key === key);
    for (const usedBy of ['registration', 'submission', 'voting'] as const) {
      const key = calendar[usedBy];
      if (key === null) continue;
      const step = stepOf(key);
      if (!step) problems.push({ group, key, field: 'key', problem: 'missing', usedBy });
    }
    for (const work of calendar.works) {
      const step = stepOf(work.step);
      if (!step) {
        problems.push({ group, key: work.step, field: 'key', problem: 'missing', usedBy: 'works' });
        continue;
      }
      if (!(work.from ?? step.from)) problems.push({ group, index: calendar.steps.indexOf(step), key: step.key, field: 'from', problem: 'window', usedBy: 'works' });
      else if (!(step.to ?? step.openUntil)) problems.push({ group, index: calendar.steps.indexOf(step), key: step.key, field: 'to', problem: 'window', usedBy: 'works' });
      if (work.shortlistedIn !== undefined && !calendar.works.some((other) => other.step === work.shortlistedIn)) {
        problems.push({ group, key: work.shortlistedIn, field: 'key', problem: 'shortlist', usedBy: 'works' });
      }
    }
  }
  return problems;
}

/** A problem in words, for the operator reading why a season file was refused. */
export function describeCalendarProblem(problem: CalendarProblem): string {
  const where = `group ${problem.group}`;
  switch (problem.problem) {
    case 'missing':
      return problem.usedBy === 'works' ? `${where} has no step "${problem.key}" for its works` : `${where} has no step "${problem.key}"`;
    case 'window':
      return `${where} works step "${problem.key}" has no window`;
    case 'shortlist':
      return `${where} works step follows unknown works step "${problem.key}"`;
    case 'duplicate':
      return `${where} has step "${problem.key}" twice`;
    case 'date':
      return `${where} step "${problem.key}" has no real day in ${problem.field}`;
    case 'order':
      return `${where} step "${problem.key}" ends (${problem.field}) before it starts`;
  }
}
