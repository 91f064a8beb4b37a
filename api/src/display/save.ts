import type { RetentionIssue } from '../season/retention.js';
import type { Kysely } from 'kysely';
import { displayMediaOwner, isDisplayCollection, type DisplayCollection, type DisplayItem } from '@portal/contracts/admin-display';
import type { MediaItem } from '@portal/contracts/admin-media';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { setMediaUses } from '../media/uses.js';
import { findMediaItems } from '../media/view.js';
import { publicContentChanged } from '../prerender/public-content.js';
import type { Season } from '../season/season.js';
import type { CalendarProblem } from '../season/season-file.js';
import { checkItems, type ItemIssue } from './check.js';
import { readTableCollection as readCollection, type StoredCollection } from './read.js';
import { STORES, type TableCollection } from './stores.js';
import { saveTimeline } from './timeline.js';

// Saving a display collection (issue 25 point 3): the whole ordered list, checked item by item by the contract's
// schema and rules, made against the version the editor read, written with its media uses and one audit entry in one
// transaction — any refusal writes nothing. The content version moves with the write (migration 025's triggers, ADR
// 0018), and the first views that read the collection's public answer are forgotten, so the next page load shows it.
// The back office (PUT /api/admin/display/:collection) and `pnpm admin display import` both call this.

export interface DisplayEnv {
  db: Kysely<Database>;
  /** config.prerenderDir: the captured first views. */
  prerenderDir: string;
  clock: { now(): Date };
  /** The season whose calendar the timeline collection is. */
  season: Season;
}

export type DisplayRefusal =
  | { reason: 'unknown'; collection: string }
  | { reason: 'count'; count: number; min: number; max: number }
  | { reason: 'issues'; issues: ItemIssue[] }
  /** Images no longer (or never) in the library, with the item that names each first. */
  | { reason: 'media'; index: number; field: string; ids: number[] }
  /** A topic removed from the list that registrations chose. */
  | { reason: 'topicInUse'; key: string }
  | { reason: 'stale'; version: number }
  /** The timeline breaks a rule of the season's calendar; `index` is the item's, absent for a step that is missing. */
  | { reason: 'calendar'; problem: CalendarProblem; index: number | undefined }
  /**
   * The timeline's days and the season's `personalDataUntil` (the purge's day, ADR 0021) no longer agree: a step would
   * still run on the day personal data is destroyed, or the results would end more than 3 months before it.
   */
  | { reason: 'retention'; issue: Exclude<RetentionIssue, { kind: 'day' }> };

export type DisplaySave = { ok: true; stored: StoredCollection } | { ok: false; refusal: DisplayRefusal };

class Stale extends Error {}

/** The media field of each collection's items, for naming the item of a missing image. */
const MEDIA_FIELDS: Partial<Record<DisplayCollection, string>> = { banners: 'mediaId', judges: 'photoMediaId', partners: 'logoMediaId', galleries: 'mediaId' };

async function missingMedia<C extends TableCollection>(db: Kysely<Database>, collection: C, items: DisplayItem<C>[]) {
  const store = STORES[collection];
  const ids = store.mediaIds(items);
  const media = await findMediaItems(db, ids);
  const missing = [...new Set(ids.filter((id) => !media.has(id)))];
  if (missing.length === 0) return { media, refusal: undefined };
  const field = MEDIA_FIELDS[collection] ?? 'mediaId';
  const index = items.findIndex((item) => missing.includes((item as Record<string, unknown>)[field] as number));
  return { media, refusal: { reason: 'media' as const, index, field, ids: missing } };
}

async function removedTopicInUse(db: Kysely<Database>, items: DisplayItem<'topics'>[]): Promise<string | undefined> {
  const kept = new Set(items.map((item) => item.key));
  const removed = (await STORES.topics.read(db)).map((item) => item.key).filter((key) => !kept.has(key));
  if (removed.length === 0) return undefined;
  const used = await db.selectFrom('registrations').select('topic_key').where('topic_key', 'in', removed).orderBy('topic_key').executeTakeFirst();
  return used?.topic_key;
}

export async function saveDisplayCollection(
  env: DisplayEnv,
  collection: string,
  body: { version: number; items: readonly unknown[] },
  actor: Actor,
): Promise<DisplaySave> {
  if (!isDisplayCollection(collection)) return { ok: false, refusal: { reason: 'unknown', collection } };
  if (collection === 'timeline') return saveTimeline(env, body, actor);
  return saveKnown(env, collection, body, actor);
}

async function saveKnown<C extends TableCollection>(env: DisplayEnv, collection: C, body: { version: number; items: readonly unknown[] }, actor: Actor): Promise<DisplaySave> {
  const { db } = env;
  const checked = checkItems(collection, body.items);
  if (!checked.ok) return { ok: false, refusal: checked.reason === 'count' ? { reason: 'count', count: checked.count, min: checked.min, max: checked.max } : { reason: 'issues', issues: checked.issues } };
  const { items } = checked;
  const current = await readCollection(db, collection);
  if (current.version !== body.version) return { ok: false, refusal: { reason: 'stale', version: current.version } };
  const { media, refusal } = await missingMedia(db, collection, items);
  if (refusal) return { ok: false, refusal };
  if (collection === 'topics') {
    const key = await removedTopicInUse(db, items as DisplayItem<'topics'>[]);
    if (key !== undefined) return { ok: false, refusal: { reason: 'topicInUse', key } };
  }
  const version = body.version + 1;
  try {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('display_collections')
        .set({ version, updated_at: env.clock.now().toISOString() })
        .where('collection', '=', collection)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw new Stale();
      await STORES[collection].write(trx, items, media as ReadonlyMap<number, MediaItem>);
      await setMediaUses(trx, displayMediaOwner(collection), STORES[collection].mediaIds(items));
      await recordAudit(trx, actor, { action: 'display.save', target: displayMediaOwner(collection), detail: { collection, count: items.length, version } }, () => env.clock.now());
    });
  } catch (error) {
    if (error instanceof Stale) return { ok: false, refusal: { reason: 'stale', version: (await readCollection(db, collection)).version } };
    throw error;
  }
  await publicContentChanged(env, STORES[collection].publicPaths);
  return { ok: true, stored: await readCollection(db, collection) };
}
