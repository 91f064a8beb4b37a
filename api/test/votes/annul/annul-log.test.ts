import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminDashboard } from '@portal/contracts/admin-review';
import type { VoteLogLine } from '@portal/contracts/votes';
import type { App } from '../../../src/app.js';
import { repoRoot } from '../../../src/paths.js';
import { voteCounts } from '../../../src/scoring/store.js';
import { annulmentHash } from '../../../src/votes/chain.js';
import { adminRunner } from '../../cli/admin-runner.js';
import { staffCall } from '../../staff/results-helpers.js';
import { createTestDatabase, startSeededApp, startTestApp, type TestDatabase } from '../../helper.js';
import { AFTER_VOTING, IN_VOTING, films } from '../routes/vote-helpers.js';
import { annul, castVote, organizer, voteCount } from './annul-helpers.js';

// A chain with annulments, as the public sees it once voting has closed (issue 28 points 4–5): the counts equal the
// log minus the annulments everywhere (voteCount, `votes count`, `votes verify`, the scoring), the log shows each
// annulment in seq order with its public kind only, and the published script tools/verify-vote-log.mjs verifies it.

const SCRIPT = join(repoRoot, 'tools', 'verify-vote-log.mjs');

let testDb: TestDatabase;
let voting: App;
let closed: App;
let filmIds: number[];
let dir: string;
let logText: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  voting = await startSeededApp(testDb, { portalNow: IN_VOTING });
  closed = await startTestApp(testDb, { portalNow: AFTER_VOTING });
  filmIds = await films(voting);
  dir = await mkdtemp(join(tmpdir(), 'vote-log-'));
  // Seqs 1–8: films[0] ×3 (1, 4, 6), films[1] ×3 (2, 3, 5), films[2] ×2 (7, 8).
  for (const [i, f] of [0, 1, 1, 0, 1, 0, 2, 2].entries()) await castVote(voting, 800 + i, filmIds[f]!);
  const staff = await organizer(voting);
  // 9: annuls 4 (fraud); 10, 11: annul the burst 2 and 3; 12: a later vote for films[1].
  expect((await annul(voting, staff, { seqs: [4], kind: 'fraud', reason: 'Private note about a voter' })).status).toBe(200);
  expect((await annul(voting, staff, { seqs: [3, 2], kind: 'burst', reason: 'Burst from one subnet' })).status).toBe(200);
  await castVote(voting, 820, filmIds[1]!);
  logText = (await closed.inject({ method: 'GET', url: '/api/v1.work/voteLog' })).body;
});

afterAll(async () => {
  await voting.close();
  await closed.close();
  await testDb.drop();
  await rm(dir, { recursive: true, force: true });
});

/** Expected counted votes: films[0] 2, films[1] 2, films[2] 2. */
const expected = () => new Map([[filmIds[0]!, 2], [filmIds[1]!, 2], [filmIds[2]!, 2]]);

