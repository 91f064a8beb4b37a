import type { Kysely, Transaction } from 'kysely';
import { Value } from 'typebox/value';
import { displayItemIssues, displayItemSchema, displayLines, type DisplayCollection, type DisplayItem, type DisplayText } from '@portal/contracts/admin-display';
import type { MediaItem } from '@portal/contracts/admin-media';
import type { Database } from '../db/schema.js';
import { toContestGroup, toGroupNumber } from '../content/groups.js';
import { fromColumns, linesFromColumns, toColumns } from './text-columns.js';

// Where each display collection lives and how its items map to rows. A save replaces the collection whole (the list is
// the display order): the table-backed collections delete their rows and insert the list; intro and live are the one
// document of their display_collections row. Reads give items in the shape the back office edits, in the pages' order
// (prizes, topics and galleries by group or contest first, as the pages list them).
// A row of the site's start whose picture is a plain file (no library id yet) reads with a null id: the form asks for
// an image before the list can be saved again.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface CollectionStore<C extends DisplayCollection> {
  read(db: Db): Promise<DisplayItem<C>[]>;
  /** Writes the items in order, in the save's transaction; `media` holds every image the items name. */
  write(trx: Trx, items: readonly DisplayItem<C>[], media: ReadonlyMap<number, MediaItem>): Promise<void>;
  /** The library images the items show (kept in use as `display:<collection>`). */
  mediaIds(items: readonly DisplayItem<C>[]): number[];
  /** The public API paths that show the collection: first views that read them are forgotten on a save. */
  publicPaths: readonly string[];
}

const none = () => [] as number[];
const lines = (text: DisplayText) => ({ zhComplex: JSON.stringify(displayLines(text.zhComplex)), zhSimple: JSON.stringify(displayLines(text.zhSimple)), en: JSON.stringify(displayLines(text.en)) });

/** The document of intro or live, checked like a save checks it; null for a row broken by hand. */
export function documentItem<C extends 'intro' | 'live'>(collection: C, document: string | null): DisplayItem<C> | null {
  if (document === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(document);
  } catch {
    return null;
  }
  if (!Value.Check(displayItemSchema(collection), parsed)) return null;
  const item = parsed as DisplayItem<C>;
  return displayItemIssues(collection, [item]).length === 0 ? item : null;
}

function documentStore<C extends 'intro' | 'live'>(collection: C, publicPaths: readonly string[]): CollectionStore<C> {
  return {
    async read(db) {
      const row = await db.selectFrom('display_collections').select('document').where('collection', '=', collection).executeTakeFirst();
      const item = documentItem(collection, row?.document ?? null);
      return item ? [item] : [];
    },
    async write(trx, items) {
      await trx.updateTable('display_collections').set({ document: JSON.stringify(items[0] ?? null) }).where('collection', '=', collection).execute();
    },
    mediaIds: none,
    publicPaths,
  };
}

