import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { connectDatabase } from '../../src/db/connect.js';
import type { Database } from '../../src/db/schema.js';
import { ChainVerifier } from '../../src/votes/chain.js';
import { createVoteCode } from '../../src/votes/codes.js';
import { contactHash, parseContact } from '../../src/votes/contact.js';
import { votableFilms } from '../../src/votes/counts.js';
import { chainRows } from '../../src/votes/log.js';
import { spawnServer, type ServerProcess } from '../child-server.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';
import type { Envelope } from '@portal/contracts/common';
import type { VoteReceipt } from '@portal/contracts/votes';

// Durability: the real server (src/server.ts through tsx) takes votes from many concurrent voters and is killed
// with SIGKILL in the middle; restarted on the same data, it must still hold every vote it acknowledged, with the
// chain intact. On SQLite this is what WAL with synchronous=FULL promises (docs/adr/0014).

const SECRET = 'kill9-test-vote-secret-0123456789abcdef';
const VOTERS = 400;
const IN_FLIGHT = 40;
const KILL_AFTER = 120;

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

interface Server {
  child: ServerProcess;
  url: Promise<string>;
  exited: Promise<unknown>;
}

function startServer(): Server {
  const child = spawnServer(testDb, join(testDb.dir, 'data'), { PORTAL_NOW: '2024-02-15T10:00:00+08:00', VOTE_SECRET: SECRET });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line in 30 s: ${stderr}`)), 30_000);
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
      // Only the start-up lines are searched; later ones are dropped so the buffer stays small.
      if (buffered.length > 100_000) buffered = buffered.slice(-1000);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before listening: ${stderr}`));
    });
  });
  return { child, url, exited };
}

function openDb(): Kysely<Database> {
  const database = testDb.database.kind === 'sqlite' ? { kind: 'sqlite' as const, file: join(testDb.dir, 'data', 'portal.sqlite') } : testDb.database;
  return connectDatabase(database).db;
}

describe('kill -9 under vote load', () => {
  it('keeps every acknowledged vote and a valid chain after a restart', async () => {
    const first = startServer();
    const url = await first.url;
    const db = openDb();
    const acknowledged: VoteReceipt[] = [];
    let failed = 0;
    try {
      const filmIds = await votableFilms(db);
      const season = ((await (await fetch(`${url}/api/v1.work/voteCount`)).json()) as { data: { season: string } }).data.season;
      const voters: { contact: string; code: string }[] = [];
      for (let i = 0; i < VOTERS; i += 1) {
        const contact = `93${String(i).padStart(6, '0')}`;
        const parsed = parseContact(contact);
        if (!parsed) throw new Error(contact);
        const { code } = await createVoteCode(db, { season, contactHash: contactHash(SECRET, parsed), channel: 'sms', ip: '10.0.0.1', subnet: '10.0.0.0/24' });
        voters.push({ contact, code });
      }

      let next = 0;
      let killed = false;
      const worker = async () => {
        // Bounded: each pass takes the next voter; the list is finite.
        while (next < voters.length) {
          const index = next;
          next += 1;
          const voter = voters[index]!;
          try {
            const res = await fetch(`${url}/api/v1.work/verify`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...voter, workId: filmIds[index % filmIds.length] }),
            });
            const body = (await res.json()) as Envelope<VoteReceipt>;
            if (res.status === 200 && body.code === 1) acknowledged.push(body.data);
            else failed += 1;
          } catch {
            failed += 1;
          }
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      expect(killed).toBe(true);
      await first.exited;
    } finally {
      first.child.kill('SIGKILL');
      await db.destroy();
    }

    const second = startServer();
    try {
      const again = await second.url;
      const check = openDb();
      try {
        const stored = new Map((await check.selectFrom('votes').select(['id', 'seq', 'hash', 'finalist_id']).execute()).map((row) => [row.id, row]));
        process.stdout.write(`kill -9 on ${testDb.database.kind}: ${acknowledged.length} acknowledged, ${stored.size} stored after restart, ${failed} cut off\n`);
        for (const receipt of acknowledged) {
          expect(stored.get(receipt.voteId)).toEqual({ id: receipt.voteId, seq: receipt.seq, hash: receipt.hash, finalist_id: receipt.finalistId });
        }
        const head = ((await (await fetch(`${again}/api/v1.work/voteCount`)).json()) as { data: { season: string; head: { seq: number; hash: string } } }).data;
        const verifier = new ChainVerifier(head.season);
        for await (const row of chainRows(check, head.season)) verifier.add(row);
        const result = verifier.finish(head.head);
        expect(result.broken).toBeUndefined();
        expect(result.head.seq).toBe(stored.size);
      } finally {
        await check.destroy();
      }
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 120_000);
});
