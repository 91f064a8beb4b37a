import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { MediaAlt } from '@portal/contracts/admin-media';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { mediaAltProblem, type MediaAltProblem } from '@portal/contracts/media-rules';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { libraryDir, putInPlace, removeFiles, variantFile, writeTemporary } from './files.js';
import { checkImage, renderVariants, type CheckedImage, type ImageRefusal, type RenderedVariant } from './images.js';
import { findAssetIdByHash } from './store.js';
import { cachedVariants, keepVariants } from './variant-cache.js';

// Adding an image to the library: the back office's upload (routes.ts) and the seed's sample images (sample.ts) both
// come here. Alt texts and the file are checked first, then the variants are made in memory and written under
// temporary names; the rows, the audit entry and the renames into place are one transaction, and whatever fails on
// the way removes every file this call wrote — no row, no file.

type Db = Kysely<Database> | Transaction<Database>;

export interface MediaEnv {
  db: Kysely<Database>;
  /** config.publicMediaDir: the variants go to its `lib` folder, served at /media/lib/. */
  publicMediaDir: string;
}

export type AltRefusal = { reason: 'alt'; language: Language; problem: MediaAltProblem };

export type UploadRefusal = AltRefusal | { reason: 'image'; refusal: ImageRefusal } | { reason: 'duplicate'; id: number };

export type UploadResult = { ok: true; id: number } | { ok: false; refusal: UploadRefusal };

/** The first alt text that may not be stored, in the languages' order. */
export function altRefusal(alt: MediaAlt): AltRefusal | undefined {
  for (const language of LANGUAGES) {
    const problem = mediaAltProblem(alt[language]);
    if (problem) return { reason: 'alt', language, problem };
  }
  return undefined;
}

export const trimmedAlt = (alt: MediaAlt): MediaAlt => ({ zhComplex: alt.zhComplex.trim(), zhSimple: alt.zhSimple.trim(), en: alt.en.trim() });

// Part of every variant's name: a change of the encoders' settings (images.ts) must change the names, since a name is
// served as immutable for a year.
const RECIPE = 'media-v1';

/** The variants' name: the original's SHA-256 with the recipe, 128 bits in hex. */
async function imageHash(path: string): Promise<string> {
  const hash = createHash('sha256').update(`${RECIPE}\0`);
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

const isUniqueViolation = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export interface UploadInput {
  /** The file as received (a temporary file of the request, or one the seed made). */
  path: string;
  alt: MediaAlt;
}

export interface UploadOptions {
  sample?: boolean;
  trx?: Transaction<Database>;
  /** A folder of variants kept by image hash (variant-cache.ts): the seed's sample pictures, the same in every database. */
  variantCache?: string;
}

export async function uploadMedia(env: MediaEnv, input: UploadInput, actor: Actor, options: UploadOptions = {}): Promise<UploadResult> {
  const refused = altRefusal(input.alt);
  if (refused) return { ok: false, refusal: refused };
  const check = await checkImage(input.path);
  if (!check.ok) return { ok: false, refusal: { reason: 'image', refusal: check.refusal } };
  const db = options.trx ?? env.db;
  const hash = await imageHash(input.path);
  const existing = await findAssetIdByHash(db, hash);
  if (existing !== undefined) return { ok: false, refusal: { reason: 'duplicate', id: existing } };
  let variants: RenderedVariant[];
  try {
    const kept = options.variantCache === undefined ? undefined : await cachedVariants(options.variantCache, hash);
    variants = kept ?? (await renderVariants(check.image));
    if (options.variantCache !== undefined && kept === undefined) await keepVariants(options.variantCache, hash, variants);
  } catch (error) {
    // libvips could not decode the pixels (a truncated or corrupt file whose header looked right); a system error
    // (it has an errno code) is the server's.
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && code === undefined) {
      return { ok: false, refusal: { reason: 'image', refusal: { reason: 'unreadable' } } };
    }
    throw error;
  }
  try {
    const id = await store(db, env.publicMediaDir, { image: check.image, hash, variants, alt: trimmedAlt(input.alt), actor, sample: options.sample === true });
    return { ok: true, id };
  } catch (error) {
    // The same picture uploaded twice at once: the second finds the first's row.
    const first = isUniqueViolation(error) ? await findAssetIdByHash(env.db, hash) : undefined;
    if (first !== undefined) return { ok: false, refusal: { reason: 'duplicate', id: first } };
    throw error;
  }
}

interface Prepared {
  image: CheckedImage;
  hash: string;
  variants: RenderedVariant[];
  alt: MediaAlt;
  actor: Actor;
  sample: boolean;
}

async function store(db: Db, publicMediaDir: string, prepared: Prepared): Promise<number> {
  const { image, hash, variants, alt, actor, sample } = prepared;
  const dir = libraryDir(publicMediaDir);
  const written: { temporary: string; file: string; variant: RenderedVariant }[] = [];
  const placed: string[] = [];
  try {
    // Outside the transaction: the disk's time does not hold the database's writer.
    for (const variant of variants) {
      written.push({ temporary: await writeTemporary(dir, variant.data), file: variantFile(hash, variant.width, variant.format), variant });
    }
    const run = async (trx: Transaction<Database>) => {
      const { id } = await trx
        .insertInto('media_assets')
        .values({
          hash,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          mime: image.mime,
          alt_zh_hk: alt.zhComplex,
          alt_zh_cn: alt.zhSimple,
          alt_en: alt.en,
          sample: sample ? 1 : 0,
          created_at: new Date().toISOString(),
          actor_kind: actor.kind,
          staff_id: actor.kind === 'staff' ? actor.staffId : null,
          actor_name: actor.kind === 'staff' ? null : actor.name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('media_variants')
        .values(written.map(({ file, variant }) => ({ asset_id: id, format: variant.format, width: variant.width, height: variant.height, bytes: variant.data.length, file })))
        .execute();
      // The seed's samples are not a staff action.
      if (!sample) await recordAudit(trx, actor, { action: 'media.upload', target: `media:${id}` });
      for (const { temporary, file } of written) {
        await putInPlace(temporary, dir, file);
        placed.push(join(dir, file));
      }
      return id;
    };
    return db.isTransaction ? await run(db as Transaction<Database>) : await db.transaction().execute(run);
  } catch (error) {
    await removeFiles([...written.map((entry) => entry.temporary), ...placed]);
    throw error;
  }
}
