import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { articleSeeds } from '../../src/db/seed/data/articles/index.js';
import { galleryRows, partnerRows } from '../../src/db/seed/data/media.js';
import { secondaryContest, universityContest } from '../../src/db/seed/data/names.js';
import { finalistPosters, judgeRows } from '../../src/db/seed/data/people.js';
import { mediaRoot } from '../../src/paths.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

let testDb: TestDatabase;
let app: App;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const fileOf = (src: string) => join(mediaRoot, src.replace(/^\/media\//, ''));

describe('/media/', () => {
  it('serves SVGs with their content type and a day of caching', async () => {
    const res = await app.inject({ url: '/media/banner-university-en-us.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
  });

  it.each(['/media/intro.mp4', '/media/missing.svg', '/media/../package.json', '/media/%2e%2e/package.json', '/media/'])(
    'answers %s with a 404 envelope, even to a browser',
    async (url) => {
      const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'en' } });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
    },
  );
});

describe('/media/ from the public media folder', () => {
  it('serves a published copy for good, and never a half-written one', async () => {
    const folder = join(testDb.dir, 'public-media', 'finalists');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'abc123.png'), 'png');
    writeFileSync(join(folder, '.tmp-abc123'), 'half');
    const res = await app.inject({ url: '/media/finalists/abc123.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/media/finalists/.tmp-abc123' })).statusCode).toBe(404);
    // The placeholders still come first, with their day of caching.
    expect((await app.inject({ url: '/media/posters/secondary-01.svg' })).headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('generated media', () => {
  it.each([
    ['zh-hk', 0],
    ['zh-cn', 1],
    ['en-us', 2],
  ] as const)('has 1920×640 banners naming each contest in %s', (lang, l) => {
    for (const [group, name] of [['secondary', secondaryContest], ['university', universityContest]] as const) {
      const svg = readFileSync(join(mediaRoot, `banner-${group}-${lang}.svg`), 'utf8');
      expect(svg).toContain('width="1920" height="640"');
      expect(svg).toContain(name[l]);
    }
  });

  it('has every file the seed content points at', () => {
    const paths = [
      '/media/intro-poster.svg',
      ...articleSeeds.flatMap((seed) => (seed.cover ? [seed.cover] : [])),
      ...partnerRows.map((partner) => partner.logo),
      ...judgeRows.flatMap((judge) => (judge.photo ? [judge.photo] : [])),
      ...galleryRows.map((image) => image.src),
      ...finalistPosters.map((finalist) => finalist.poster),
    ];
    expect(paths.filter((path) => !existsSync(fileOf(path)))).toEqual([]);
  });

  it('has gallery images of the size the API announces', () => {
    for (const image of galleryRows) {
      expect(readFileSync(fileOf(image.src), 'utf8')).toContain(`width="${image.width}" height="${image.height}"`);
    }
  });
});
