import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminFinalist, AdminFinalistList } from '@portal/contracts/admin-results';
import type { App } from '../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { sampleMp4Buffer } from '../../src/testing/sample-mp4.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { file, multipart, type Part } from '../uploads/multipart.js';
import { gif, pdf, png, text } from '../uploads/sample-files.js';
import { AT, registeredTeam } from '../works/user-work/work-helpers.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';
import { adminRunner } from '../cli/admin-runner.js';
import { tmpdir } from 'node:os';

// /api/admin/finalists (issue 24): organizers create, edit, illustrate and link finalists through the feature
// functions `pnpm admin finalists` calls. Every refusal answers in the envelope, in the caller's language, and changes
// nothing: no row, no public file, no audit entry. The public answers and first views follow each change.

let app: App;
let testDb: TestDatabase;
let organizer: TestStaffSession;
const KB = 1024;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  // Small limits, so that "too large" is a few KB here; the real ones are SPEC §5's (uploads/limits.ts).
  { seeded: true, config: { portalNow: AT.bothOpen, uploadLimits: { image: 64 * KB, video: 96 * KB, document: 64 * KB } } },
);

beforeAll(async () => {
  organizer = await createStaffSession(app.db, { role: 'organizer' });
});

const call = <T = AdminFinalist>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang?: string) =>
  staffCall<T>(app, organizer.headers, method, url, body, lang);

const texts = (team: string, school = `${team} School`, title = `${team} Film`) => ({
  teamName: { zhComplex: `${team}隊`, zhSimple: `${team}队`, en: team },
  school: { zhComplex: `${school}（繁）`, zhSimple: `${school}（简）`, en: school },
  workTitle: { zhComplex: `${title}（繁）`, zhSimple: `${title}（简）`, en: title },
});

const publicDir = () => join(testDb.dir, 'public-media', 'finalists');
const publicFiles = async () => (await readdir(publicDir()).catch(() => [] as string[])).sort();
const scratchFiles = async () => readdir(join(testDb.dir, 'tmp')).catch(() => [] as string[]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Everything a finalist change may touch: the table, the public copies, the audit log. */
async function snapshot() {
  return {
    rows: await app.db.selectFrom('finalists').selectAll().orderBy('id').execute(),
    files: await publicFiles(),
    audit: await auditSeq(app.db),
  };
}

async function publicFinalists(group: 1 | 2, lang = 'en-us') {
  const res = await app.inject({ url: `/api/display/finalists?group=${group}`, headers: { 'accept-language': lang } });
  return res.json<{ data: { id: number; teamName: string; workTitle: string; poster: string | null; video: string | null; sample: boolean }[] }>().data;
}

async function groupIds(group: 'secondary' | 'university') {
  return (await app.db.selectFrom('finalists').select(['id', 'position']).where('contest_group', '=', group).orderBy('position').execute()).map((row) => row.id);
}

describe('reading the finalists', () => {
  it('lists both groups with every language side by side and how full each group is', async () => {
    const { status, body } = await call<AdminFinalistList>('GET', '/api/admin/finalists');
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data.groups).toEqual([{ group: 1, count: 15, max: 15 }, { group: 2, count: 10, max: 10 }]);
    expect(body.data.finalists).toHaveLength(25);
    expect(body.data.finalists[0]).toMatchObject({
      group: 1,
      position: 1,
      sample: true,
      teamName: { zhComplex: '示例隊伍 1', zhSimple: '示例队伍 1', en: 'Sample Team 1' },
      workTitle: { en: 'Sample Film 1' },
      video: null,
      registration: null,
    });
    const university = await call<AdminFinalistList>('GET', '/api/admin/finalists?group=2');
    expect(university.body.data.groups).toEqual([{ group: 2, count: 10, max: 10 }]);
    expect(university.body.data.finalists.map((finalist) => finalist.group)).toEqual(Array(10).fill(2));
  });

  it('shows one finalist, and answers 404 in the envelope for an unknown one', async () => {
    const [id] = await groupIds('secondary');
    expect((await call('GET', `/api/admin/finalists/${id}`)).body.data).toMatchObject({ id, position: 1 });
    const missing = await call('GET', '/api/admin/finalists/999999', undefined, 'zh-hk');
    expect(missing).toMatchObject({ status: 404, body: { code: 0, data: null, msg: '找不到此入圍者', show: true } });
  });

  it('is private: no cache may keep it', async () => {
    expect((await call('GET', '/api/admin/finalists')).headers['cache-control']).toBe('private, no-store');
  });
});

