import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { startSeededApp, withTestApp, type TestDatabase } from '../helper.js';
import { AT, registeredTeam } from '../works/user-work/work-helpers.js';
import { gif, jpeg, pdf, png, webp } from '../uploads/sample-files.js';
import { sampleMp4Buffer } from '../../src/testing/sample-mp4.js';
import { adminRunner } from './admin-runner.js';

// `pnpm admin finalists list|media|link` against the API's own database and public media folder: what the public
// then sees (/api/display/finalists, /media/…), and that a refused command changes nothing.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

const admin = adminRunner(() => testDb, AT.bothOpen);
let dir: string;
let films: { id: number; position: number }[];
let plans: { id: number; position: number }[];

async function file(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const publicFiles = async () => (await readdir(join(testDb.dir, 'public-media', 'finalists')).catch(() => [])).sort();
const finalistRow = (id: number) =>
  app.db.selectFrom('finalists').select(['poster', 'video', 'registration_id']).where('id', '=', id).executeTakeFirstOrThrow();

async function displayed(id: number) {
  const res = await app.inject({ url: '/api/display/finalists?group=1', headers: { 'accept-language': 'en-us' } });
  return res.json<{ data: { id: number; poster: string | null; video: string | null }[] }>().data.find((row) => row.id === id);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-finalists-'));
  const rows = await app.db.selectFrom('finalists').select(['id', 'position', 'contest_group']).orderBy('position').execute();
  films = rows.filter((row) => row.contest_group === 'secondary');
  plans = rows.filter((row) => row.contest_group === 'university');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const film = (position: number) => films[position - 1]?.id ?? 0;

describe('pnpm admin finalists list', () => {
  it('shows every finalist with its number, title and what is set', async () => {
    const all = await admin('finalists', 'list', '--lang', 'en');
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n');
    expect(lines[0]).toBe('id\tgroup\tno.\tteam\ttitle\tposter\tvideo\tregistration');
    expect(lines[1]).toBe(`${film(1)}\t1\t1\tSample Team 1\tSample Film 1\tyes\t—\t—`);
    expect(lines).toHaveLength(1 + 25 + 1);
    expect(lines[26]).toBe('25 finalist(s): 25 with a poster, 0 with a film, 0 linked to a registration');
    const university = (await admin('finalists', 'list', '--group', '2')).stdout.trim().split('\n');
    expect(university.slice(1, -1).map((line) => line.split('\t')[1])).toEqual(Array(10).fill('2'));
    expect(university[1]).toContain('示例商業計劃書 1');
  });
});

describe('pnpm admin finalists media', () => {
  it('publishes a copy of the poster and the film under their content hash, served to anyone', async () => {
    // The name says JPEG; the bytes are a PNG: the bytes decide.
    const posterBytes = png(2048);
    const filmBytes = sampleMp4Buffer({ seconds: 88, bytes: 8192 });
    const result = await admin('finalists', 'media', String(film(3)), '--poster', await file('poster.jpg', posterBytes), '--video', await file('film.mp4', filmBytes));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const poster = `/media/finalists/${sha256(posterBytes)}.png`;
    const video = `/media/finalists/${sha256(filmBytes)}.mp4`;
    expect(result.stdout).toContain(`finalist ${film(3)} (示例短片 3): poster ${poster} (png, 2 KB); video ${video} (mp4, 8 KB)`);
    expect(await finalistRow(film(3))).toEqual({ poster, video, registration_id: null });
    expect(await displayed(film(3))).toMatchObject({ poster, video });
    // The other films keep their seeded placeholder and have no film.
    expect(await displayed(film(4))).toMatchObject({ poster: '/media/posters/secondary-04.svg', video: null });

    const served = await app.inject({ url: poster });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(posterBytes)).toBe(true);
    const servedFilm = await app.inject({ url: video, headers: { range: 'bytes=0-15' } });
    expect(servedFilm.statusCode).toBe(206);
    expect(servedFilm.headers['content-type']).toBe('video/mp4');
    expect(await readFile(join(testDb.dir, 'public-media', 'finalists', `${sha256(filmBytes)}.mp4`))).toEqual(filmBytes);
  });

  it.each([
    ['JPEG', jpeg(), 'jpg'],
    ['WebP', webp(), 'webp'],
  ])('takes a %s poster alone, keeping the film set before', async (_, bytes, ext) => {
    const before = await finalistRow(film(3));
    const result = await admin('finalists', 'media', String(film(3)), '--poster', await file(`p.${ext}`, bytes));
    expect(result.code).toBe(0);
    expect(await finalistRow(film(3))).toEqual({ ...before, poster: `/media/finalists/${sha256(bytes)}.${ext}` });
  });

  it.each([
    ['a PDF named .png', () => file('fake.png', pdf()), 'not a JPEG, PNG or WebP image, judged by its content, whatever its name says'],
    ['a GIF', () => file('anim.gif', gif()), 'its content is GIF, not a JPEG, PNG or WebP image'],
    ['an empty file', () => file('empty.png', Buffer.alloc(0)), 'the file is empty'],
    ['a missing file', () => Promise.resolve(join(dir, 'nowhere.png')), 'cannot read it (ENOENT)'],
    ['a folder', () => Promise.resolve(dir), 'not a file'],
  ])('refuses %s as a poster and changes nothing', async (_, path, message) => {
    const before = await finalistRow(film(5));
    const files = await publicFiles();
    const poster = await path();
    const result = await admin('finalists', 'media', String(film(5)), '--poster', poster);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`finalist ${film(5)}: nothing changed\n--poster ${poster}: ${message}\n`);
    expect(await finalistRow(film(5))).toEqual(before);
    expect(await publicFiles()).toEqual(files);
  });

  it('refuses a good poster with a film that is not an MP4, copying neither', async () => {
    const before = await finalistRow(film(5));
    const files = await publicFiles();
    const result = await admin('finalists', 'media', String(film(5)), '--poster', await file('ok.png', png(4096)), '--video', await file('film.mp4', png()));
    expect(result).toMatchObject({ code: 1, stderr: `finalist ${film(5)}: nothing changed\n--video ${join(dir, 'film.mp4')}: not an MP4 film, judged by its content, whatever its name says\n` });
    expect(await finalistRow(film(5))).toEqual(before);
    expect(await publicFiles()).toEqual(files);
  });

  it('never publishes from the private uploads folder (ID cards, works)', async () => {
    const uploads = join(testDb.dir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const idCard = join(uploads, 'abc.png');
    await writeFile(idCard, png());
    const result = await admin('finalists', 'media', String(film(5)), '--poster', idCard);
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining('it is in the private uploads folder') });
    expect((await finalistRow(film(5))).poster).toBe('/media/posters/secondary-05.svg');
  });

  it('names an unknown finalist and a missing --poster', async () => {
    expect(await admin('finalists', 'media', '99999', '--poster', await file('x.png', png()))).toMatchObject({ code: 1, stderr: expect.stringContaining('no finalist 99999') });
    expect(await admin('finalists', 'media', String(film(5)), '--video', await file('y.mp4', sampleMp4Buffer({ seconds: 5, bytes: 2048 })))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("required option '--poster <file>' not specified"),
    });
  });
});