async function runScript(text: string, ...args: string[]) {
  const file = join(dir, `votes-${Math.random().toString(36).slice(2)}.jsonl`);
  await writeFile(file, text);
  const run = spawnSync(process.execPath, [SCRIPT, file, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the public log with annulments', () => {
  it('lists votes and annulments in seq order, an annulment with its public kind and never the organizer\'s words', () => {
    const lines = logText.trimEnd().split('\n').map((text) => JSON.parse(text) as VoteLogLine);
    expect(lines.map((line) => [line.seq, line.kind])).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((seq) => [seq, 'vote']),
      [9, 'annulment'],
      [10, 'annulment'],
      [11, 'annulment'],
      [12, 'vote'],
    ]);
    expect(lines[8]).toEqual({ kind: 'annulment', seq: 9, prevHash: lines[7]?.hash, season: voting.season.id, annulledSeq: 4, reason: 'fraud', createdAt: IN_VOTING.toISOString(), hash: lines[8]?.hash });
    expect(lines[11]?.prevHash).toBe(lines[10]?.hash);
    expect(logText).not.toContain('Private note');
    expect(logText).not.toContain('Burst from');
  });

  it('counts the votes minus the annulled ones in voteCount, the scoring and the CLI', async () => {
    const count = await voteCount(closed);
    expect(count).toMatchObject({ total: 6, annulled: 3, head: { seq: 12 } });
    expect(new Map(count.films?.filter((film) => film.votes > 0).map((film) => [film.workId, film.votes]))).toEqual(expected());
    expect(await voteCounts(closed.db, closed.season.id)).toEqual(expected());
    // The back office's dashboard: the same total, and its days add up to it.
    const dashboard = await staffCall<AdminDashboard>(closed, (await organizer(closed)).headers, 'GET', '/api/admin/dashboard');
    expect(dashboard.body.data.votes.total).toBe(6);
    expect(dashboard.body.data.votes.perDay?.reduce((sum, day) => sum + day.votes, 0)).toBe(6);

    const admin = adminRunner(() => testDb, AFTER_VOTING);
    const counted = await admin('votes', 'count');
    expect(counted.stdout).toContain(`6 votes counted (3 annulled, kept in the chain); head seq 12 ${count.head.hash}`);
    expect(counted.stdout).toMatch(new RegExp(`\\n\\s+${filmIds[1]}  2\\n`));
    const verified = await admin('votes', 'verify');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(`chain verified, 6 votes counted (3 annulled, kept in the chain); head seq 12 ${count.head.hash}`);
    expect(verified.stdout).toMatch(new RegExp(`\\n\\s+${filmIds[0]}  2\\n`));
  });

  it('`votes verify` names an annulment changed in the database', async () => {
    const admin = adminRunner(() => testDb, AFTER_VOTING);
    // Pointing annulment 9 at another vote: its hash no longer holds.
    await closed.db.updateTable('vote_annulments').set({ annulled_seq: 5 }).where('seq', '=', 9).execute();
    const changed = await admin('votes', 'verify');
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('chain broken at seq 9: the row does not hash to its stored hash');
    await closed.db.updateTable('vote_annulments').set({ annulled_seq: 4 }).where('seq', '=', 9).execute();
    // Deleting it: a gap.
    const row = await closed.db.selectFrom('vote_annulments').selectAll().where('seq', '=', 9).executeTakeFirstOrThrow();
    await closed.db.deleteFrom('vote_annulments').where('seq', '=', 9).execute();
    expect((await admin('votes', 'verify')).stderr).toContain('chain broken at seq 9');
    await closed.db.insertInto('vote_annulments').values(row).execute();
    expect((await admin('votes', 'verify')).code).toBe(0);
  });
});

describe('tools/verify-vote-log.mjs (the published script)', () => {
  it('verifies the real log against the published head and prints the counts minus annulments', async () => {
    const { head } = await voteCount(closed);
    const run = await runScript(logText, head.hash);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`head seq 12 ${head.hash}\n`);
    expect(run.stdout).toContain('6 votes counted (9 cast, 3 annulled)');
    for (const [film, n] of expected()) expect(run.stdout).toContain(`finalist ${film}: ${n}\n`);
  });

  it('exits 1 naming the first entry that does not fit', async () => {
    const lines = logText.trimEnd().split('\n');
    const edit = (seq: number, change: (line: Record<string, unknown>) => Record<string, unknown>) =>
      lines.map((text, i) => (i === seq - 1 ? JSON.stringify(change(JSON.parse(text) as Record<string, unknown>)) : text)).join('\n');
    const cases: [string, string[], string][] = [
      [edit(9, (line) => ({ ...line, annulledSeq: 5 })), [], 'broken at seq 9: the annulment does not hash'],
      [edit(10, (line) => ({ ...line, reason: 'other' })), [], 'broken at seq 10: the annulment does not hash'],
      [lines.filter((_, i) => i !== 9).join('\n'), [], 'broken at seq 10: expected seq 10, found 11'],
      [lines.slice(0, 11).join('\n'), [(await voteCount(closed)).head.hash], 'broken at seq 11: the log ends in'],
      [edit(3, (line) => ({ ...line, finalistId: filmIds[0] })), [], 'broken at seq 3: the vote does not hash'],
    ];
    for (const [text, args, message] of cases) {
      const run = await runScript(text, ...args);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(message);
    }
  });

  it('refuses an annulment of an annulment, of an annulled vote or of a later seq, even correctly hashed', async () => {
    const lines = logText.trimEnd().split('\n').slice(0, 11);
    const last = JSON.parse(lines[10]!) as { hash: string; season: string };
    for (const [annulledSeq, why] of [[9, 'which is an annulment'], [4, 'which was annulled before'], [40, 'which is not an earlier entry']] as const) {
      const row = { seq: 12, prev_hash: last.hash, season: last.season, annulled_seq: annulledSeq, reason: 'other' as const, created_at: AFTER_VOTING.toISOString() };
      const extra = { kind: 'annulment', seq: 12, prevHash: last.hash, season: last.season, annulledSeq, reason: 'other', createdAt: row.created_at, hash: annulmentHash(row) };
      const run = await runScript([...lines, JSON.stringify(extra)].join('\n'));
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`broken at seq 12: it annuls seq ${annulledSeq}, ${why}`);
    }
  });
});
