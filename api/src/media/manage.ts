import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { MediaAlt } from '@portal/contracts/admin-media';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { libraryDir, removeFiles } from './files.js';
import { isPostgres } from './store.js';
import { altRefusal, trimmedAlt, type AltRefusal, type MediaEnv } from './upload.js';

// Changing an image's alt texts and deleting an image: each one transaction with its audit entry. An image something
// shows (media_uses) is never deleted: the refusal names every use, and the database's foreign key refuses it too.

export type AltResult = { ok: true } | { ok: false; refusal: AltRefusal | { reason: 'notFound' } };

export async function changeMediaAlt(db: Kysely<Database>, id: number, alt: MediaAlt, actor: Actor): Promise<AltResult> {
  const refused = altRefusal(alt);
  if (refused) return { ok: false, refusal: refused };
  const next = trimmedAlt(alt);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('media_assets').select(['alt_zh_hk', 'alt_zh_cn', 'alt_en']).where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, refusal: { reason: 'notFound' } };
    // Asking for what already holds changes and records nothing.
    if (row.alt_zh_hk === next.zhComplex && row.alt_zh_cn === next.zhSimple && row.alt_en === next.en) return { ok: true };
    await trx.updateTable('media_assets').set({ alt_zh_hk: next.zhComplex, alt_zh_cn: next.zhSimple, alt_en: next.en }).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'media.alt', target: `media:${id}` });
    return { ok: true };
  });
}

export type DeleteResult = { ok: true } | { ok: false; refusal: { reason: 'notFound' } | { reason: 'inUse'; uses: string[] } };

export async function deleteMedia(env: MediaEnv, id: number, actor: Actor): Promise<DeleteResult> {
  const result = await env.db.transaction().execute(async (trx): Promise<{ ok: true; files: string[] } | Exclude<DeleteResult, { ok: true }>> => {
    // On PostgreSQL the row is locked first: a save that adds a use (setMediaUses reads the image FOR SHARE) waits
    // for this deletion and then finds the image gone, or this waits for it and then finds the use.
    let query = trx.selectFrom('media_assets').select('id').where('id', '=', id);
    if (isPostgres(trx)) query = query.forUpdate();
    if (!(await query.executeTakeFirst())) return { ok: false, refusal: { reason: 'notFound' } };
    const uses = await trx.selectFrom('media_uses').select('owner').where('asset_id', '=', id).orderBy('owner').execute();
    if (uses.length > 0) return { ok: false, refusal: { reason: 'inUse', uses: uses.map((use) => use.owner) } };
    const files = await trx.selectFrom('media_variants').select('file').where('asset_id', '=', id).execute();
    await trx.deleteFrom('media_variants').where('asset_id', '=', id).execute();
    await trx.deleteFrom('media_assets').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'media.delete', target: `media:${id}` });
    return { ok: true, files: files.map((row) => row.file) };
  });
  if (!result.ok) return result;
  // After the commit: a deletion that did not happen keeps its files. A file left by a crash here is served to whoever
  // still has its address, as browsers' caches would anyway; it names nothing.
  await removeFiles(result.files.map((file) => join(libraryDir(env.publicMediaDir), file)));
  return { ok: true };
}
