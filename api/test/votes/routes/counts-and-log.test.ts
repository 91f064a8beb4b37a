import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { App } from '../../../src/app.js';
import { createTestDatabase, startSeededApp, startTestApp, type TestDatabase } from '../../helper.js';
import { adminRunner } from '../../cli/admin-runner.js';
import { AFTER_VOTING, IN_VOTING, films, issueCode, phone, verify } from './vote-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { VoteCount, VoteLogVote, VoteReceipt } from '@portal/contracts/votes';

// What the public may see of the vote and when, the public log, and `pnpm admin votes verify|count` on it.

let testDb: TestDatabase;
let voting: App;
let closed: App;
let filmIds: number[];
const receipts: VoteReceipt[] = [];

// 7 votes: films[0] ×3, films[1] ×2, films[2] ×2.
const plan = [0, 1, 0, 2, 0, 1, 2];

beforeAll(async () => {
  testDb = await createTestDatabase();
  voting = await startSeededApp(testDb, { portalNow: IN_VOTING });
  closed = await startTestApp(testDb, { portalNow: AFTER_VOTING });
  filmIds = await films(voting);
  for (const [i, f] of plan.entries()) {
    const contact = phone(500 + i);
    const res = await verify(voting, { contact, code: await issueCode(voting, contact), workId: filmIds[f] });
    receipts.push(res.json<Envelope<VoteReceipt>>().data);
  }
});

afterAll(async () => {
  await voting.close();
  await closed.close();
  await testDb.drop();
});

const count = async (app: App, query = '') => (await app.inject({ method: 'GET', url: `/api/v1.work/voteCount${query}` })).json<Envelope<VoteCount>>();

describe('GET /api/v1.work/voteCount', () => {
  it('shows only the total and the chain head while voting is open', async () => {
    const answer = await count(voting);
    expect(answer.code).toBe(1);
    expect(answer.data).toEqual({
      season: voting.season.id,
      phase: 'open',
      total: 7,
      annulled: 0,
      head: { seq: 7, hash: receipts[6]?.hash },
      countsFrom: '2024-03-01T16:00:00.000Z',
      films: null,
      // The season file has no publicVote section: the default policy.
      contacts: 'phoneOrEmail',
    });
    expect((await count(voting, `?workId=${filmIds[0]}`)).data.films).toBeNull();
  });

  it('gives every finalist film its count once voting has closed', async () => {
    const answer = await count(closed);
    expect(answer.data.phase).toBe('closed');
    expect(answer.data.films).toHaveLength(15);
    expect(answer.data.films?.slice(0, 4)).toEqual([
      { workId: filmIds[0], votes: 3 },
      { workId: filmIds[1], votes: 2 },
      { workId: filmIds[2], votes: 2 },
      { workId: filmIds[3], votes: 0 },
    ]);
    expect((await count(closed, `?workId=${filmIds[1]}`)).data.films).toEqual([{ workId: filmIds[1], votes: 2 }]);
  });

  it('refuses a film that is not in the vote', async () => {
    const res = await closed.inject({ method: 'GET', url: '/api/v1.work/voteCount?workId=999999' });
    expect(res.statusCode).toBe(400);
    expect((await closed.inject({ method: 'GET', url: '/api/v1.work/voteCount?workId=x' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1.work/voteLog', () => {
  it('is not published while voting is open', async () => {
    const res = await voting.inject({ method: 'GET', url: '/api/v1.work/voteLog', headers: { 'accept-language': 'en-us' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().msg).toBe('The vote log is published when voting closes');
  });

  it('lets anyone recompute the chain head and the counts from the export, as the ADR shows', async () => {
    const res = await closed.inject({ method: 'GET', url: '/api/v1.work/voteLog' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.body.trimEnd().split('\n').map((text) => JSON.parse(text) as VoteLogVote);
    expect(lines).toHaveLength(7);
    expect(lines.every((line) => line.kind === 'vote')).toBe(true);
    // By hand: sha256 of seq|prev_hash|season|finalist_id|contact_hash|created_at, each prev the hash before.
    let prev = '0'.repeat(64);
    const tally = new Map<number, number>();
    for (const [i, line] of lines.entries()) {
      expect(line.seq).toBe(i + 1);
      expect(line.prevHash).toBe(prev);
      const text = `${line.seq}|${line.prevHash}|${line.season}|${line.finalistId}|${line.contactHash}|${line.createdAt}`;
      expect(createHash('sha256').update(text).digest('hex')).toBe(line.hash);
      prev = line.hash;
      tally.set(line.finalistId, (tally.get(line.finalistId) ?? 0) + 1);
      // The voter finds their receipt in it.
      expect(line.voteId).toBe(receipts[i]?.voteId);
      expect(line.contactHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(prev).toBe((await count(closed)).data.head.hash);
    expect(tally.get(filmIds[0]!)).toBe(3);
  });
});

describe('pnpm admin votes', () => {
  const admin = adminRunner(() => testDb, IN_VOTING);

  it('count prints the counts and the head', async () => {
    const run = await admin('votes', 'count');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`7 votes; head seq 7 ${receipts[6]?.hash}`);
    expect(run.stdout).toMatch(new RegExp(`\\n\\s+${filmIds[0]}  3\\n`));
  });

  it('verify passes on the untouched chain, then names the first changed row, a removed row and a forged head', async () => {
    const ok = await admin('votes', 'verify');
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`chain verified, 7 votes; head seq 7 ${receipts[6]?.hash}`);

    const db = voting.db;
    // Moving vote 4 to another film breaks its own hash.
    await db.updateTable('votes').set({ finalist_id: filmIds[5]! }).where('seq', '=', 4).execute();
    const changed = await admin('votes', 'verify');
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('chain broken at seq 4: the row does not hash to its stored hash');
    await db.updateTable('votes').set({ finalist_id: filmIds[2]! }).where('seq', '=', 4).execute();
    expect((await admin('votes', 'verify')).code).toBe(0);

    // Re-hashing the changed row itself shows at the next row.
    const row4 = await db.selectFrom('votes').selectAll().where('seq', '=', 4).executeTakeFirstOrThrow();
    await db.updateTable('votes').set({ created_at: '2024-02-15T02:00:00.001Z', hash: 'f'.repeat(64) }).where('seq', '=', 4).execute();
    expect((await admin('votes', 'verify')).stderr).toContain('chain broken at seq 4');
    await db.updateTable('votes').set({ created_at: row4.created_at, hash: row4.hash }).where('seq', '=', 4).execute();

    // Deleting vote 6: a gap at 6.
    const row6 = await db.selectFrom('votes').selectAll().where('seq', '=', 6).executeTakeFirstOrThrow();
    await db.deleteFrom('votes').where('seq', '=', 6).execute();
    expect((await admin('votes', 'verify')).stderr).toContain('chain broken at seq 6: a vote is missing');
    await db.insertInto('votes').values(row6).execute();

    // Deleting the last vote: only the stored head tells.
    const row7 = await db.selectFrom('votes').selectAll().where('seq', '=', 7).executeTakeFirstOrThrow();
    await db.deleteFrom('votes').where('seq', '=', 7).execute();
    expect((await admin('votes', 'verify')).stderr).toContain("chain broken at seq 7: the stored chain head does not match the log's end");
    await db.insertInto('votes').values(row7).execute();
    expect((await admin('votes', 'verify')).code).toBe(0);
  });
});