describe('creating a finalist', () => {
  it('refuses a group that has its count, whatever the number, changing nothing', async () => {
    const before = await snapshot();
    const full = await call('POST', '/api/admin/finalists', { group: 2, position: 3, ...texts('Eleventh') });
    expect(full).toMatchObject({ status: 409, body: { code: 0, data: null, msg: 'Group 2 already has its 10 finalists' } });
    expect(await snapshot()).toEqual(before);
  });

  it('adds a finalist in a free number, filling an empty language with the Traditional Chinese, and records it', async () => {
    // The university's No. 10 leaves (by SQL: the back office removes nobody), so there is room for one.
    const [ninth, tenth] = (await groupIds('university')).slice(8);
    await app.db.deleteFrom('finalists').where('id', '=', tenth ?? 0).execute();
    const seq = await auditSeq(app.db);
    const taken = await call('POST', '/api/admin/finalists', { group: 2, position: 9, ...texts('Taken') });
    expect(taken).toMatchObject({ status: 409, body: { msg: `Number 9 is already finalist ${ninth}’s` } });
    const input = texts('Oasis');
    const created = await call('POST', '/api/admin/finalists', { group: 2, position: 10, ...input, school: { zhComplex: '綠洲大學', zhSimple: '', en: '  ' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      group: 2,
      position: 10,
      sample: false,
      teamName: input.teamName,
      school: { zhComplex: '綠洲大學', zhSimple: '綠洲大學', en: '綠洲大學' },
      poster: null,
      video: null,
      registration: null,
    });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.create', target: `finalist:${created.body.data.id}`, actor: { kind: 'staff', id: organizer.member.id }, detail: { group: 2, position: 10 } },
    ]);
    expect((await publicFinalists(2)).map((finalist) => finalist.teamName)).toContain('Oasis');
    expect((await call<AdminFinalistList>('GET', '/api/admin/finalists?group=2')).body.data.groups).toEqual([{ group: 2, count: 10, max: 10 }]);
  });

  it('gives a number to one of two organizers taking it at the same moment, and the group keeps its count', async () => {
    const [ninth] = (await groupIds('university')).slice(8);
    await app.db.deleteFrom('finalists').where('id', '=', ninth ?? 0).execute();
    const seq = await auditSeq(app.db);
    const answers = await Promise.all(['First', 'Second'].map((team) => call('POST', '/api/admin/finalists', { group: 2, position: 9, ...texts(team) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.msg).toBe('Group 2 already has its 10 finalists');
    expect(await groupIds('university')).toHaveLength(10);
    expect((await auditSince(app.db, seq)).map((entry) => entry.action)).toEqual(['finalist.create']);
  });

  it.each([
    ['no Traditional Chinese team name', { teamName: { zhComplex: '  ', zhSimple: 'x', en: 'x' } }, 'en-us', 'Team name (Traditional Chinese) is required'],
    ['a school too long', { school: { zhComplex: '校'.repeat(101), zhSimple: '', en: '' } }, 'zh-hk', '學校（繁體中文）最多 100 個字'],
    ['HTML in the English title', { workTitle: { zhComplex: '片', zhSimple: '片', en: 'A <b>bold</b> film' } }, 'en-us', 'Work title (English) must be plain text, without HTML'],
    ['an entity in the Simplified name', { teamName: { zhComplex: '隊', zhSimple: 'A &amp; B', en: '' } }, 'zh-cn', '队伍名称（简体中文）只能是纯文本，不可包含 HTML'],
    ['a line break', { teamName: { zhComplex: '隊\n伍', zhSimple: '', en: '' } }, 'en-us', 'Team name (Traditional Chinese) must be one line of text'],
  ])('refuses %s in the caller\'s language, changing nothing', async (_, change, lang, msg) => {
    const before = await snapshot();
    const answer = await call('POST', '/api/admin/finalists', { group: 1, position: 1, ...texts('Bad'), ...change }, lang);
    expect(answer).toMatchObject({ status: 400, body: { code: 0, data: null, msg, show: true } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a number beyond the group\'s count and a malformed body, changing nothing', async () => {
    const before = await snapshot();
    expect(await call('POST', '/api/admin/finalists', { group: 1, position: 16, ...texts('Sixteen') })).toMatchObject({
      status: 400,
      body: { code: 0, msg: "Group 1's finalists are numbered 1 to 15" },
    });
    expect(await call('POST', '/api/admin/finalists', { group: 3, position: 1, ...texts('Three') })).toMatchObject({ status: 400, body: { code: 0 } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('editing a finalist', () => {
  it('changes its texts and number; the public answer and its own view follow, and the first views that showed it go', async () => {
    const [first, second, , fourth] = await groupIds('secondary');
    // Three captured first views: one that read the finalists, one that read articles only, one from before captures said.
    const captures = join(testDb.dir, 'prerender', 'en');
    await mkdir(captures, { recursive: true });
    const capture = (name: string, sources?: string[]) => writeFile(join(captures, `${encodeURIComponent(name)}.json`), JSON.stringify({ path: name, sources }));
    await capture('/pc/finalists', ['/api/display/finalists', '/api/season']);
    await capture('/pc/latestNews', ['/api/article/lists']);
    await capture('/pc/home');
    // The public answer is cached: read it once so that the edit has something to replace.
    expect((await publicFinalists(1)).find((finalist) => finalist.id === second)?.teamName).toBe('Sample Team 2');
    const seq = await auditSeq(app.db);
    const edited = await call('PUT', `/api/admin/finalists/${second}`, { position: 2, ...texts('Dune Riders', 'Sand Hill School', 'Water Falls') });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: second, position: 2, sample: false, teamName: { en: 'Dune Riders', zhComplex: 'Dune Riders隊' } });
    expect((await publicFinalists(1)).find((finalist) => finalist.id === second)).toMatchObject({ teamName: 'Dune Riders', workTitle: 'Water Falls', sample: false });
    expect((await publicFinalists(1, 'zh-hk')).find((finalist) => finalist.id === second)?.teamName).toBe('Dune Riders隊');
    expect((await readdir(captures)).sort()).toEqual([`${encodeURIComponent('/pc/latestNews')}.json`]);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.edit', target: `finalist:${second}`, actor: { kind: 'staff', id: organizer.member.id }, detail: { changed: ['teamName', 'school', 'workTitle'], position: 2 } },
    ]);

    // A number someone holds is refused; moving to a free one is not (the group is full: No. 4 leaves first).
    const before = await snapshot();
    expect(await call('PUT', `/api/admin/finalists/${second}`, { position: 1, ...texts('Dune Riders') })).toMatchObject({
      status: 409,
      body: { msg: `Number 1 is already finalist ${first}’s` },
    });
    expect(await call('PUT', `/api/admin/finalists/${second}`, { position: 16, ...texts('Dune Riders') })).toMatchObject({ status: 400 });
    expect(await call('PUT', '/api/admin/finalists/999999', { position: 2, ...texts('Nobody') })).toMatchObject({ status: 404 });
    expect(await snapshot()).toEqual(before);
    await app.db.deleteFrom('finalists').where('id', '=', fourth ?? 0).execute();
    const moved = await call('PUT', `/api/admin/finalists/${second}`, { position: 4, ...texts('Dune Riders', 'Sand Hill School', 'Water Falls') });
    expect(moved.body.data).toMatchObject({ position: 4 });
    expect((await auditSince(app.db, before.audit)).at(-1)).toMatchObject({ detail: { changed: [], position: 4, was: 2 } });
  });
});

describe('a finalist\'s poster and film', () => {
  const upload = (id: number, parts: Part[], lang = 'en-us') => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url: `/api/admin/finalists/${id}/media`, headers: { ...organizer.headers, 'content-type': body.contentType, 'accept-language': lang }, payload: body.payload });
  };
  const poster = (bytes: Buffer, name = 'poster.png') => file(name, bytes, 'image/png', 'poster');
  const film = (bytes: Buffer, name = 'film.mp4') => file(name, bytes, 'video/mp4', 'video');

  it('publishes both, checked by content, under their hash; the public sees them, the log records sizes only', async () => {
    const [, , third] = await groupIds('secondary');
    const posterBytes = png(2048);
    const filmBytes = sampleMp4Buffer({ seconds: 10, bytes: 8192 });
    const seq = await auditSeq(app.db);
    // The poster's name says JPEG: its bytes decide.
    const res = await upload(third ?? 0, [poster(posterBytes, 'poster.jpg'), film(filmBytes)]);
    expect(res.statusCode).toBe(200);
    const url = { poster: `/media/finalists/${sha256(posterBytes)}.png`, video: `/media/finalists/${sha256(filmBytes)}.mp4` };
    expect(res.json<{ data: AdminFinalist }>().data).toMatchObject(url);
    expect((await publicFinalists(1)).find((finalist) => finalist.id === third)).toMatchObject(url);
    expect((await app.inject({ url: url.poster })).rawPayload.equals(posterBytes)).toBe(true);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.media', target: `finalist:${third}`, actor: { kind: 'staff', id: organizer.member.id }, detail: { poster: 2048, video: filmBytes.length } },
    ]);
    expect(await scratchFiles()).toEqual([]);
  });

  it.each([
    ['a PDF named .png as the poster', () => [poster(pdf())], 415, 'Poster: not a JPEG, PNG or WebP image, judged by its content whatever its name says; nothing changed'],
    ['a GIF as the poster', () => [poster(gif())], 415, 'Poster: its content is GIF, not a JPEG, PNG or WebP image; nothing changed'],
    ['text as the film', () => [film(text())], 415, 'Film: not an MP4 film, judged by its content whatever its name says; nothing changed'],
    ['a good poster with a PNG as the film', () => [poster(png(1024)), film(png(1024))], 415, 'Film: not an MP4 film, judged by its content whatever its name says; nothing changed'],
    ['a poster over the image limit', () => [poster(png(70 * KB))], 413, 'Poster: the file must not exceed 64 KB; nothing changed'],
    ['an empty poster', () => [poster(Buffer.alloc(0))], 400, 'Poster: the file is empty; nothing changed'],
    ['no file', () => [], 400, 'Send a poster, a film or both'],
    ['a part of another name', () => [file('x.png', png(), 'image/png', 'banner')], 400, 'Send at most one file named poster and one named video, nothing else'],
    ['two posters', () => [poster(png(1024)), poster(png(2048))], 400, 'Send at most one file named poster and one named video, nothing else'],
  ])('refuses %s: no row changes, no public file is written', async (_, parts, status, msg) => {
    const [, , , , fifth] = await groupIds('secondary');
    const before = await snapshot();
    const res = await upload(fifth ?? 0, parts());
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { code: 0, data: null, msg, show: true } });
    expect(await snapshot()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
  });

  it('says it in the caller\'s language, and answers 404 for an unknown finalist before reading the files', async () => {
    const [, , , , fifth] = await groupIds('secondary');
    expect((await upload(fifth ?? 0, [poster(gif())], 'zh-hk')).json()).toMatchObject({ msg: '海報的內容是 GIF，不是JPEG、PNG 或 WebP 圖片，未作任何更改' });
    const before = await snapshot();
    const res = await upload(999999, [poster(png(1024))]);
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('linking a finalist to its registration', () => {
  it('links a passed registration of its group, and says the refusals of the command line in the envelope', async () => {
    const [, , , , , , seventh, eighth] = await groupIds('secondary');
    const [plan] = await groupIds('university');
    const team = await registeredTeam(app, 1);
    const seq = await auditSeq(app.db);
    const linked = await call('POST', `/api/admin/finalists/${seventh}/link`, { registrationId: team.registrationId });
    expect(linked.body.data.registration).toEqual({ id: team.registrationId, teamName: team.teamName, status: 'passed' });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.link', target: `finalist:${seventh}`, actor: { kind: 'staff', id: organizer.member.id }, detail: { registrationId: team.registrationId, previous: null } },
    ]);

    const university = await registeredTeam(app, 2);
    const pending = await registeredTeam(app, 1, { status: 'pending' });
    const before = await snapshot();
    const cases: [number, number, number, string][] = [
      [eighth ?? 0, university.registrationId, 409, `Finalist ${eighth} is in group 1 but registration ${university.registrationId} is in group 2: not linked`],
      [plan ?? 0, team.registrationId, 409, `Finalist ${plan} is in group 2 but registration ${team.registrationId} is in group 1: not linked`],
      [eighth ?? 0, pending.registrationId, 409, `Registration ${pending.registrationId} has not passed review: only a team that passed can be a finalist; not linked`],
      [eighth ?? 0, team.registrationId, 409, `Registration ${team.registrationId} is already finalist ${seventh}’s: not linked`],
      [eighth ?? 0, 999999, 404, 'No registration 999999'],
      [999999, team.registrationId, 404, 'No such finalist'],
    ];
    for (const [finalist, registrationId, status, msg] of cases) {
      expect(await call('POST', `/api/admin/finalists/${finalist}/link`, { registrationId })).toMatchObject({ status, body: { code: 0, data: null, msg } });
    }
    expect(await call('POST', `/api/admin/finalists/${eighth}/link`, { registrationId: 'x' })).toMatchObject({ status: 400 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may', () => {
  it('lets only organizers in: other roles are refused before anything is read or written', async () => {
    const [id] = await groupIds('secondary');
    const before = await snapshot();
    for (const role of ['reviewer', 'editor', 'judge', 'releaseManager'] as const) {
      const { headers } = await createStaffSession(app.db, { role });
      expect(await staffCall(app, headers, 'GET', '/api/admin/finalists')).toMatchObject({ status: 403, body: { code: 0, data: null } });
      expect(await staffCall(app, headers, 'PUT', `/api/admin/finalists/${id}`, { position: 1, ...texts('Intruder') })).toMatchObject({ status: 403 });
    }
    expect(await staffCall(app, {}, 'POST', '/api/admin/finalists', { group: 1, position: 1, ...texts('Nobody') })).toMatchObject({ status: 401, body: { code: -1 } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('pnpm admin finalists', () => {
  const admin = adminRunner(() => testDb, AT.bothOpen);

  it('records its media and links in the same log, as the operator at the command line', async () => {
    const [, , , , , , , , ninth] = await groupIds('secondary');
    const team = await registeredTeam(app, 1);
    const posterBytes = png(3000);
    const path = join(tmpdir(), `poster-${process.pid}-${Date.now()}.png`);
    await writeFile(path, posterBytes);
    const seq = await auditSeq(app.db);
    expect((await admin('finalists', 'media', String(ninth), '--poster', path)).code).toBe(0);
    expect((await admin('finalists', 'link', String(ninth), '--registration', String(team.registrationId), '--by', 'grace')).code).toBe(0);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.media', target: `finalist:${ninth}`, actor: { kind: 'cli', name: 'ada' }, detail: { poster: 3000 } },
      { action: 'finalist.link', target: `finalist:${ninth}`, actor: { kind: 'cli', name: 'grace' }, detail: { registrationId: team.registrationId, previous: null } },
    ]);
    // A refusal records nothing.
    expect((await admin('finalists', 'link', String(ninth), '--registration', '999999')).code).toBe(1);
    expect(await auditSeq(app.db)).toBe(seq + 2);
  });
});
