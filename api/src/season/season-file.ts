import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { retentionProblem } from './retention.js';

// The season file (seasons/<id>.json): the contest calendar of SPEC §4, the only calendar of the site.

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Localized = Type.Object({ 'zh-hk': Type.String(), 'zh-cn': Type.String(), en: Type.String() });

const Step = Type.Object({
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
  steps: Type.Array(Step, { minItems: 1 }),
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
  groups: Type.Object({ '1': GroupCalendar, '2': GroupCalendar }),
});

export type SeasonFile = Static<typeof SeasonFileSchema>;
export type SeasonStep = Static<typeof Step>;
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
  for (const group of ['1', '2'] as const) {
    const calendar = document.groups[group];
    const keys = new Set(calendar.steps.map((step) => step.key));
    for (const rule of [calendar.registration, calendar.submission, calendar.voting]) {
      if (rule !== null && !keys.has(rule)) throw new SeasonFileError(`season file ${file}: group ${group} has no step "${rule}"`);
    }
    for (const work of calendar.works) {
      const step = calendar.steps.find((candidate) => candidate.key === work.step);
      if (!step) throw new SeasonFileError(`season file ${file}: group ${group} has no step "${work.step}" for its works`);
      if (!(work.from ?? step.from) || !(step.to ?? step.openUntil)) {
        throw new SeasonFileError(`season file ${file}: group ${group} works step "${work.step}" has no window`);
      }
      if (work.shortlistedIn !== undefined && !calendar.works.some((other) => other.step === work.shortlistedIn)) {
        throw new SeasonFileError(`season file ${file}: group ${group} works step "${work.step}" follows unknown works step "${work.shortlistedIn}"`);
      }
    }
  }
  const retention = retentionProblem(document);
  if (retention) throw new SeasonFileError(`season file ${file}: ${retention}`);
  return document;
}
