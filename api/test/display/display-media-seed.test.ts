import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Banner, GalleryImage, Judge, Partner } from '@portal/contracts/display';
import type { App } from '../../src/app.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

// `npm start` shows a full site whose every public image comes from the media library (issue 25 point 3): the seed
// rasterizes the sample banners, judge photo and gallery pictures into the library and wires them, with the sample
// partner logos, to their display rows.

jest.setTimeout(300_000);

let app: App;
let testDb: TestDatabase;
let seconds = 0;
const PATHS = ['/api/display/banners', '/api/display/judges', '/api/display/partners', '/api/display/gallery?contest=2&page=1&pageSize=12', '/api/display/intro'];
const before: Record<string, number> = {};

async function bytes(path: string): Promise<number> {
  const res = await app.inject({ url: path, headers: { 'accept-language': 'en-us', 'accept-encoding': 'identity' } });
  return res.rawPayload.length;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb);
  // The answers' sizes with the plain files, measured against the library's below.
  await runSeeds(app.db);
  for (const path of PATHS) before[path] = await bytes(path);
  const started = Date.now();
  await runSeeds(app.db, undefined, { publicMediaDir: app.config.publicMediaDir, sampleMediaCache: app.config.sampleMediaCache });
  seconds = (Date.now() - started) / 1000;
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const pub = async <T>(path: string, lang = 'en-us') => {
  const res = await app.inject({ url: path, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
};

describe('the display media seed', () => {
  it('serves every public display image from the library', async () => {
    // A measurement, printed for the record (sharp on a shared machine): the seed runs once per database.
    process.stdout.write(`display media seed (with 005's logos): ${seconds.toFixed(1)} s\n`);
    const banners = await pub<Banner[]>('/api/display/banners');
    expect(banners.map((banner) => [banner.group, banner.link, banner.alt])).toEqual([
      [1, '', 'Secondary-school short-film contest: register now'],
      [2, '', 'University business-plan contest: register now'],
    ]);
    for (const banner of banners) expect([banner.src.startsWith('/media/lib/'), /480w/.test(banner.srcset)]).toEqual([true, true]);
    expect((await pub<Banner[]>('/api/display/banners', 'zh-cn')).map((banner) => banner.alt)).toEqual(['中学组短片比赛：立即报名', '大学组商业计划书比赛：立即报名']);
    const judges = await pub<Judge[]>('/api/display/judges');
    expect(judges.length).toBeGreaterThan(0);
    expect(judges.every((judge) => judge.photo?.startsWith('/media/lib/') && judge.photoImage?.srcset)).toBe(true);
    const partners = await pub<Partner[]>('/api/display/partners');
    expect(partners.every((partner) => partner.logo.startsWith('/media/lib/') && partner.logoImage?.srcset)).toBe(true);
    const gallery = await pub<{ lists: GalleryImage[] }>('/api/display/gallery?contest=2&page=1&pageSize=50');
    expect(gallery.lists.length).toBeGreaterThan(0);
    expect(gallery.lists.every((image) => image.src.startsWith('/media/lib/') && image.srcset)).toBe(true);
    for (const path of PATHS) process.stdout.write(`${path}: ${before[path]} B with plain files, ${await bytes(path)} B from the library\n`);
    const owners = await app.db.selectFrom('media_uses').select('owner').distinct().orderBy('owner').execute();
    expect(owners.map((row) => row.owner)).toEqual(['display:banners', 'display:galleries', 'display:judges', 'display:partners']);
  });

  it('reads back as items the back office can save unchanged', async () => {
    const { createStaffSession } = await import('../../src/testing/staff.js');
    const editor = await createStaffSession(app.db, { role: 'editor' });
    for (const collection of ['banners', 'judges', 'partners', 'galleries', 'prizes', 'topics', 'winners']) {
      const read = await app.inject({ url: `/api/admin/display/${collection}`, headers: editor.headers });
      const { version, items } = read.json<{ data: { version: number; items: unknown[] } }>().data;
      const res = await app.inject({ method: 'PUT', url: `/api/admin/display/${collection}`, headers: { ...editor.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ version, items }) });
      expect([collection, res.statusCode]).toEqual([collection, 200]);
    }
  });
});
