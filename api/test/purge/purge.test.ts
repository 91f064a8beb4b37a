import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { access, link } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { PURGED_KINDS } from '../../src/purge/kinds.js';
import { purgeSeason } from '../../src/purge/purge.js';
import { purgeDueSeasons, SCHEDULER } from '../../src/purge/run.js';
import { systemActing } from '../../src/audit/acting.js';
import { voteSecretFile } from '../../src/votes/secret.js';
import { adminRunner } from '../cli/admin-runner.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';
import { recordAudit } from '../../src/audit/record.js';
import { verifyAuditLog } from '../../src/audit/verify.js';
import { filesUnder, KEPT_TABLES, PERSONAL_TABLES, publicAnswers, purgeDeps, rowCounts, snapshot, tableNames } from './purge-helpers.js';
import { CLOCK, makeSeason, SeasonApps, type SeasonData } from './season-data.js';

// SPEC §9 on a whole season (issue 14): from the first instant of the season's personalDataUntil, every personal row
// and file goes, in one purge that runs once; vote counts, the vote log, scores and the published winners stay byte
// for byte. Before that day nothing happens, and the dry run changes nothing.

// A season made through the API on a 2-core machine shared with other suites.
jest.setTimeout(60_000);

let testDb: TestDatabase;
const apps = new SeasonApps(() => testDb);
let data: SeasonData;
let beforeDay: App;
let onDay: App;
/** The public answers on the purge's day, before it ran. */
let answersBefore: Record<string, string>;

const admin = (at: Date) => adminRunner(() => testDb, at);
const everything = async () => ({ rows: await snapshot(onDay.db), files: await filesUnder(testDb.dir) });

beforeAll(async () => {
  testDb = await createTestDatabase();
  data = await makeSeason(apps, () => testDb);
  // A writer of the key that died between linking it into place and removing its temporary leaves a second name.
  await link(voteSecretFile(testDb.dir), `${voteSecretFile(testDb.dir)}.0123456789abcdef.tmp`);
  beforeDay = await apps.at(CLOCK.beforeDay);
  onDay = await apps.at(CLOCK.onDay);
  answersBefore = await publicAnswers(onDay);
}, 180_000);

afterAll(async () => {
  await apps.closeAll();
  await testDb?.drop();
});

