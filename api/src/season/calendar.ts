import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { Type } from 'typebox';
import type { Database } from '../db/schema.js';
import { calendarProblems, SeasonStepSchema, type SeasonFile, type SeasonStep } from './season-file.js';

// The season's calendar holder (docs/adr/0040): the steps every open/closed rule reads. It starts as the season file's
// and takes the timeline an organizer saved for this season id (season_calendars): at once on the instance that saved
// it, after the commit; on the others at their next refresh (./calendar-plugin.ts polls the version).

export type CalendarSteps = Record<'1' | '2', SeasonStep[]>;

/** The season file's calendar, before any save. */
export const FILE_CALENDAR_VERSION = 1;

const StoredSteps = Type.Object({ '1': Type.Array(SeasonStepSchema), '2': Type.Array(SeasonStepSchema) });

/** The season file with other steps: everything else (rules, works, dates of the season) stays the file's. */
export function withSteps(file: SeasonFile, steps: CalendarSteps): SeasonFile {
  return { ...file, groups: { '1': { ...file.groups['1'], steps: steps['1'] }, '2': { ...file.groups['2'], steps: steps['2'] } } };
}

/** Stored steps, read back with the rules they were saved under; null for a row that no longer holds them. */
export function parseStoredSteps(file: SeasonFile, json: string): CalendarSteps | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Value.Check(StoredSteps, parsed)) return null;
  return calendarProblems(withSteps(file, parsed)).length === 0 ? parsed : null;
}

export class SeasonCalendar {
  private current: SeasonFile;
  private currentVersion = FILE_CALENDAR_VERSION;

  constructor(readonly startFile: SeasonFile) {
    this.current = startFile;
  }

  /** The season as its rules read it now: the file with the saved steps. Replaced whole, never changed in place. */
  get file(): SeasonFile {
    return this.current;
  }

  /** 1 for the file's steps, else the saved row's version: part of the public answers' cache key. */
  get version(): number {
    return this.currentVersion;
  }

  /** Takes steps saved (and checked) as `version`; an older version than the one held is ignored. */
  use(steps: CalendarSteps, version: number): void {
    if (version < this.currentVersion) return;
    this.current = withSteps(this.startFile, steps);
    this.currentVersion = version;
  }

  /**
   * Reads this season's saved calendar and takes it when its version differs from the one held. Answers whether the
   * calendar changed. A row that breaks the rules (changed by hand) is not taken: `broken` says so, for the log.
   */
  async refresh(db: Kysely<Database>): Promise<{ changed: boolean; broken?: true }> {
    const row = await db.selectFrom('season_calendars').select(['version', 'steps']).where('season_id', '=', this.startFile.id).executeTakeFirst();
    if (!row) {
      if (this.currentVersion === FILE_CALENDAR_VERSION) return { changed: false };
      // The row was removed (a purge or by hand): back to the file.
      this.current = this.startFile;
      this.currentVersion = FILE_CALENDAR_VERSION;
      return { changed: true };
    }
    if (row.version === this.currentVersion) return { changed: false };
    const steps = parseStoredSteps(this.startFile, row.steps);
    if (!steps) return { changed: false, broken: true };
    this.current = withSteps(this.startFile, steps);
    this.currentVersion = row.version;
    return { changed: true };
  }
}
