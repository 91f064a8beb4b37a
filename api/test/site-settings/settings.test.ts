import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { StaffRole } from '@portal/contracts/staff';
import { SITE_SETTINGS_BLOCK_ID, pageSettings, type AdminSiteSettings, type SiteSettings } from '@portal/contracts/site-settings';
import type { App } from '../../src/app.js';
import { prerenderFile, seasonKey } from '../../src/shell-html/prerendered.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { createTestDatabase, putFile as put, startTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';

// The site settings as runtime data (issue 25 point 3): editors and organizers save them in the back office, and the
// next request — GET /api/site/settings, any page's embedded data block, /c/N — has them, with no rebuild and no
// restart. Every refusal answers in the envelope, in the caller's language, and changes nothing.

let app: App;
let testDb: TestDatabase;
let editor: TestStaffSession;
const html = { accept: 'text/html' };
const TEMPLATE = '<!doctype html><html lang=zh-HK><head><title>shell</title><script defer src=/main.0123abcd.js></script></head><body><div id=root><div class=page-loading data-first-view>…</div></div></body></html>';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  const registryFile = join(testDb.dir, 'registry.json');
  await put(join(shellDist, 'index.html'), TEMPLATE);
  const remote = { name: 'mf-content', version: '1.0.0', manifestUrl: '/remotes/mf-content/1.0.0/mf-manifest.json', routes: { pc: ['home'], mobile: ['home'] } };
  await put(registryFile, JSON.stringify({ schemaVersion: 1, remotes: [remote] }));
  app = await startTestApp(testDb, { shellDist, registryFile });
  editor = await createStaffSession(app.db, { role: 'editor' });
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const call = <T = AdminSiteSettings>(method: 'GET' | 'PUT', body?: unknown, lang?: string, session: TestStaffSession = editor) =>
  staffCall<T>(app, session.headers, method, '/api/admin/settings', body, lang);

async function current(): Promise<AdminSiteSettings> {
  const { body } = await call('GET');
  return body.data;
}

/** Everything a save may touch: the row, the audit log, the content version the public answers are cached under. */
async function snapshot() {
  return {
    row: await app.db.selectFrom('site_settings').selectAll().execute(),
    audit: await auditSeq(app.db),
    content: (await app.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version,
  };
}

function dataBlock(body: string, id: string): unknown {
  const start = body.indexOf(`<script id="${id}" type="application/json">`);
  if (start < 0) return undefined;
  const from = body.indexOf('>', start) + 1;
  return JSON.parse(body.slice(from, body.indexOf('</script>', from)));
}

const settingsKey = (body: string) => /<meta name="portal-settings-key" content="([^"]*)">/.exec(body)?.[1];

async function save(change: (settings: SiteSettings) => void) {
  const { version, settings } = await current();
  change(settings);
  return call('PUT', { version, settings });
}

