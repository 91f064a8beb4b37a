import { join } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { SampleCounts } from '@portal/contracts/admin-sample';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { galleryRows } from '../db/seed/data/media.js';
import { STORES, type TableCollection } from '../display/stores.js';
import { displayMediaOwner } from '@portal/contracts/admin-display';
import { setMediaUses } from '../media/uses.js';
import { libraryDir, removeFiles } from '../media/files.js';
import { publicContentChanged } from '../prerender/public-content.js';

// Issue 25 point 7: the sample becomes a demo, and one command removes it (`pnpm admin sample remove`, or an organizer's
// POST /api/admin/sample/remove). Every row the seeds marked `sample` goes — the public article rows and the editor's
// documents with their revisions and comments, judges, finalists, winners, partners — with the gallery's seeded
// photos (their table has no flag: the seed's own addresses mark them) and the library images only the sample used.
// Kept, and counted: a sample finalist that has votes or jury scores (deleting it would rewrite a count), a sample
// image an editor used on something that stays, the site settings (the pages need a row; an editor's save replaces
// the demo values), and what never was sample (prizes, topics, anything an editor wrote). One transaction with its
// audit entry; the files of the removed images after the commit; the triggers of migration 012 move the content
// version, and the captured first views that showed any of it are forgotten and captured again (ADR 0020).

export type { SampleCounts };

export interface SampleEnv {
  db: Kysely<Database>;
  publicMediaDir: string;
  prerenderDir: string;
}

/** The API paths of what the sample shows: every capture that read one showed some of it. */
export const SAMPLE_SOURCES = ['/api/article', '/api/comment', '/api/display'] as const;

