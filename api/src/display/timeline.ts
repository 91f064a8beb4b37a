import type { Kysely } from 'kysely';
import { displayMediaOwner, type DisplayItem, type DisplayText } from '@portal/contracts/admin-display';
import { LANGUAGES, LANGUAGE_TAG } from '@portal/contracts/languages';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { FILE_CALENDAR_VERSION, parseStoredSteps, withSteps, type CalendarSteps } from '../season/calendar.js';
import { retentionIssue } from '../season/retention.js';
import { calendarProblems, type SeasonFile, type SeasonStep } from '../season/season-file.js';
import type { Season } from '../season/season.js';
import { publicContentChanged } from '../prerender/public-content.js';
import { checkItems } from './check.js';
import type { StoredCollection } from './read.js';
import type { DisplayRefusal, DisplaySave } from './save.js';

// The timeline collection (issue 25 points 3 and 7, docs/adr/0040): the season's steps, which every open/closed rule
// reads. Saved per season id in season_calendars (migration 027), checked first by the contract's field rules and then
// by the season file's own (calendarProblems); taken by this instance's calendar at once after the commit, by the
// others at their next refresh (season/calendar-plugin.ts). The season file stays the start and the fallback.

type Item = DisplayItem<'timeline'>;
type Db = Kysely<Database>;

export interface TimelineEnv {
  db: Db;
  prerenderDir: string;
  season: Season;
}

/** The public answers that show the calendar or what it opens: their captured first views are forgotten on a save. */
export const TIMELINE_PUBLIC_PATHS = ['/api/display/timeline', '/api/season'] as const;

const fromFile = (text: Record<string, string>): DisplayText => ({ zhComplex: text[LANGUAGE_TAG.zhComplex] ?? '', zhSimple: text[LANGUAGE_TAG.zhSimple] ?? '', en: text[LANGUAGE_TAG.en] ?? '' });
const toFile = (text: DisplayText) => Object.fromEntries(LANGUAGES.map((language) => [LANGUAGE_TAG[language], text[language]])) as SeasonStep['title'];
const EMPTY: DisplayText = { zhComplex: '', zhSimple: '', en: '' };

export function timelineItems(steps: CalendarSteps): Item[] {
  return (['1', '2'] as const).flatMap((group) =>
    steps[group].map((step) => ({
      group: Number(group) as 1 | 2,
      key: step.key,
      title: fromFile(step.title),
      from: step.from ?? '',
      to: step.to ?? '',
      openUntil: step.openUntil ?? '',
      note: step.note ? fromFile(step.note) : EMPTY,
    })),
  );
}

/** The items as the season file's steps, each group's in list order, with where each step came from in the list. */
export function timelineSteps(items: readonly Item[]): { steps: CalendarSteps; indexOf: Record<'1' | '2', number[]> } {
  const steps: CalendarSteps = { '1': [], '2': [] };
  const indexOf: Record<'1' | '2', number[]> = { '1': [], '2': [] };
  items.forEach((item, index) => {
    const group = String(item.group) as '1' | '2';
    const hasNote = LANGUAGES.some((language) => item.note[language] !== '');
    steps[group].push({
      key: item.key,
      title: toFile(item.title),
      from: item.from === '' ? null : item.from,
      to: item.to === '' ? null : item.to,
      ...(item.openUntil === '' ? {} : { openUntil: item.openUntil }),
      ...(hasNote ? { note: toFile(item.note) } : {}),
    });
    indexOf[group].push(index);
  });
  return { steps, indexOf };
}

const stepsOf = (file: SeasonFile): CalendarSteps => ({ '1': file.groups['1'].steps, '2': file.groups['2'].steps });

/** What the back office edits: the saved calendar of this season (or the file's, version 1). */
export async function readTimeline(db: Db, season: Season): Promise<StoredCollection> {
  const row = await db.selectFrom('season_calendars').select(['version', 'steps', 'updated_at']).where('season_id', '=', season.id).executeTakeFirst();
  const { startFile } = season.calendar;
  // A row broken by hand shows the calendar this instance holds, under the row's version, so a save can mend it.
  const steps = row ? (parseStoredSteps(startFile, row.steps) ?? stepsOf(season.file)) : stepsOf(startFile);
  const items = timelineItems(steps);
  return { collection: 'timeline', version: row?.version ?? FILE_CALENDAR_VERSION, updatedAt: row?.updated_at ?? null, count: items.length, items };
}

class Stale extends Error {}

function calendarRefusal(items: readonly Item[], season: Season): DisplayRefusal | undefined {
  const { steps, indexOf } = timelineSteps(items);
  const file = withSteps(season.calendar.startFile, steps);
  const [problem] = calendarProblems(file);
  if (problem) return { reason: 'calendar', problem, index: problem.index === undefined ? undefined : indexOf[problem.group][problem.index] };
  // The file's own day was checked at start: only the steps' days can break the rule here.
  const retention = retentionIssue(file);
  return retention && retention.kind !== 'day' ? { reason: 'retention', issue: retention } : undefined;
}

/**
 * Saves the whole timeline against the version read. Any refusal writes nothing. The back office
 * (PUT /api/admin/display/timeline, organizers with a fresh second factor) and the command line call this.
 */
export async function saveTimeline(env: TimelineEnv, body: { version: number; items: readonly unknown[] }, actor: Actor): Promise<DisplaySave> {
  const { db, season } = env;
  const checked = checkItems('timeline', body.items);
  if (!checked.ok) return { ok: false, refusal: checked.reason === 'count' ? { reason: 'count', count: checked.count, min: checked.min, max: checked.max } : { reason: 'issues', issues: checked.issues } };
  const refusal = calendarRefusal(checked.items, season);
  if (refusal) return { ok: false, refusal };
  const current = await readTimeline(db, season);
  if (current.version !== body.version) return { ok: false, refusal: { reason: 'stale', version: current.version } };
  const { steps } = timelineSteps(checked.items);
  const version = body.version + 1;
  const now = season.now().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const row = { version, steps: JSON.stringify(steps), updated_at: now };
      if (body.version === FILE_CALENDAR_VERSION) {
        const inserted = await trx
          .insertInto('season_calendars')
          .values({ season_id: season.id, ...row })
          .onConflict((conflict) => conflict.column('season_id').doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows !== 1n) throw new Stale();
      } else {
        const updated = await trx.updateTable('season_calendars').set(row).where('season_id', '=', season.id).where('version', '=', body.version).executeTakeFirst();
        if (updated.numUpdatedRows !== 1n) throw new Stale();
      }
      await recordAudit(trx, actor, { action: 'display.save', target: displayMediaOwner('timeline'), detail: { collection: 'timeline', season: season.id, count: checked.items.length, version } }, () => season.now());
    });
  } catch (error) {
    if (error instanceof Stale) return { ok: false, refusal: { reason: 'stale', version: (await readTimeline(db, season)).version } };
    throw error;
  }
  // After the commit: this instance's rules follow at once; the others at their next refresh.
  season.calendar.use(steps, version);
  await publicContentChanged(env, TIMELINE_PUBLIC_PATHS);
  return { ok: true, stored: await readTimeline(db, season) };
}