describe('the settings the site starts with', () => {
  it('are the demo placeholders, marked as such, public and cached per content version', async () => {
    const res = await app.inject({ url: '/api/site/settings' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: SiteSettings }>();
    expect(data.contact).toEqual({
      phone: '+852 0000 0000',
      email: 'contact@example.org',
      address: { zhComplex: '香港（基金會地址待配置）', zhSimple: '香港（基金会地址待配置）', en: 'Hong Kong (foundation address to be configured)' },
    });
    expect(data.chainTransactions).toHaveLength(179);
    expect(data.chainTransactions[6]).toBe('https://explorer.example.org/tx/sample-007');
    expect(data.introVideoUrl).toBeNull();
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ url: '/api/site/settings', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const admin = await current();
    expect(admin).toMatchObject({ version: 1, updatedAt: null, sample: true });
    expect(admin.settings).toEqual(data);
  });

  it('are embedded in every public page as data with their key, and not in the back office', async () => {
    const page = await app.inject({ url: '/pc/home', headers: html });
    const block = dataBlock(page.body, SITE_SETTINGS_BLOCK_ID) as Record<string, unknown>;
    const { data } = (await app.inject({ url: '/api/site/settings' })).json<{ data: SiteSettings }>();
    expect(block).toEqual(pageSettings(data));
    // The /c/N links stay on the server: they would add kilobytes to every page.
    expect(block).not.toHaveProperty('chainTransactions');
    expect(settingsKey(page.body)).toMatch(/^[\w-]{16}$/);
    const admin = await app.inject({ url: '/admin/login', headers: html });
    expect(dataBlock(admin.body, SITE_SETTINGS_BLOCK_ID)).toBeUndefined();
  });
});

describe('an editor saves the settings', () => {
  it('and the next request, the next page and the next /c/N have them; the audit names the keys, not the values', async () => {
    const before = await snapshot();
    const pageBefore = await app.inject({ url: '/mobile/home', headers: html });
    const cached = await app.inject({ url: '/api/site/settings' });
    const { status, body } = await save((settings) => {
      settings.contact.phone = '+852 3999 1234';
      settings.questionnaire.en = 'https://forms.example.org/new-questionnaire?lang=en';
      settings.chainTransactions[6] = 'https://explorer.example.org/tx/real-007';
    });
    expect([status, body.msg]).toEqual([200, '']);
    expect(body.data).toMatchObject({ version: 2, sample: false });
    expect(body.data.updatedAt).toEqual(expect.any(String));

    const served = await app.inject({ url: '/api/site/settings', headers: { 'if-none-match': String(cached.headers.etag) } });
    expect(served.statusCode).toBe(200);
    expect(served.json<{ data: SiteSettings }>().data.contact.phone).toBe('+852 3999 1234');

    const page = await app.inject({ url: '/mobile/home', headers: html });
    const block = dataBlock(page.body, SITE_SETTINGS_BLOCK_ID) as SiteSettings;
    expect(block.contact.phone).toBe('+852 3999 1234');
    expect(block.questionnaire.en).toBe('https://forms.example.org/new-questionnaire?lang=en');
    expect(settingsKey(page.body)).not.toBe(settingsKey(pageBefore.body));

    const link = await app.inject({ url: '/c/7' });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('https://explorer.example.org/tx/real-007');

    const entries = await auditSince(app.db, before.audit);
    expect(entries).toEqual([
      {
        action: 'settings.save',
        target: 'settings:site',
        actor: { kind: 'staff', id: editor.member.id },
        detail: { version: 2, changed: ['contact.phone', 'questionnaire.en', 'chainTransactions'], chainLinks: 1 },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('3999');
  });

  it('trims what it stores, and an organizer may save too', async () => {
    const organizer = await createStaffSession(app.db, { role: 'organizer' });
    const { version, settings } = await current();
    settings.contact.email = '  hello@desert.example.org ';
    const { status, body } = await call('PUT', { version, settings }, 'en-us', organizer);
    expect(status).toBe(200);
    expect(body.data.settings.contact.email).toBe('hello@desert.example.org');
  });

  it('from another site lets the page play the introduction video from there', async () => {
    expect((await save((settings) => (settings.introVideoUrl = 'https://video.example.net/intro.mp4'))).status).toBe(200);
    const page = await app.inject({ url: '/pc/home', headers: html });
    expect(page.headers['content-security-policy']).toMatch(/media-src 'self' blob: https:\/\/video\.example\.net;/);
    expect((await save((settings) => (settings.introVideoUrl = '/media/intro.mp4'))).status).toBe(200);
    const local = await app.inject({ url: '/pc/home', headers: html });
    expect(local.headers['content-security-policy']).toMatch(/media-src 'self' blob:;/);
  });

  it('escapes a value that would close the data block: the JSON reads back exactly, nothing else is in the page', async () => {
    const hostile = 'https://forms.example.org/q?x=</script><script>alert(1)</script><!--';
    expect((await save((settings) => (settings.questionnaire.zhComplex = hostile))).status).toBe(200);
    const page = await app.inject({ url: '/pc/home', headers: html });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!--');
    expect((dataBlock(page.body, SITE_SETTINGS_BLOCK_ID) as SiteSettings).questionnaire.zhComplex).toBe(hostile);
    // A data block is no script: the policy still runs nothing inline.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it("makes the first views captured under the old settings unused: they showed the old footer", async () => {
    const dir = join(testDb.dir, 'prerender');
    const key = settingsKey((await app.inject({ url: '/pc/home', headers: html })).body);
    const capture = {
      path: '/pc/home',
      language: 'zhComplex',
      html: '<p>captured footer</p>',
      styles: [],
      shell: 'main.0123abcd.js',
      remote: { name: 'mf-content', version: '1.0.0' },
      season: seasonKey(app.season),
      settings: key,
    };
    await put(prerenderFile(dir, '/pc/home', 'zhComplex'), JSON.stringify(capture));
    expect((await app.inject({ url: '/pc/home', headers: html })).body).toContain('captured footer');
    expect((await save((settings) => (settings.contact.address.en = 'Wan Chai, Hong Kong'))).status).toBe(200);
    const after = await app.inject({ url: '/pc/home', headers: html });
    expect(after.body).not.toContain('captured footer');
    expect(after.body).toContain('data-first-view');
  });
});

describe('refusals change nothing', () => {
  const longLink = `https://forms.example.org/${'q'.repeat(500)}`;
  it.each<[string, (settings: SiteSettings) => void, string, string]>([
    ['a phone number with letters', (s) => (s.contact.phone = 'call us'), 'Phone number must have 6 to 15 digits, with +, spaces, brackets or hyphens only, e.g. +852 1234 5678', '電話號碼須為 6 至 15 位數字，可含 +、空格、括號及連字號，例如 +852 1234 5678'],
    ['an e-mail without @', (s) => (s.contact.email = 'contact.example.org'), 'E-mail address is not an e-mail address', '電郵地址格式不正確'],
    ['an http questionnaire', (s) => (s.questionnaire.zhSimple = 'http://forms.example.org/q'), 'Questionnaire link (Simplified Chinese) must be an https:// address', '問卷連結（簡體中文）必須是 https:// 開頭的網址'],
    ['a script link', (s) => (s.social.facebook = 'javascript:alert(1)'), 'Facebook link must be an https:// address', 'Facebook 連結必須是 https:// 開頭的網址'],
    ['an empty AR link', (s) => (s.arPromoUrl = ''), 'AR experience link is required', '請填寫AR 體驗連結'],
    ['markup in the address', (s) => (s.contact.address.en = '<img src=x onerror=alert(1)>'), 'Address (English) must be one line of plain text, without HTML', '地址（英文）只能是一行純文字，不可包含 HTML'],
    ['a video elsewhere on this site', (s) => (s.introVideoUrl = '/uploads/1.mp4'), 'Introduction video must be an https:// address or a /media/ file of this site', '介紹影片必須是 https:// 網址，或本站 /media/ 下的檔案'],
    ['a bad /c/12 link', (s) => (s.chainTransactions[11] = 'ftp://explorer.example.org'), 'The link of /c/12 must be an https:// address', '/c/12 的連結必須是 https:// 開頭的網址'],
    ['an over-long link', (s) => (s.questionnaire.en = longLink), 'Questionnaire link (English) may have at most 500 characters', '問卷連結（英文）最多 500 個字'],
  ])('%s: 400 naming the field in the language asked', async (_case, change, en, zh) => {
    const before = await snapshot();
    const { version, settings } = await current();
    change(settings);
    const english = await call('PUT', { version, settings }, 'en-us');
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ code: 0, data: null, msg: en, show: true });
    const chinese = await call('PUT', { version, settings }, 'zh-hk');
    expect(chinese.body.msg).toBe(zh);
    expect(await snapshot()).toEqual(before);
  });

  it.each<[string, (body: { version: number; settings: SiteSettings }) => unknown]>([
    ['a 180th /c/N link', (body) => ({ ...body, settings: { ...body.settings, chainTransactions: [...body.settings.chainTransactions, 'https://x.example.org'] } })],
    ['no version', (body) => ({ settings: body.settings })],
    ['a number for a text', (body) => ({ ...body, settings: { ...body.settings, arPromoUrl: 1 } })],
    ['a settings list', () => []],
  ])('%s: 400 in the envelope', async (_case, shape) => {
    const before = await snapshot();
    const { version, settings } = await current();
    const { status, body } = await call('PUT', shape({ version, settings }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 0, data: null, show: true });
    expect(await snapshot()).toEqual(before);
  });

  it('a key the settings do not have is dropped, never stored', async () => {
    const { version, settings } = await current();
    expect((await call('PUT', { version, settings: { ...settings, apiHost: 'https://evil.example' } })).status).toBe(200);
    const row = await app.db.selectFrom('site_settings').select('document').executeTakeFirstOrThrow();
    expect(row.document).not.toContain('apiHost');
  });

  it("a save against an older version: 409, the other editor's change stays", async () => {
    const { version, settings } = await current();
    expect((await call('PUT', { version, settings: { ...settings, arPromoUrl: 'https://ar.example.org/first' } })).status).toBe(200);
    const before = await snapshot();
    const late = await call('PUT', { version, settings: { ...settings, arPromoUrl: 'https://ar.example.org/second' } }, 'en-us');
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`Someone saved the site settings since you opened them (now version ${version + 1}): reload to see their change, then edit again`);
    expect(await snapshot()).toEqual(before);
    expect((await current()).settings.arPromoUrl).toBe('https://ar.example.org/first');
  });
});

describe('who may', () => {
  it.each<StaffRole>(['reviewer', 'judge', 'releaseManager'])('a %s is refused reading or saving (403)', async (role) => {
    const session = await createStaffSession(app.db, { role });
    const before = await snapshot();
    const { version, settings } = await current();
    expect((await call('GET', undefined, 'en-us', session)).status).toBe(403);
    const put = await call('PUT', { version, settings: { ...settings, arPromoUrl: 'https://ar.example.org/x' } }, 'en-us', session);
    expect(put.status).toBe(403);
    expect(put.body.code).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('without a staff session: 401; a team token is no staff session', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'content-type': 'application/json', token: 'x' }, payload: '{}' });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});

describe('/c/N', () => {
  it('leads to the chat app for 180 and to the site root for any other number, never cached', async () => {
    const chat = await app.inject({ url: '/c/180' });
    expect(chat.statusCode).toBe(302);
    expect(chat.headers.location).toBe('https://chat.example.org/desert-award');
    expect(chat.headers['cache-control']).toBe('no-store');
    for (const n of ['0', '181', 'abc', '1e2', '%2F%2Fevil.example']) {
      const res = await app.inject({ url: `/c/${n}` });
      expect([n, res.statusCode, res.headers.location]).toEqual([n, 302, '/']);
    }
  });
});

describe('settings broken by hand', () => {
  it('are not served: the API says so, pages carry none, and an editor saves over them', async () => {
    const { settings } = await current();
    await sql`update site_settings set document = ${JSON.stringify({ ...settings, arPromoUrl: 'javascript:alert(1)' })}`.execute(app.db);
    const res = await app.inject({ url: '/api/site/settings', headers: { 'accept-language': 'en-us' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'The site settings cannot be read right now, please try again later', show: true });
    const page = await app.inject({ url: '/pc/home', headers: html });
    expect(page.statusCode).toBe(200);
    expect(dataBlock(page.body, SITE_SETTINGS_BLOCK_ID)).toBeUndefined();
    expect((await app.inject({ url: '/c/180' })).headers.location).toBe('/');
    expect((await call('GET')).status).toBe(503);

    const row = await app.db.selectFrom('site_settings').select('version').executeTakeFirstOrThrow();
    const fixed = await call('PUT', { version: row.version, settings });
    expect(fixed.status).toBe(200);
    expect(dataBlock((await app.inject({ url: '/pc/home', headers: html })).body, SITE_SETTINGS_BLOCK_ID)).toEqual(pageSettings(settings));
  });
});