describe('the personal-data purge of a season', () => {
  it('starts from a season full of personal data and files', async () => {
    const counts = await rowCounts(onDay.db, PERSONAL_TABLES);
    // Every personal table has rows (the list of pending files fills only during a purge), so "empty after" means something.
    expect(PERSONAL_TABLES.filter((table) => table !== 'purge_pending_files' && counts[table] === 0)).toEqual([]);
    expect(counts).toMatchObject({ users: data.counts.accounts, registrations: 3, registration_members: 7, works: 3, comments: 4 });
    expect(counts.vote_codes).toBe(6);
    const files = await filesUnder(testDb.dir);
    expect(files).toEqual(expect.arrayContaining([...data.storedFiles.map((key) => join('uploads', key)), join('tus', data.tusId), join('tus', `${data.tusId}.json`), join('secrets', 'vote-secret'), join('secrets', 'vote-secret.0123456789abcdef.tmp')]));
    // Every marker is in some row now: their absence afterwards is the purge's doing.
    const rows = JSON.stringify(await snapshot(onDay.db)).toLowerCase();
    expect(data.markers.filter((marker) => !rows.includes(marker.toLowerCase()))).toEqual([]);
    // The public results name the linked team's members, as published.
    expect(answersBefore['en-us /api/display/winners']).toContain('"members":["Member');
  });

  it('does nothing before the day, and `purge --now` refuses saying how to override', async () => {
    const before = await everything();
    const pass = await purgeDueSeasons(purgeDeps(beforeDay), beforeDay.season, systemActing('test'));
    expect(pass.outcomes).toEqual([{ status: 'notDue', season: '2023-2024', dueAt: new Date('2024-07-19T16:00:00.000Z') }]);
    const refused = await admin(CLOCK.beforeDay)('purge', '--now');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing deleted: season 2023-2024 keeps personal data until 2024-07-20 (from 2024-07-20T00:00:00+08:00)');
    expect(refused.stderr).toContain('set an earlier "personalDataUntil" in the season file');
    expect(await everything()).toEqual(before);
  });

  it('lists what it would delete, per kind, and the exports made so far, on a dry run that changes nothing', async () => {
    // An organizer's spreadsheet of the season: a copy the purge cannot reach, so its report names it.
    const exported = await admin(CLOCK.onDay)('registrations', 'export', '--group', '1', '--by', 'Ada');
    expect(exported.code).toBe(0);
    const before = await everything();
    const dry = await admin(CLOCK.onDay)('purge', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/exports made so far \(their copies are beyond the purge's reach\): 1\n {2}\S+ {2}registrations of group 1, \d+ row\(s\), by Ada \(command line\)\n/);
    const lines = dry.stdout.split('\n');
    expect(lines[0]).toBe('season 2023-2024: personal data kept until 2024-07-20 (from 2024-07-20T00:00:00+08:00); due now');
    const count = (label: string) => Number(lines.find((text) => text.trimStart().startsWith(label))?.trim().split(/\s+/).pop());
    expect(count('accounts')).toBe(data.counts.accounts);
    expect(count('registrations')).toBe(3);
    expect(count('member details')).toBe(7);
    expect(count('student ID card images')).toBe(14);
    expect(count("works' files")).toBe(3);
    // The avatar, and the screenshot a question carries (issue 26.7).
    expect(count('other uploaded files')).toBe(2);
    expect(count('unfinished resumable uploads')).toBe(1);
    expect(count("voters' codes")).toBe(6);
    // Issue 27: 2 entries, 2 assignments, 1 sheet, 1 score, 1 conflict.
    expect(count('judging records')).toBe(7);
    expect(count('failed logins')).toBe(1);
    expect(dry.stdout).toContain('vote key: would be destroyed');
    expect(dry.stdout).toContain('kept: 5 vote(s) (counts per film and the hash chain), 110 jury score(s), 2 result publication(s), 26 published winner record(s)');
    expect(dry.stdout).toContain('dry run: nothing was changed');
    expect(await everything()).toEqual(before);
  });

  it('destroys every personal row and file from the first instant of the day', async () => {
    // The staff audit log names records by id: the purge leaves it as it was, its chain whole (docs/adr/0031).
    await recordAudit(onDay.db, { kind: 'cli', name: 'Grace' }, { action: 'registration.approve', target: 'registration:1', detail: { to: 'passed' } });
    const auditBefore = await onDay.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    const done = await admin(CLOCK.onDay)('purge', '--now', '--by', 'Grace');
    expect(done).toMatchObject({ code: 0, stderr: '' });
    expect(done.stdout).toContain('season 2023-2024: personal data destroyed at 2024-07-19T16:00:00.000Z by Grace');
    expect(done.stdout).toMatch(/exports made before the purge \(their copies are beyond the purge's reach\): 1\n {2}\S+ {2}registrations of group 1, \d+ row\(s\), by Ada \(command line\)/);

    // Every table is either personal (now empty) or kept for a reason; a new table must be placed in one of the two.
    const tables = await tableNames(onDay.db);
    expect(tables).toEqual([...PERSONAL_TABLES, ...KEPT_TABLES].sort());
    expect(Object.values(await rowCounts(onDay.db, PERSONAL_TABLES)).every((count) => count === 0)).toBe(true);
    // No address, phone, student ID, IP address or file name of anyone is left in any row of any table.
    const rows = JSON.stringify(await snapshot(onDay.db));
    expect(data.markers.filter((marker) => rows.toLowerCase().includes(marker.toLowerCase()))).toEqual([]);
    // The entries before the purge stay byte for byte; the purge appends its own (counts only).
    const auditAfter = await onDay.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    expect(auditAfter.slice(auditBefore.length).map((entry) => [entry.action, entry.target])).toEqual([['purge.run', 'season:2023-2024']]);
    expect((await verifyAuditLog(onDay.db)).broken).toBeUndefined();
    // The finalist keeps its public record; only its link to the registration went.
    expect(await onDay.db.selectFrom('finalists').select('id').where('registration_id', 'is not', null).execute()).toEqual([]);

    // No file: no ID card, work file or avatar in the uploads folder, no unfinished upload, no vote key. The key that
    // signs proof-of-work challenges (issue 28) stays: it hashes nobody's data.
    const files = await filesUnder(testDb.dir);
    expect(files.filter((path) => /^(uploads|tus|secrets)\//.test(path) && path !== join('secrets', 'altcha-hmac-key'))).toEqual([]);
    // Nor where a vote came from.
    expect(await onDay.db.selectFrom('votes').select('subnet').where('subnet', 'is not', null).execute()).toEqual([]);
    await expect(access(voteSecretFile(testDb.dir))).rejects.toMatchObject({ code: 'ENOENT' });

    const record = await onDay.db.selectFrom('personal_data_purges').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ season: '2023-2024', due_at: '2024-07-19T16:00:00.000Z', purged_at: '2024-07-19T16:00:00.000Z', purged_by: 'Grace', files_done_at: '2024-07-19T16:00:00.000Z' });
    expect(JSON.parse(record.counts)).toMatchObject({
      accounts: data.counts.accounts,
      registrations: 3,
      members: 7,
      works: 3,
      comments: data.counts.comments,
      voteCodes: 6,
      idCardImages: 14,
      workFiles: 3,
      otherFiles: 2,
      unfinishedUploads: 1,
      voteKey: 'destroyed',
    });
    expect(Object.keys(JSON.parse(record.counts)).sort()).toEqual([...PURGED_KINDS, 'voteKey', 'exports'].sort());
    // The report keeps the exports made before it, as they stood; the audit log has the purge, by the command line.
    expect(JSON.parse(record.counts).exports).toEqual([expect.objectContaining({ season: '2023-2024', kind: 'registrations', group: 1, by: { kind: 'cli', staffId: null, name: 'Ada' } })]);
    const audit = await onDay.db.selectFrom('audit_log').selectAll().where('action', '=', 'purge.run').execute();
    expect(audit).toEqual([expect.objectContaining({ actor_kind: 'cli', actor_name: 'Grace', target: 'season:2023-2024' })]);
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ accounts: data.counts.accounts, registrations: 3, exports: 1, voteKey: 'destroyed' });
  });

  it('leaves winners, results, vote counts and the vote log byte for byte, and the chain verifiable', async () => {
    // A new app: nothing served from a cache of before.
    const fresh = await apps.at(CLOCK.later);
    const after = await publicAnswers(fresh);
    const onTheDay = await publicAnswers(await apps.at(CLOCK.onDay));
    expect(onTheDay).toEqual(answersBefore);
    // A later day changes no result either (only the clock would, and these answers carry none of it).
    expect(after).toEqual(answersBefore);
    const verified = await admin(CLOCK.later)('votes', 'verify');
    expect(verified.code).toBe(0);
    // Five votes and the annulment of one (issue 28): the annulment stays in the chain, only its note went.
    expect(verified.stdout).toContain('chain verified, 4 votes counted (1 annulled, kept in the chain)');
    const head = JSON.parse(answersBefore['en-us /api/v1.work/voteCount'] ?? '{}').data.head;
    expect(verified.stdout).toContain(`head seq 6 ${head.hash}`);
    expect(await fresh.db.selectFrom('vote_annulments').select(['annulled_seq', 'reason', 'note']).execute()).toEqual([{ annulled_seq: 3, reason: 'duplicate', note: '' }]);
  });

  it('runs once: a second run, by the function or the command, changes nothing', async () => {
    const before = await everything();
    const again = await purgeSeason(purgeDeps(onDay), { season: onDay.season, laterSeason: false }, SCHEDULER);
    expect(again).toMatchObject({ status: 'alreadyPurged', record: { purgedBy: 'Grace' }, files: { storedFiles: 0, unfinishedUploads: 0 } });
    const command = await admin(CLOCK.later)('purge', '--now');
    expect(command.code).toBe(0);
    expect(command.stdout).toContain('season 2023-2024: already purged at 2024-07-19T16:00:00.000Z by Grace; nothing to do');
    const dry = await admin(CLOCK.later)('purge', '--dry-run');
    expect(dry.stdout).toContain('season 2023-2024: purged at 2024-07-19T16:00:00.000Z by Grace; a new run changes nothing');
    expect(await everything()).toEqual(before);
  });
});
