import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';
import { killStartedServers, requireBuiltServer, runCrashCycles, writeKinds, type CrashReport } from '../../src/testing/durability/index.js';

// Crash durability, bounded (issue 14; `pnpm crash` runs 20 cycles per database): the built production server
// (node api/dist/server.js) on a data folder and database of this file's own, on SQLite or on PostgreSQL as the suite
// runs, under a mixed write load over HTTP on 127.0.0.1, is SIGKILLed twice while requests are in flight — once on a
// voting day (sign-ups, comments, uploads, votes), once on a registration day (… team registrations with ID-card
// images) — and restarted on the same data each time. After each restart every acknowledged write must be there as
// acknowledged, no row half-written and no file orphaned or cut short (the invariants are listed in src/testing/durability/check.ts).

let testDb: TestDatabase;
let report: CrashReport;

beforeAll(async () => {
  // A clear failure rather than a spawn error: the test runs the build, as production does.
  requireBuiltServer();
  testDb = await createTestDatabase();
  const dataDir = join(testDb.dir, 'data');
  await mkdir(dataDir);
  const database: DatabaseConfig = testDb.database.kind === 'sqlite' ? { kind: 'sqlite', file: join(dataDir, 'portal.sqlite') } : testDb.database;
  report = await runCrashCycles({ database, dataDir, cycles: 2, loadMs: [2000, 3500], maxLoadMs: 15_000, actors: 6 });
}, 120_000);

afterAll(async () => {
  killStartedServers();
  await testDb?.drop();
});

describe(`two SIGKILLs under a mixed write load (${process.env.TEST_PG_ADMIN_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('killed the server each time with requests in flight, after writes of every kind were acknowledged', () => {
    expect(report.cycles.map((cycle) => cycle.phase)).toEqual(['voting', 'registration']);
    for (const cycle of report.cycles) expect(cycle.inFlightAtKill).toBeGreaterThan(0);
    const kinds = ['signUps', 'sessions', 'comments', 'images', 'registrations', 'voteCodes', 'votes'] as const;
    // Per kind, so a failure names the kind that the load never got acknowledged.
    expect(Object.fromEntries(kinds.map((kind) => [kind, report.acknowledged[kind] > 0]))).toEqual(Object.fromEntries(kinds.map((kind) => [kind, true])));
  });

  it('finds every acknowledged write after the restarts, as acknowledged', () => {
    expect(report.missing).toEqual([]);
    expect(writeKinds.map((kind) => [kind, report.found[kind]])).toEqual(writeKinds.map((kind) => [kind, report.acknowledged[kind]]));
  });

  it('finds no half-written row, no orphaned or partial file, and answered no request with a 5xx', () => {
    expect(report.halfWritten).toEqual([]);
    expect(report.badFiles).toEqual([]);
    expect(report.stats.serverErrors).toEqual([]);
    expect(report.serverLogErrors).toEqual([]);
  });
});
