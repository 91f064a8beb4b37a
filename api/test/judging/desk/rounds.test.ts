import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { TEST_SEASON_FILE, withTestApp, type TestDatabase } from '../../helper.js';
import { addEntry, addTeam, addWork, mp4WithTitle, pdfWithAuthor, pptxWithCreator } from './fixtures.js';

// Rounds the desk's main test does not reach: a round the season file makes not blind (the judge sees the team), and
// a finals entry, whose files are the linked registration's works of the round's `works` steps, in that order.

const DURING_SCREENING = new Date('2024-01-10T12:00:00+08:00');

/** A copy of the test season whose group 1 first round is not blind. */
const seasonDir = mkdtempSync(join(tmpdir(), 'desk-rounds-season-'));
const seasonFile = join(seasonDir, '2023-2024.json');
{
  const season = JSON.parse(readFileSync(TEST_SEASON_FILE, 'utf8')) as { judging: Record<string, { key: string; blind?: boolean }[]> };
  const round = season.judging['1']?.find((candidate) => candidate.key === 'firstRound');
  if (!round) throw new Error('the test season has no firstRound');
  round.blind = false;
  writeFileSync(seasonFile, JSON.stringify(season));
}

let app: App;
let testDb: TestDatabase;
let judge: TestStaffSession;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: DURING_SCREENING, seasonFile } },
);

afterAll(() => rmSync(seasonDir, { recursive: true, force: true }));

beforeAll(async () => {
  judge = await createStaffSession(app.db, { role: 'judge' });
});

const get = (url: string) => app.inject({ url, headers: { ...judge.headers, 'accept-language': 'en-us' } });

describe('a round that is not blind', () => {
  it("names the team and its captain's school", async () => {
    const team = await addTeam(app.db, { teamName: 'Open Round Otters', school: 'Open Round School' });
    const work = await addWork(app.db, testDb.dir, team, { bytes: mp4WithTitle('OPEN TITLE'), ext: 'mp4', mime: 'video/mp4', name: 'otters.mp4' });
    const entry = await addEntry(app.db, { round: 'firstRound', number: 3, workId: work, registrationId: team.registrationId, judges: [judge.member.id] });
    const response = await get(`/api/admin/judging/entries/${entry}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ team: { name: 'Open Round Otters', school: 'Open Round School' }, files: [{ name: 'entry-003.mp4' }] });
    const desk = (await get('/api/admin/judging/desk')).json().data;
    expect(desk.rounds.find((round: { key: string }) => round.key === 'firstRound')).toMatchObject({ blind: false });
    // Not blind: the stored bytes, title and all.
    const file = await get(`/api/admin/judging/entries/${entry}/files/0`);
    expect(file.rawPayload.includes(Buffer.from('OPEN TITLE'))).toBe(true);
  });
});

describe('a finals entry', () => {
  it("serves the linked registration's works of the round's steps, in the round's order, and nothing else", async () => {
    const team = await addTeam(app.db, { group: 'university' });
    const pptx = await pptxWithCreator('Finals Creator');
    const proposal = await pdfWithAuthor('Finals Author', 'Proposal');
    const preliminary = await pdfWithAuthor('Preliminary Author', 'An earlier, longer preliminary submission');
    const slidesMime = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    // Made out of the round's order, and with a work of another step that must not show.
    await addWork(app.db, testDb.dir, team, { bytes: pptx, ext: 'pptx', mime: slidesMime, name: 's.pptx', step: 'slides' });
    await addWork(app.db, testDb.dir, team, { bytes: preliminary, ext: 'pdf', mime: 'application/pdf', name: 'p.pdf', step: 'preliminarySubmission' });
    await addWork(app.db, testDb.dir, team, { bytes: proposal, ext: 'pdf', mime: 'application/pdf', name: 'f.pdf', step: 'finalProposal' });
    const { id: finalistId } = await app.db
      .insertInto('finalists')
      .values({
        contest_group: 'university',
        position: 99,
        sample: 0,
        registration_id: team.registrationId,
        team_name_zh_hk: 'T',
        team_name_zh_cn: 'T',
        team_name_en: 'T',
        school_zh_hk: 'S',
        school_zh_cn: 'S',
        school_en: 'S',
        work_title_zh_hk: 'W',
        work_title_zh_cn: 'W',
        work_title_en: 'W',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await addEntry(app.db, { round: 'judgingDay', group: 'university', number: 4, finalistId, registrationId: team.registrationId, judges: [judge.member.id] });
    const response = await get(`/api/admin/judging/entries/${entry}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.team).toBeNull(); // judgingDay stays blind
    expect(data.files).toEqual([
      { index: 0, kind: 'pdf', name: 'entry-004.pdf', mime: 'application/pdf', size: proposal.length, path: `/api/admin/judging/entries/${entry}/files/0` },
      { index: 1, kind: 'slides', name: 'entry-004.pptx', mime: slidesMime, size: pptx.length, path: `/api/admin/judging/entries/${entry}/files/1` },
    ]);
    const first = await get(`/api/admin/judging/entries/${entry}/files/0`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('entry-004.pdf');
    expect(first.rawPayload.includes(Buffer.from('%PDF'))).toBe(true);
    expect((await get(`/api/admin/judging/entries/${entry}/files/1`)).statusCode).toBe(200);
    expect((await get(`/api/admin/judging/entries/${entry}/files/2`)).statusCode).toBe(404);
  });
});