export const STORES: { [C in DisplayCollection]: CollectionStore<C> } = {
  banners: {
    async read(db) {
      const rows = await db.selectFrom('display_banners').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({ language: row.language, group: toGroupNumber(row.contest_group), mediaId: row.media_id, link: row.link }));
    },
    async write(trx, items) {
      await trx.deleteFrom('display_banners').execute();
      if (items.length === 0) return;
      await trx
        .insertInto('display_banners')
        .values(items.map((item, index) => ({ language: item.language, position: index + 1, contest_group: toContestGroup(item.group), media_id: item.mediaId, link: item.link })))
        .execute();
    },
    mediaIds: (items) => items.map((item) => item.mediaId),
    publicPaths: ['/api/display/banners'],
  },
  intro: documentStore('intro', ['/api/display/intro']),
  prizes: {
    async read(db) {
      const rows = await db.selectFrom('prizes').selectAll().orderBy('contest_group').orderBy('position').execute();
      return rows.map((row) => ({
        group: toGroupNumber(row.contest_group),
        rank: row.prize_rank,
        title: fromColumns(row, 'title'),
        amountHkd: row.amount_hkd,
        count: row.award_count,
        extras: fromColumns(row, 'extras'),
      }));
    },
    async write(trx, items) {
      await trx.deleteFrom('prizes').execute();
      if (items.length === 0) return;
      await trx
        .insertInto('prizes')
        .values(
          items.map((item, index) => ({
            contest_group: toContestGroup(item.group),
            position: index + 1,
            prize_rank: item.rank,
            amount_hkd: item.amountHkd,
            award_count: item.count,
            ...toColumns('title', item.title),
            ...toColumns('extras', item.extras),
          })),
        )
        .execute();
    },
    mediaIds: none,
    publicPaths: ['/api/display/prizes'],
  },
  topics: {
    async read(db) {
      const rows = await db.selectFrom('topics').selectAll().orderBy('contest_group').orderBy('position').execute();
      return rows.map((row) => ({ group: toGroupNumber(row.contest_group), key: row.topic_key, title: fromColumns(row, 'title'), summary: fromColumns(row, 'summary') }));
    },
    async write(trx, items) {
      await trx.deleteFrom('topics').execute();
      if (items.length === 0) return;
      await trx
        .insertInto('topics')
        .values(items.map((item, index) => ({ contest_group: toContestGroup(item.group), position: index + 1, topic_key: item.key, ...toColumns('title', item.title), ...toColumns('summary', item.summary) })))
        .execute();
    },
    mediaIds: none,
    publicPaths: ['/api/display/topics'],
  },
  judges: {
    async read(db) {
      const rows = await db.selectFrom('judges').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({ name: fromColumns(row, 'name'), title: fromColumns(row, 'title'), photoMediaId: row.photo_media_id, sample: row.sample === 1 }));
    },
    async write(trx, items, media) {
      await trx.deleteFrom('judges').execute();
      if (items.length === 0) return;
      await trx
        .insertInto('judges')
        .values(
          items.map((item, index) => ({
            position: index + 1,
            // The fallback string follows the library image, for readers that know only `photo`.
            photo: item.photoMediaId === null ? null : (media.get(item.photoMediaId)?.src ?? null),
            photo_media_id: item.photoMediaId,
            sample: item.sample ? (1 as const) : (0 as const),
            ...toColumns('name', item.name),
            ...toColumns('title', item.title),
          })),
        )
        .execute();
    },
    mediaIds: (items) => items.flatMap((item) => (item.photoMediaId === null ? [] : [item.photoMediaId])),
    publicPaths: ['/api/display/judges'],
  },
  partners: {
    async read(db) {
      const rows = await db.selectFrom('partners').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({ role: row.role, name: fromColumns(row, 'name'), logoMediaId: row.logo_media_id as number, url: row.url ?? '', sample: row.sample === 1 }));
    },
    async write(trx, items, media) {
      await trx.deleteFrom('partners').execute();
      if (items.length === 0) return;
      await trx
        .insertInto('partners')
        .values(
          items.map((item, index) => ({
            role: item.role,
            position: index + 1,
            logo: media.get(item.logoMediaId)?.src ?? '',
            logo_media_id: item.logoMediaId,
            url: item.url === '' ? null : item.url,
            sample: item.sample ? (1 as const) : (0 as const),
            ...toColumns('name', item.name),
          })),
        )
        .execute();
    },
    mediaIds: (items) => items.map((item) => item.logoMediaId),
    publicPaths: ['/api/display/partners'],
  },
  galleries: {
    async read(db) {
      const rows = await db.selectFrom('gallery_images').selectAll().orderBy('contest').orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({ contest: row.contest, mediaId: row.media_id as number, caption: fromColumns(row, 'caption') }));
    },
    async write(trx, items, media) {
      await trx.deleteFrom('gallery_images').execute();
      if (items.length === 0) return;
      await trx
        .insertInto('gallery_images')
        .values(
          items.map((item, index) => {
            const image = media.get(item.mediaId);
            return { contest: item.contest, position: index + 1, src: image?.src ?? '', media_id: item.mediaId, width: image?.width ?? 1, height: image?.height ?? 1, ...toColumns('caption', item.caption) };
          }),
        )
        .execute();
    },
    mediaIds: (items) => items.map((item) => item.mediaId),
    publicPaths: ['/api/display/gallery'],
  },
  winners: {
    // The past winners only: a season's published rows are the releases' (issue 11), never read or written here.
    async read(db) {
      const rows = await db.selectFrom('winners').selectAll().where('season', 'is', null).orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({
        contest: fromColumns(row, 'contest'),
        group: toGroupNumber(row.contest_group),
        award: fromColumns(row, 'award'),
        school: fromColumns(row, 'school'),
        teamName: fromColumns(row, 'team_name'),
        date: row.award_date,
        members: linesFromColumns(row, 'members'),
        workTitle: fromColumns(row, 'work_title'),
        sample: row.sample === 1,
      }));
    },
    async write(trx, items) {
      await trx.deleteFrom('winners').where('season', 'is', null).execute();
      if (items.length === 0) return;
      await trx
        .insertInto('winners')
        .values(
          items.map((item, index) => ({
            contest_group: toContestGroup(item.group),
            position: index + 1,
            award_date: item.date,
            sample: item.sample ? (1 as const) : (0 as const),
            ...toColumns('contest', item.contest),
            ...toColumns('award', item.award),
            ...toColumns('school', item.school),
            ...toColumns('team_name', item.teamName),
            ...toColumns('members', lines(item.members)),
            ...toColumns('work_title', item.workTitle),
          })),
        )
        .execute();
    },
    mediaIds: none,
    publicPaths: ['/api/display/winners'],
  },
  live: documentStore('live', ['/config/live.json']),
};

/** How many items a collection holds now. */
export async function countItems(db: Db, collection: DisplayCollection): Promise<number> {
  return (await STORES[collection].read(db)).length;
}