describe('pnpm admin finalists link', () => {
  it('links a finalist to a passed registration of its group and says who the members are', async () => {
    const team = await registeredTeam(app, 1);
    const result = await admin('finalists', 'link', String(film(7)), '--registration', String(team.registrationId));
    expect(result.code).toBe(0);
    const names = (await app.db.selectFrom('registration_members').select('name').where('registration_id', '=', team.registrationId).orderBy('ordinal').execute()).map((row) => row.name);
    expect(result.stdout).toContain(`finalist ${film(7)} linked to registration ${team.registrationId}, team "${team.teamName}": ${names.join(', ')}`);
    expect((await finalistRow(film(7))).registration_id).toBe(team.registrationId);
    // The link is the organizer's: the public finalist record does not carry it.
    expect(Object.keys((await displayed(film(7))) ?? {})).not.toContain('registrationId');
    // A mistaken link is put right by linking again.
    const right = await registeredTeam(app, 1);
    const again = await admin('finalists', 'link', String(film(7)), '--registration', String(right.registrationId));
    expect(again.stdout).toContain(`linked to registration ${right.registrationId} (was registration ${team.registrationId}), team "${right.teamName}"`);
  });

  it('refuses a registration of the other group, an unapproved one, one already linked, and unknown ids, changing nothing', async () => {
    const university = await registeredTeam(app, 2);
    const pending = await registeredTeam(app, 1, { status: 'pending' });
    const linked = (await finalistRow(film(7))).registration_id ?? 0;
    const cases: [string[], string][] = [
      [[String(film(8)), String(university.registrationId)], `finalist ${film(8)} is in group 1 (secondary school) but registration ${university.registrationId} is in group 2 (university): not linked`],
      [[String(plans[0]?.id), String(linked)], `finalist ${plans[0]?.id} is in group 2 (university) but registration ${linked} is in group 1 (secondary school): not linked`],
      [[String(film(8)), String(pending.registrationId)], `registration ${pending.registrationId} is pending: only a team that passed review can be a finalist; not linked`],
      [[String(film(8)), String(linked)], `registration ${linked} is already finalist ${film(7)}'s: not linked`],
      [[String(film(8)), '99999'], 'no registration 99999'],
      [['99999', String(linked)], 'no finalist 99999 (pnpm admin finalists list shows them)'],
    ];
    for (const [[finalist, registration], message] of cases) {
      expect(await admin('finalists', 'link', finalist ?? '', '--registration', registration ?? '')).toEqual({ code: 1, stdout: '', stderr: `${message}\n` });
    }
    expect((await finalistRow(film(8))).registration_id).toBeNull();
    expect((await finalistRow(plans[0]?.id ?? 0)).registration_id).toBeNull();
    expect(await admin('finalists', 'link', String(film(8)), '--registration', 'abc')).toMatchObject({ code: 2, stderr: expect.stringContaining('must be a registration id') });
  });
});

