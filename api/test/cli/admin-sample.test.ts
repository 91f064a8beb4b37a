import { describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince } from '../staff/results-helpers.js';
import { adminRunner } from './admin-runner.js';

// `pnpm admin sample remove [--dry-run]`: the organizer's removal of the sample content (api/src/sample/remove.ts)
// from the command line, audited as its actor; the dry run prints the counts and changes nothing.

let testDb: TestDatabase;
let app: App;
const NOW = new Date('2024-12-01T00:00:00.000Z');

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: NOW } },
);

const admin = adminRunner(() => testDb, NOW);
const judges = async () => (await app.db.selectFrom('judges').select('id').execute()).length;

describe('pnpm admin sample remove', () => {
  it('prints the counts in a dry run and changes nothing; then removes, audited as the command line', async () => {
    const before = await judges();
    expect(before).toBeGreaterThan(0);
    const seq = await auditSeq(app.db);
    const dry = await admin('sample', 'remove', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('would remove (nothing changed):');
    expect(dry.stdout).toMatch(new RegExp(`judges\\s+${before}\\n`));
    expect(await judges()).toBe(before);
    expect(await auditSince(app.db, seq)).toEqual([]);

    const done = await admin('sample', 'remove', '--by', 'ops');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('removed:');
    expect(await judges()).toBe(0);
    const entries = await auditSince(app.db, seq);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'sample.remove', target: 'sample:all' });
    expect((await admin('sample', 'remove', '--bogus')).code).not.toBe(0);
  });
});
