import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DISPLAY_COLLECTIONS, type AdminDisplayCollection, type AdminDisplayOverview, type DisplayCollection, type DisplayItem } from '@portal/contracts/admin-display';
import type { StaffRole } from '@portal/contracts/staff';
import type { App } from '../../src/app.js';
import { uploadMedia } from '../../src/media/upload.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { plainPng } from '../media/fixtures.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';

// The display data as editable data (issue 25 point 3): every collection saved whole by an editor or organizer and
// read back by the public answers the pages read; every bad input answered in the envelope, in the caller's language,
// with nothing changed.

jest.setTimeout(120_000);

let app: App;
let testDb: TestDatabase;
let editor: TestStaffSession;
const media: number[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb);
  editor = await createStaffSession(app.db, { role: 'editor' });
  for (const n of [1, 2, 3]) {
    const path = join(testDb.dir, `display-${n}.png`);
    await writeFile(path, await plainPng(200 * n, 100 * n));
    const result = await uploadMedia({ db: app.db, publicMediaDir: app.config.publicMediaDir }, { path, alt: { zhComplex: `圖 ${n}`, zhSimple: `图 ${n}`, en: `Picture ${n}` } }, { kind: 'cli', name: 'ada' });
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    media.push(result.id);
  }
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const url = (collection: string) => `/api/admin/display/${collection}`;
const call = <T = AdminDisplayCollection>(method: 'GET' | 'PUT', collection: string, body?: unknown, lang?: string, session: TestStaffSession = editor) =>
  staffCall<T>(app, session.headers, method, url(collection), body, lang);
