import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

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

const GroupCalendar = Type.Object({
  /** Keys of the steps that open and close registration, work submission and public voting. */
  registration: Type.String(),
  submission: Type.String(),
  voting: Type.Union([Type.String(), Type.Null()]),
  steps: Type.Array(Step, { minItems: 1 }),
});

export const SeasonFileSchema = Type.Object({
  $comment: Type.Optional(Type.String()),
  id: Type.String({ minLength: 1 }),
  timeZoneOffset: Type.String({ pattern: '^[+-]\\d{2}:\\d{2}$' }),
  universityCap: Type.Integer({ minimum: 1 }),
  /** From this day the header offers the winners list instead of voting (§2). */
  winnersFrom: IsoDate,
  groups: Type.Object({ '1': GroupCalendar, '2': GroupCalendar }),
});

export type SeasonFile = Static<typeof SeasonFileSchema>;
export type SeasonStep = Static<typeof Step>;

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
  }
  return document;
}
