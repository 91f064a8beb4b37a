import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { RichTextDocument } from '@portal/contracts/rich-text';
import type { Database } from '../../src/db/schema.js';
import { setMediaUses } from '../../src/media/uses.js';
import { uploadMedia } from '../../src/media/upload.js';
import { findMediaItem, mediaImageAttrs } from '../../src/media/view.js';
import { AppError } from '../../src/lib/app-error.js';
import { openTestDatabase } from '../helper.js';
import { plainPng } from './fixtures.js';

// What other features call (articles, banners, partners): setMediaUses in their own transaction, and mediaImageAttrs
// to put a library image into a rich-text document.

jest.setTimeout(60_000);

let db: Kysely<Database>;
let close: () => Promise<void>;
let dir: string;
const ids: number[] = [];

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  dir = await mkdtemp(join(tmpdir(), 'portal-media-uses-'));
  for (const [n, width] of [[1, 2400], [2, 700], [3, 200]] as const) {
    const path = join(dir, `${n}.png`);
    await writeFile(path, await plainPng(width, width / 2));
    const result = await uploadMedia({ db, publicMediaDir: join(dir, 'public') }, { path, alt: { zhComplex: `圖 ${n}`, zhSimple: `图 ${n}`, en: ` Picture ${n} ` } }, { kind: 'cli', name: 'ada' });
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    ids.push(result.id);
  }
});

afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

const usesOf = async (owner: string) => (await db.selectFrom('media_uses').select('asset_id').where('owner', '=', owner).orderBy('asset_id').execute()).map((row) => row.asset_id);
const [first, second, third] = [() => ids[0]!, () => ids[1]!, () => ids[2]!];

describe('setMediaUses', () => {
  it("replaces an owner's uses with the given images (each once), leaving other owners' alone", async () => {
    await db.transaction().execute((trx) => setMediaUses(trx, 'article:12', [second(), first(), second()]));
    await db.transaction().execute((trx) => setMediaUses(trx, 'banner:3', [first()]));
    expect(await usesOf('article:12')).toEqual([first(), second()]);
    await db.transaction().execute((trx) => setMediaUses(trx, 'article:12', [third()]));
    expect([await usesOf('article:12'), await usesOf('banner:3')]).toEqual([[third()], [first()]]);
    expect((await findMediaItem(db, first()))!.uses).toEqual(['banner:3']);
    await db.transaction().execute((trx) => setMediaUses(trx, 'article:12', []));
    expect(await usesOf('article:12')).toEqual([]);
  });

  it('changes with the caller’s transaction: a save that fails leaves the uses as they were', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await setMediaUses(trx, 'banner:3', [second()]);
        throw new Error('the banner save failed');
      }),
    ).rejects.toThrow('the banner save failed');
    expect(await usesOf('banner:3')).toEqual([first()]);
  });

  it('refuses an image that is not in the library (409 naming it) and writes nothing', async () => {
    const refusal = await db.transaction().execute((trx) => setMediaUses(trx, 'banner:3', [second(), 9998, 9999])).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect([(refusal as AppError).statusCode, (refusal as AppError).localized('en')]).toEqual([409, 'Image #9998, #9999 is no longer in the media library; nothing changed']);
    expect(await usesOf('banner:3')).toEqual([first()]);
  });

  it('takes only owners of the `<kind>:<id>` form', async () => {
    for (const owner of ['article', 'article:0', 'Article:1', 'article:1:2', ' article:1', 'a:b']) {
      await expect(db.transaction().execute((trx) => setMediaUses(trx, owner, [first()]))).rejects.toThrow('not a media owner');
    }
  });
});

describe('mediaImageAttrs', () => {
  it('gives a rich-text image node: the largest WebP width, the fallback src, the srcset, the trimmed alt of the language', async () => {
    const item = (await findMediaItem(db, first()))!;
    const attrs = mediaImageAttrs(item, 'en');
    expect(attrs).toEqual({ mediaId: first(), src: item.src, srcset: item.srcset, width: 1600, height: 800, alt: 'Picture 1' });
    expect(attrs.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    expect(mediaImageAttrs(item, 'zhSimple').alt).toBe('图 1');
    for (const id of ids) {
      const node = { type: 'image', attrs: mediaImageAttrs((await findMediaItem(db, id))!, 'zhComplex') };
      const doc = { type: 'doc', content: [node] };
      expect([id, [...Value.Errors(RichTextDocument, doc)]]).toEqual([id, []]);
    }
    expect(mediaImageAttrs((await findMediaItem(db, third()))!, 'en')).toMatchObject({ width: 200, height: 100 });
  });
});