describe('winners publish with linked finalists', () => {
  const afterVote = adminRunner(() => testDb, new Date('2024-03-15T10:00:00+08:00'));
  let other: App | undefined;

  afterAll(async () => {
    await other?.close();
  });

  it("names a linked winner's members, captain first, and leaves the others' empty", async () => {
    // Film no. 15's team registered a member before its captain: the captain still comes first.
    const team = await registeredTeam(app, 1);
    const members = await app.db.selectFrom('registration_members').select(['id', 'name', 'position']).where('registration_id', '=', team.registrationId).orderBy('ordinal').execute();
    await app.db.updateTable('registration_members').set({ ordinal: 3 }).where('id', '=', members[0]?.id ?? 0).execute();
    await app.db.updateTable('registration_members').set({ ordinal: 1 }).where('id', '=', members[1]?.id ?? 0).execute();
    expect(members.map((member) => member.position)).toEqual(['captain', 'member']);
    expect((await admin('finalists', 'link', String(film(15)), '--registration', String(team.registrationId))).code).toBe(0);

    // Jury: film no. p gets 50 + 2p from J1 and 60 + 2p from J2, so no. 15 is champion; nobody voted.
    const sheet = ['judge,finalist,criterion,score', ...films.flatMap((f) => [`J1,${f.id},overall,${50 + 2 * f.position}`, `J2,${f.id},overall,${60 + 2 * f.position}`])];
    expect((await afterVote('scores', 'import', '--group', '1', await file('films.csv', Buffer.from(`${sheet.join('\n')}\n`)))).code).toBe(0);
    expect((await afterVote('winners', 'publish', '--group', '1')).code).toBe(0);

    other = await startSeededApp(testDb, { portalNow: new Date('2024-04-01T09:00:00+08:00') });
    for (const lang of ['en-us', 'zh-hk', 'zh-cn']) {
      const res = await other.inject({ url: '/api/display/winners?group=1', headers: { 'accept-language': lang } });
      const winners = res.json<{ data: { workTitle: string; members: string[] }[] }>().data;
      expect(winners[0]).toMatchObject({ members: [members[0]?.name, members[1]?.name] });
      const linked = winners.filter((winner) => winner.members.length > 0);
      // No. 15 and no. 7 (linked above) name their teams; the 13 other films and the most-active school do not.
      expect(linked).toHaveLength(2);
      expect(winners.filter((winner) => winner.members.length === 0)).toHaveLength(winners.length - 2);
    }
  });
});
