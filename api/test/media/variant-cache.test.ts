import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { libraryDir } from '../../src/media/files.js';
import { uploadMedia } from '../../src/media/upload.js';
import { cachedVariants } from '../../src/media/variant-cache.js';
import { openTestDatabase } from '../helper.js';
import { plainPng } from './fixtures.js';

// The seed's sample pictures are encoded once per checkout, not once per database (media/variant-cache.ts): a second
// database's upload of the same picture takes the kept variants, byte for byte, and a damaged entry is made again.

jest.setTimeout(60_000);

const alt = { zhComplex: '標誌', zhSimple: '标志', en: 'Logo' };
const seed = { kind: 'system', name: 'seed' } as const;
let dir: string;
const databases: { db: Kysely<Database>; close: () => Promise<void> }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-variant-cache-'));
  databases.push(await openTestDatabase(), await openTestDatabase());
});
afterAll(async () => {
  for (const { close } of databases) await close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(index: number, picture: string) {
  const db = databases[index]!.db;
  const result = await uploadMedia({ db, publicMediaDir: join(dir, `media-${index}`) }, { path: picture, alt }, seed, { sample: true, variantCache: join(dir, 'cache') });
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return db.selectFrom('media_variants').select(['file', 'format', 'width', 'bytes']).where('asset_id', '=', result.id).orderBy('file').execute();
}

describe('the sample images variant cache', () => {
  it('keeps the variants of a picture once and gives them to the next database unchanged', async () => {
    const picture = join(dir, 'logo.png');
    await writeFile(picture, await plainPng(1200, 600));
    const first = await upload(0, picture);
    const [hash] = await readdir(join(dir, 'cache'));
    const kept = await cachedVariants(join(dir, 'cache'), hash!);
    expect(kept?.map(({ format, width }) => `${format}@${width}`).sort()).toEqual(first.map(({ format, width }) => `${format}@${width}`).sort());

    // Marking the kept AVIF proves the second upload read it rather than encoding again.
    const avif = join(dir, 'cache', hash!, `${first.find((row) => row.format === 'avif')!.width}.avif`);
    const marked = Buffer.concat([await readFile(avif), Buffer.from('kept')]);
    await writeFile(avif, marked);
    const second = await upload(1, picture);
    const secondAvif = second.find((row) => row.format === 'avif')!;
    expect(secondAvif.bytes).toBe(marked.length);
    expect(await readFile(join(libraryDir(join(dir, 'media-1')), secondAvif.file))).toEqual(marked);
  });

  it('reads a damaged entry as none', async () => {
    const [hash] = await readdir(join(dir, 'cache'));
    await writeFile(join(dir, 'cache', hash!, 'index.json'), '{not json');
    expect(await cachedVariants(join(dir, 'cache'), hash!)).toBeUndefined();
    expect(await cachedVariants(join(dir, 'cache'), 'f'.repeat(32))).toBeUndefined();
  });
});
