import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { RemovedSample } from '@portal/contracts/admin-sample';
import { runSeeds } from '../../src/db/seed/index.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { startSite, type SiteFixture } from '../site/site-fixture.js';
import { staffCall } from '../staff/results-helpers.js';

// The sample as `npm start` seeds it, images included: the partners' logos, the judge's photo, the gallery and the home
// page's slides are library images the display collections hold in use (`display:<collection>`). Removing the sample
// takes the slides that show sample images and every sample image with them — none is "still in use" by the very
// collections whose sample rows went — and leaves each collection's uses what its remaining items show.
jest.setTimeout(120_000);

let site: SiteFixture;
let organizer: TestStaffSession;

beforeAll(async () => {
  site = await startSite();
  await runSeeds(site.app.db, undefined, { publicMediaDir: site.app.config.publicMediaDir, sampleMediaCache: site.app.config.sampleMediaCache });
  organizer = await createStaffSession(site.app.db, { role: 'organizer' });
});
afterAll(async () => site.close());

describe('removing the seeded sample with its library images', () => {
  it('removes the slides and every sample image the display collections showed', async () => {
    const db = site.app.db;
    const seededMedia = (await db.selectFrom('media_assets').select('id').where('sample', '=', 1).execute()).length;
    const seededBanners = (await db.selectFrom('display_banners').select('id').execute()).length;
    expect(seededMedia).toBeGreaterThan(20);
    expect(seededBanners).toBeGreaterThan(0);
    expect(await db.selectFrom('media_uses').select('owner').where('owner', 'like', 'display:%').distinct().execute()).not.toEqual([]);

    const done = await staffCall<RemovedSample>(site.app, organizer.headers, 'POST', '/api/admin/sample/remove', {});
    expect(done.status).toBe(200);
    expect(done.body.data.counts).toMatchObject({ banners: seededBanners, media: seededMedia, keptMedia: 0 });
    expect(await db.selectFrom('media_assets').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('display_banners').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('media_uses').selectAll().execute()).toEqual([]);
    const banners = await site.app.inject({ url: '/api/display/banners', headers: { 'accept-language': 'en-us' } });
    expect([banners.statusCode, banners.json<{ data: unknown[] }>().data]).toEqual([200, []]);
  });
});