const t3 = (text: string) => ({ zhComplex: `${text}（繁）`, zhSimple: `${text}（简）`, en: text });
const pub = async <T>(path: string, lang = 'en-us') => {
  const res = await app.inject({ url: path, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
};

/** The collections an editor saves: the timeline is the organizers' (test/display/timeline.test.ts). */
const EDITOR_COLLECTIONS = DISPLAY_COLLECTIONS.filter((collection) => collection !== 'timeline');

function items(): { [C in Exclude<DisplayCollection, 'timeline'>]: DisplayItem<C>[] } {
  const [a = 0, b = 0, c = 0] = media;
  return {
    banners: [
      { language: 'en', group: 2, mediaId: b, link: '/background' },
      { language: 'en', group: 1, mediaId: a, link: '' },
      { language: 'zhComplex', group: 1, mediaId: c, link: 'https://example.org/x' },
    ],
    intro: [{ title: t3('About'), body: t3('One.\n\nTwo.'), group1Title: t3('Films'), group1Summary: t3('A film.'), group2Title: t3('Plans'), group2Summary: t3('A plan.') }],
    prizes: [
      { group: 1, rank: 'champion', title: t3('Gold'), amountHkd: 8000, count: 1, extras: t3('A trip') },
      { group: 2, rank: 'merit', title: t3('Merit'), amountHkd: null, count: 9, extras: t3('') },
    ],
    // The seeded topics' keys are kept (a registration may have chosen one); one is added.
    topics: [],
    judges: [
      { name: t3('Ada'), title: t3('Professor'), photoMediaId: a, sample: false },
      { name: t3('Grace'), title: t3('Admiral'), photoMediaId: null, sample: false },
    ],
    partners: [
      { role: 'media', name: t3('Paper'), logoMediaId: b, url: '', sample: false },
      { role: 'organizer', name: t3('Foundation'), logoMediaId: a, url: 'https://foundation.example.org', sample: false },
    ],
    galleries: [
      { contest: 1, mediaId: c, caption: t3('Dunes') },
      { contest: 2, mediaId: a, caption: t3('') },
    ],
    winners: [{ contest: t3('First'), group: 1, award: t3('Champion'), school: t3('School'), teamName: t3('Team'), date: '2023-04-01', members: t3('Ann\nBo'), workTitle: t3('Film'), sample: false }],
    live: [{ show: true, src: 'https://live.example.org/embed/1', title: { zhComplex: '直播', zhSimple: '直播', en: '' } }],
  };
}

async function saveWhole(collection: DisplayCollection, list: unknown[]) {
  const { body } = await call('GET', collection);
  return call('PUT', collection, { version: body.data.version, items: list });
}

/** Everything a save may touch. */
async function snapshot() {
  return {
    collections: await app.db.selectFrom('display_collections').selectAll().orderBy('collection').execute(),
    banners: await app.db.selectFrom('display_banners').selectAll().orderBy('id').execute(),
    judges: await app.db.selectFrom('judges').selectAll().orderBy('id').execute(),
    partners: await app.db.selectFrom('partners').selectAll().orderBy('id').execute(),
    topics: await app.db.selectFrom('topics').selectAll().orderBy('topic_key').execute(),
    uses: await app.db.selectFrom('media_uses').selectAll().orderBy('owner').orderBy('asset_id').execute(),
    audit: await auditSeq(app.db),
  };
}

describe('the display data the site starts with', () => {
  it('lists every collection with its version and count', async () => {
    const { status, body } = await call<AdminDisplayOverview>('GET', '');
    expect(status).toBe(200);
    expect(body.data.collections.map((state) => state.collection)).toEqual(DISPLAY_COLLECTIONS);
    expect(body.data.collections.every((state) => state.version === 1 && state.updatedAt === null)).toBe(true);
    const count = (name: string) => body.data.collections.find((state) => state.collection === name)?.count;
    expect([count('intro'), count('live')]).toEqual([1, 1]);
  });

  it('serves the introduction the home page had compiled in, and the live block hidden', async () => {
    expect(await pub('/api/display/intro')).toMatchObject({ title: 'About the competition', groups: [{ group: 1 }, { group: 2 }] });
    const res = await app.inject({ url: '/config/live.json' });
    expect(res.json()).toEqual({ src: '', show: false, title: '' });
  });
});

describe('an editor saves each collection whole', () => {
  it.each(EDITOR_COLLECTIONS)('%s: saved, audited, versioned and read back', async (collection) => {
    let list: unknown[] = items()[collection as Exclude<DisplayCollection, 'timeline'>];
    if (collection === 'topics') {
      const { body } = await call('GET', 'topics');
      list = [...body.data.items, { group: 2, key: 'new-topic', title: t3('New'), summary: t3('Fresh.') }];
    }
    const before = await auditSeq(app.db);
    const contentBefore = (await app.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
    const { status, body } = await saveWhole(collection, list);
    expect([status, body.code]).toEqual([200, 1]);
    expect(body.data).toMatchObject({ collection, version: 2, count: list.length });
    expect(body.data.items).toEqual(list);
    expect((await call('GET', collection)).body.data.items).toEqual(list);
    const audit = await auditSince(app.db, before);
    expect(audit.map((entry) => [entry.action, entry.target, entry.detail])).toEqual([
      ['display.save', `display:${collection}`, { collection, count: list.length, version: 2 }],
    ]);
    expect((await app.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version).toBeGreaterThan(contentBefore);
  });

  it('shows the saves in the public answers', async () => {
    const [a = 0, b = 0] = media;
    const banners = await pub<{ group: number; link: string; src: string; srcset: string; alt: string }[]>('/api/display/banners');
    expect(banners.map((banner) => [banner.group, banner.link, banner.alt])).toEqual([[2, '/background', 'Picture 2'], [1, '', 'Picture 1']]);
    expect(banners[0]?.srcset).toMatch(/^\/media\/lib\/.* \d+w/);
    expect((await pub<unknown[]>('/api/display/banners', 'zh-hk')).length).toBe(1);
    expect(await pub('/api/display/intro')).toEqual({ title: 'About', body: ['One.', 'Two.'], groups: [{ group: 1, title: 'Films', summary: ['A film.'] }, { group: 2, title: 'Plans', summary: ['A plan.'] }] });
    expect((await pub<{ title: string; amount: string | null; count: number }[]>('/api/display/prizes')).map((prize) => [prize.title, prize.amount, prize.count])).toEqual([['Gold', 'HKD 8,000', 1], ['Merit', null, 9]]);
    expect((await pub<{ key: string }[]>('/api/display/topics?group=2')).map((topic) => topic.key)).toContain('new-topic');
    const judges = await pub<{ name: string; photo: string | null; photoImage?: { alt: string } }[]>('/api/display/judges');
    expect(judges.map((judge) => [judge.name, judge.photo?.startsWith('/media/lib/') ?? null, judge.photoImage?.alt])).toEqual([['Ada', true, 'Picture 1'], ['Grace', null, undefined]]);
    const partners = await pub<{ name: string; role: string; url: string | null; logoImage?: { alt: string } }[]>('/api/display/partners');
    expect(partners.map((partner) => [partner.name, partner.role, partner.url, partner.logoImage?.alt])).toEqual([
      ['Foundation', 'organizer', 'https://foundation.example.org', 'Picture 1'],
      ['Paper', 'media', null, 'Picture 2'],
    ]);
    const gallery = await pub<{ lists: { caption: string; srcset?: string }[] }>('/api/display/gallery?contest=1&page=1&pageSize=10');
    expect(gallery.lists.map((image) => [image.caption, Boolean(image.srcset)])).toEqual([['Dunes', true]]);
    const winners = await pub<{ teamName: string; members: string[] }[]>('/api/display/winners');
    expect(winners.map((winner) => [winner.teamName, winner.members])).toEqual([['Team', ['Ann', 'Bo']]]);
    const live = await app.inject({ url: '/config/live.json', headers: { 'accept-language': 'en-us' } });
    // An empty title falls back to Traditional Chinese; the file's shape stays {src, show, title}.
    expect(live.json()).toEqual({ src: 'https://live.example.org/embed/1', show: true, title: '直播' });
    expect(await app.db.selectFrom('media_uses').select(['owner', 'asset_id']).where('owner', '=', 'display:partners').orderBy('asset_id').execute()).toEqual([
      { owner: 'display:partners', asset_id: a },
      { owner: 'display:partners', asset_id: b },
    ]);
  });

  it('keeps an image a collection shows from being deleted', async () => {
    const res = await staffCall(app, editor.headers, 'DELETE', `/api/admin/media/${media[0]}`);
    expect(res.status).toBe(409);
    expect(await app.db.selectFrom('media_assets').select('id').where('id', '=', media[0] ?? 0).execute()).toHaveLength(1);
  });
});

describe('refusals answer in the envelope and change nothing', () => {
  const valid = () => items();
  const cases: [string, DisplayCollection | string, (version: number) => unknown, number, string][] = [
    ['an unknown collection', 'posters', (version) => ({ version, items: [] }), 404, 'There is no such display content'],
    ['a stale version', 'judges', () => ({ version: 1, items: valid().judges }), 409, 'Someone saved this since you opened it (version 2): reload it, then make your change'],
    ['a missing language', 'judges', (version) => ({ version, items: [valid().judges[0], { ...valid().judges[1], name: { zhComplex: 'x', zhSimple: 'y' } }] }), 400, 'Judges, item 2: Name (English) is required'],
    ['an empty language', 'prizes', (version) => ({ version, items: [{ ...valid().prizes[0], title: { ...t3('x'), zhSimple: ' ' } }] }), 400, 'Prizes, item 1: Title (Simplified Chinese) is required'],
    ['a javascript: link', 'partners', (version) => ({ version, items: [{ ...valid().partners[0], url: 'javascript:alert(1)' }] }), 400, 'Partners, item 1: Address must be an https:// address'],
    ['a protocol-relative banner link', 'banners', (version) => ({ version, items: [{ ...valid().banners[0], link: '//evil.example.org' }] }), 400, 'Banners, item 1: Link must be an https:// address or a path of this site (/…)'],
    ['an unknown media id', 'galleries', (version) => ({ version, items: [valid().galleries[0], { ...valid().galleries[1], mediaId: 99999 }] }), 409, 'Galleries, item 2: image #99999 is not in the media library; nothing changed'],
    ['too many items', 'intro', (version) => ({ version, items: [valid().intro[0], valid().intro[0]] }), 400, 'Introduction takes 1 to 1 items, not 2'],
    ['a wrong type', 'prizes', (version) => ({ version, items: [{ ...valid().prizes[0], count: 'one' }] }), 400, 'Prizes, item 1: Number awarded is not of the right form'],
    ['an unknown field', 'winners', (version) => ({ version, items: [{ ...valid().winners[0], script: '<b>' }] }), 400, 'Past winners, item 1: there is no field “script”'],
    ['a date that is no day', 'winners', (version) => ({ version, items: [{ ...valid().winners[0], date: '2023-02-30' }] }), 400, 'Past winners, item 1: Date must be a real date (yyyy-mm-dd)'],
    ['a number out of range', 'prizes', (version) => ({ version, items: [{ ...valid().prizes[0], count: 0 }] }), 400, 'Prizes, item 1: Number awarded must be a whole number from 1 to 1000'],
    ['a live stream shown without an address', 'live', (version) => ({ version, items: [{ ...valid().live[0], src: '' }] }), 400, 'Live stream, item 1: Stream address is required'],
    ['a duplicate topic key', 'topics', (version) => ({ version, items: [{ group: 1, key: 'dup', title: t3('a'), summary: t3('b') }, { group: 2, key: 'dup', title: t3('a'), summary: t3('b') }] }), 400, 'Topics, item 2: Topic key repeats an earlier item'],
    ['an item that is no object', 'judges', (version) => ({ version, items: ['judge'] }), 400, ''],
    ['no items array', 'judges', (version) => ({ version }), 400, ''],
  ];

  it.each(cases)('%s', async (_label, collection, body, status, message) => {
    const version = collection === 'posters' ? 1 : (await call('GET', collection)).body.data.version;
    const before = await snapshot();
    const res = await call('PUT', collection, body(version));
    expect(res.status).toBe(status);
    // An item's problem names its place for the form (index, field, language); a refusal of the whole list none.
    const place = /item (\d+)/.exec(message);
    expect(res.body).toMatchObject({ data: place ? { index: Number(place[1]) - 1, field: expect.any(String) } : null, show: true });
    expect(res.body.code).toBe(0);
    if (message) expect((res.body as unknown as { msg: string }).msg).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('names the item, field and language of a text it refuses', async () => {
    const { version } = (await call('GET', 'judges')).body.data;
    const res = await call('PUT', 'judges', { version, items: [valid().judges[0], { ...valid().judges[1], name: { ...t3('x'), en: '' } }] });
    expect(res.body.data).toEqual({ index: 1, field: 'name', language: 'en' });
  });

  it('says the problem in the caller\'s language', async () => {
    const { version } = (await call('GET', 'judges')).body.data;
    const res = await call('PUT', 'judges', { version, items: [{ ...items().judges[0], name: { ...t3('x'), en: '' } }] }, 'zh-hk');
    expect((res.body as unknown as { msg: string }).msg).toBe('評審第 1 項：請填寫名稱（英文）');
  });

  it('keeps a topic a registration chose (409), while its title may change', async () => {
    const user = await app.db.insertInto('users').values({ email: 'topic@example.org', team_name: null, password_hash: null, created_at: 'x', avatar: null, members: null }).returning('id').executeTakeFirstOrThrow();
    await app.db
      .insertInto('registrations')
      .values({ season: '2023-2024', user_id: user.id, contest_group: 'university', team_name: 'T', topic_key: 'new-topic', status: 'passed', reason: null, language: 'en', created_at: 'x', updated_at: 'x' })
      .execute();
    const { body } = await call('GET', 'topics');
    const list = body.data.items as DisplayItem<'topics'>[];
    const before = await snapshot();
    const res = await call('PUT', 'topics', { version: body.data.version, items: [...list.filter((topic) => topic.key !== 'new-topic'), { group: 1, key: 'other', title: t3('Other'), summary: t3('x') }] });
    expect([res.status, (res.body as unknown as { msg: string }).msg]).toEqual([409, 'Teams chose the topic “new-topic”: it cannot be removed (change its title instead)']);
    expect(await snapshot()).toEqual(before);
    const renamed = list.map((topic) => (topic.key === 'new-topic' ? { ...topic, title: t3('Renamed') } : topic));
    expect((await call('PUT', 'topics', { version: body.data.version, items: renamed })).status).toBe(200);
  });
});

describe('roles', () => {
  it.each<StaffRole>(['reviewer', 'judge', 'releaseManager'])('a %s is refused (403) and changes nothing', async (role) => {
    const session = await createStaffSession(app.db, { role });
    const before = await snapshot();
    expect((await call('GET', '', undefined, undefined, session)).status).toBe(403);
    expect((await call('GET', 'judges', undefined, undefined, session)).status).toBe(403);
    expect((await call('PUT', 'judges', { version: 2, items: items().judges }, undefined, session)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('a team token is no staff token (401)', async () => {
    const res = await app.inject({ method: 'PUT', url: url('judges'), headers: { token: 'team-token', 'content-type': 'application/json' }, payload: JSON.stringify({ version: 2, items: [] }) });
    expect(res.statusCode).toBe(401);
  });

  it('an organizer saves too', async () => {
    const organizer = await createStaffSession(app.db, { role: 'organizer' });
    const { body } = await call('GET', 'judges', undefined, undefined, organizer);
    const res = await call('PUT', 'judges', { version: body.data.version, items: body.data.items }, undefined, organizer);
    expect(res.status).toBe(200);
  });
});
