import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '@portal/contracts/common';
import type { App } from '../../src/app.js';
import { AuditVerifier } from '../../src/audit/chain.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditHead, auditSince } from '../admin/review-helpers.js';
import { AT, addWork, finishedUpload, registeredTeam, workBody } from '../works/user-work/work-helpers.js';
import { adminRunner } from './admin-runner.js';

// `pnpm admin` goes through the feature functions the back office calls, so its actions are in the audit log too:
// each decision, status change, download and export an entry with a `cli` actor (--by, else the login name), in one
// chain with the back office's entries.

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

let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'admin-audit-'));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

const entries = async (seq: number) =>
  (await auditSince(app, seq)).map((entry) => [entry.actor_kind, entry.actor_id, entry.actor_name, entry.action, entry.target, JSON.parse(entry.detail)]);

describe('pnpm admin records its actions in the audit log', () => {
  it('a decision, with --by or the login name; a refused one records nothing', async () => {
    const first = await registeredTeam(app, 1, { status: 'pending' });
    const second = await registeredTeam(app, 1, { status: 'pending' });
    const seq = await auditHead(app);
    expect((await admin('registrations', 'approve', String(first.registrationId), '--by', 'Grace')).code).toBe(0);
    expect((await admin('registrations', 'reject', String(second.registrationId), '--reason', 'blurred card')).code).toBe(0);
    expect((await admin('registrations', 'approve', String(second.registrationId))).code).toBe(1);
    expect(await entries(seq)).toEqual([
      ['cli', null, 'Grace', 'registration.approve', `registration:${first.registrationId}`, { from: 'pending', to: 'passed' }],
      ['cli', null, 'ada', 'registration.reject', `registration:${second.registrationId}`, { from: 'pending', to: 'failed', reasonLength: 12 }],
    ]);
  });

  it('a status change, a download and an export', async () => {
    const team = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, team.userId, 'mp4');
    const work = (await addWork(app, team.token, workBody('videoSubmission', upload.tusId))).json<Envelope<{ id: number }>>().data.id;
    const seq = await auditHead(app);
    expect((await admin('works', 'status', String(work), 'underReview', '--note', 'watching')).code).toBe(0);
    const target = join(out, 'film.mp4');
    expect((await admin('works', 'download', String(work), '--out', target, '--by', 'Grace')).code).toBe(0);
    expect((await readFile(target)).equals(upload.bytes)).toBe(true);
    // A target that exists is refused before anything is read: no download to record.
    expect((await admin('works', 'download', String(work), '--out', target)).code).toBe(1);
    expect((await admin('works', 'export', '--group', '1', '--by', 'Grace')).code).toBe(0);
    const exportId = (await app.db.selectFrom('staff_exports').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect(await entries(seq)).toEqual([
      ['cli', null, 'ada', 'work.status', `work:${work}`, { from: 'submitted', to: 'underReview', noteLength: 8 }],
      ['cli', null, 'Grace', 'work.download', `work:${work}`, { step: 'videoSubmission' }],
      ['cli', null, 'Grace', 'export.create', `export:${exportId}`, { season: '2023-2024', kind: 'works', group: 1, rows: 1 }],
    ]);
  });

  it('keeps one chain that verifies', async () => {
    const verifier = new AuditVerifier();
    for (const row of await app.db.selectFrom('audit_log').selectAll().orderBy('seq').execute()) verifier.add(row);
    const head = await app.db.selectFrom('audit_head').select(['seq', 'hash']).executeTakeFirstOrThrow();
    const check = verifier.finish(head);
    expect(check.broken).toBeUndefined();
    expect(check.entries).toBeGreaterThanOrEqual(5);
  });
});
