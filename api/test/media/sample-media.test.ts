import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { runSeeds, seedModules } from '../../src/db/seed/index.js';
import { SAMPLE_PARTNER_LOGOS } from '../../src/db/seed/sample-media.js';
import { findMediaItems } from '../../src/media/view.js';
import { openTestDatabase } from '../helper.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';

// Issue 25 point 7: `npm start` shows a library with the sample partners' placeholder logos, made by the seed through
// the library's own upload. Without a public media folder (most tests), the module waits for a run that has one.

jest.setTimeout(60_000);

let db: Kysely<Database>;
let close: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  dir = await mkdtemp(join(tmpdir(), 'portal-sample-media-test-'));
});
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

describe('the sample media seed', () => {
  it('waits without a public media folder, then adds the sample partner logos once', async () => {
    // The display images (006, test/display/display-media-seed.test.ts) are left out: this counts the logos alone.
    const modules = seedModules.filter((seed) => seed.name !== '006_display_media');
    const others = modules.filter((seed) => seed.needs === undefined).map((seed) => seed.name);
    expect(await runSeeds(db, modules)).toEqual(others);
    expect(await db.selectFrom('media_assets').select('id').execute()).toEqual([]);
    const publicMediaDir = join(dir, 'public-media');
    expect(await runSeeds(db, modules, { publicMediaDir })).toEqual(['005_sample_media']);
    expect(await runSeeds(db, modules, { publicMediaDir })).toEqual([]);

    const ids = (await db.selectFrom('media_assets').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(ids).toHaveLength(SAMPLE_PARTNER_LOGOS);
    const items = [...(await findMediaItems(db, ids)).values()];
    expect(items[2]).toMatchObject({
      width: 800,
      height: 400,
      mime: 'image/png',
      sample: true,
      uses: [],
      createdBy: { kind: 'system', id: null, name: 'seed' },
      alt: { zhComplex: '示例合作夥伴 3 的標誌', zhSimple: '示例合作伙伴 3 的标志', en: 'Logo of Sample partner 3' },
    });
    expect(items[2]!.variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 480', 'webp 480', 'avif 800', 'jpeg 800', 'webp 800']);
    const files = new Set(await readdir(join(publicMediaDir, 'lib')));
    for (const item of items) for (const variant of item.variants) expect(files.has(variant.src.slice('/media/lib/'.length))).toBe(true);
    expect(files.size).toBe(SAMPLE_PARTNER_LOGOS * 5);
    // Samples are not staff actions.
    expect(await db.selectFrom('audit_log').select('seq').execute()).toEqual([]);
  });
});