/** Thrown to roll a dry run back once it counted. */
class DryRun extends Error {
  constructor(readonly counts: SampleCounts) {
    super('sample removal: dry run');
  }
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

async function removeInside(trx: Transaction<Database>, actor: Actor): Promise<{ counts: SampleCounts; files: string[] }> {
  const documents = ids(await trx.selectFrom('cms_articles').select('id').where('sample', '=', 1).execute());
  const keys = (await trx.selectFrom('cms_articles').select('translation_key').where('id', 'in', [0, ...documents]).execute())
    .map((row) => row.translation_key)
    .filter((key): key is string => key !== null);
  // Public rows marked sample, and every row of a sample document (one per language).
  let rowQuery = trx.selectFrom('articles').select('id').where('sample', '=', 1);
  if (keys.length > 0) rowQuery = trx.selectFrom('articles').select('id').where((eb) => eb.or([eb('sample', '=', 1), eb('translation_key', 'in', keys)]));
  const rows = ids(await rowQuery.execute());
  const comments = ids(await trx.selectFrom('comments').select('id').where('article_id', 'in', [0, ...rows]).execute());
  const judges = ids(await trx.selectFrom('judges').select('id').where('sample', '=', 1).execute());
  const winners = ids(await trx.selectFrom('winners').select('id').where('sample', '=', 1).execute());
  const partners = ids(await trx.selectFrom('partners').select('id').where('sample', '=', 1).execute());
  const gallery = ids(await trx.selectFrom('gallery_images').select('id').where('src', 'in', galleryRows.map((row) => row.src)).execute());
  const sampleFinalists = ids(await trx.selectFrom('finalists').select('id').where('sample', '=', 1).execute());
  const used = new Set<number>();
  for (const table of ['votes', 'jury_scores', 'score_results'] as const) {
    const found = await trx.selectFrom(table).select('finalist_id').distinct().where('finalist_id', 'in', [0, ...sampleFinalists]).execute();
    for (const row of found) used.add(row.finalist_id);
  }
  const finalists = sampleFinalists.filter((id) => !used.has(id));

  // The home page's slides showing a sample image are the sample's (the seed's placeholders; their table has no flag).
  const sampleMedia = ids(await trx.selectFrom('media_assets').select('id').where('sample', '=', 1).execute());
  const banners = ids(await trx.selectFrom('display_banners').select('id').where('media_id', 'in', [0, ...sampleMedia]).execute());

  // What the removed records used from the library, by their owner names (media/uses.ts).
  const owners = [
    ...documents.map((id) => `article:${id}`),
    ...judges.map((id) => `judge:${id}`),
    ...finalists.map((id) => `finalist:${id}`),
    ...winners.map((id) => `winner:${id}`),
    ...partners.map((id) => `partner:${id}`),
    ...gallery.map((id) => `gallery:${id}`),
  ];
  await removeRows(trx, { comments, rows, documents, judges, winners, finalists, partners, gallery, banners });
  await displayUsesAgain(trx);
  const stillUsed = new Set(
    (await trx.selectFrom('media_uses').select('asset_id').where('asset_id', 'in', [0, ...sampleMedia]).where('owner', 'not in', ['', ...owners]).execute()).map((row) => row.asset_id),
  );
  const media = sampleMedia.filter((id) => !stillUsed.has(id));

  const files = (await trx.selectFrom('media_variants').select('file').where('asset_id', 'in', [0, ...media]).execute()).map((row) => row.file);
  if (owners.length > 0) await trx.deleteFrom('media_uses').where('owner', 'in', owners).execute();
  if (media.length > 0) {
    await trx.deleteFrom('media_variants').where('asset_id', 'in', media).execute();
    await trx.deleteFrom('media_assets').where('id', 'in', media).execute();
  }
  const counts: SampleCounts = {
    articles: rows.length,
    editorArticles: documents.length,
    comments: comments.length,
    judges: judges.length,
    finalists: finalists.length,
    winners: winners.length,
    partners: partners.length,
    gallery: gallery.length,
    banners: banners.length,
    media: media.length,
    keptFinalists: sampleFinalists.length - finalists.length,
    keptMedia: sampleMedia.length - media.length,
  };
  await recordAudit(trx, actor, { action: 'sample.remove', target: 'sample:all', detail: { ...counts } });
  return { counts, files };
}

interface Removed {
  comments: number[];
  rows: number[];
  documents: number[];
  judges: number[];
  winners: number[];
  finalists: number[];
  partners: number[];
  gallery: number[];
  banners: number[];
}

async function removeRows(trx: Transaction<Database>, removed: Removed): Promise<void> {
  const { comments, rows, documents, judges, winners, finalists, partners, gallery, banners } = removed;
  // Children first: SQLite enforces the foreign keys' cascades only with its pragma, which this does not rely on.
  if (comments.length > 0) {
    await trx.deleteFrom('comment_reports').where('comment_id', 'in', comments).execute();
    await trx.deleteFrom('comment_moderation').where('comment_id', 'in', comments).execute();
    await trx.deleteFrom('comments').where('id', 'in', comments).execute();
  }
  if (rows.length > 0) await trx.deleteFrom('articles').where('id', 'in', rows).execute();
  if (documents.length > 0) {
    await trx.deleteFrom('cms_article_revisions').where('article_id', 'in', documents).execute();
    await trx.deleteFrom('cms_articles').where('id', 'in', documents).execute();
  }
  if (judges.length > 0) await trx.deleteFrom('judges').where('id', 'in', judges).execute();
  if (winners.length > 0) await trx.deleteFrom('winners').where('id', 'in', winners).execute();
  if (finalists.length > 0) await trx.deleteFrom('finalists').where('id', 'in', finalists).execute();
  if (partners.length > 0) await trx.deleteFrom('partners').where('id', 'in', partners).execute();
  if (gallery.length > 0) await trx.deleteFrom('gallery_images').where('id', 'in', gallery).execute();
  if (banners.length > 0) await trx.deleteFrom('display_banners').where('id', 'in', banners).execute();
}

/**
 * The display collections hold their images in use as a whole (`display:<collection>`, set by a save): after rows went,
 * each collection's uses are what its remaining items show, as its next save would record them.
 */
async function displayUsesAgain(trx: Transaction<Database>): Promise<void> {
  for (const collection of Object.keys(STORES) as TableCollection[]) {
    // Each store answers for its own items; the union of stores is not one callable type.
    const store = STORES[collection] as unknown as { read(db: typeof trx): Promise<unknown[]>; mediaIds(items: unknown[]): number[] };
    await setMediaUses(trx, displayMediaOwner(collection), store.mediaIds(await store.read(trx)));
  }
}

/** Removes the sample (or, with dryRun, only counts what would go, changing nothing); answers the counts. */
export async function removeSample(env: SampleEnv, actor: Actor, options: { dryRun?: boolean } = {}): Promise<SampleCounts> {
  let done: { counts: SampleCounts; files: string[] };
  try {
    done = await env.db.transaction().execute(async (trx) => {
      const result = await removeInside(trx, actor);
      if (options.dryRun) throw new DryRun(result.counts);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.counts;
    throw error;
  }
  // After the commit: a removal that did not happen keeps its files (media/manage.ts does the same).
  await removeFiles(done.files.map((file) => join(libraryDir(env.publicMediaDir), file)));
  await publicContentChanged(env, SAMPLE_SOURCES);
  return done.counts;
}
