import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Selectable } from 'kysely';
import type { App } from '../../src/app.js';
import { auditHash } from '../../src/audit/chain.js';
import type { AuditLogTable } from '../../src/db/schema-staff.js';
import { fillAuditLog } from '../../src/testing/audit-fill.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { PASSWORD, call, ok, totpCode } from '../staff/staff-helpers.js';
import { dropAuditGuards } from '../audit/tamper.js';
import { adminRunner, lastMail } from './admin-runner.js';

// `pnpm admin staff …` and `pnpm admin audit …` in-process against a test app's database: the first organizer is
// invited from the command line, staff are managed through the same feature functions as the back office's, and
// `audit verify` names the entry where a changed, inserted or removed entry breaks the chain.

let app: App;
let testDb: TestDatabase;
withTestApp((started, db) => {
  app = started;
  testDb = db;
});
const admin = adminRunner(() => testDb, new Date());

let organizerId: number;
let organizerToken: string;

beforeAll(async () => {
  const invited = await admin('staff', 'invite', '--email', 'First.Organizer@Staff.Example', '--role', 'organizer', '--name', 'First Organizer');
  expect(invited.code).toBe(0);
  const url = /(http:\/\/\S+\/admin\/invitation\?token=[A-Za-z0-9_-]{43})/.exec(invited.stdout)?.[1] ?? '';
  organizerId = Number(/staff member (\d+)/.exec(invited.stdout)?.[1]);
  const token = new URL(url).searchParams.get('token') ?? '';
  organizerToken = (await ok<{ token: string }>(app, 'POST', '/api/admin/auth/invitation', { body: { token, password: PASSWORD, confirmPassword: PASSWORD } })).token;
  const { secret } = await ok<{ secret: string }>(app, 'POST', '/api/admin/auth/totp/setup', { token: organizerToken });
  await ok(app, 'POST', '/api/admin/auth/totp/enable', { token: organizerToken, body: { code: await totpCode(secret) } });
});

describe('pnpm admin staff', () => {
  it('invites the first organizer: a mailed link, printed too, and a refusal for an address already on staff', async () => {
    const mail = await lastMail(app, 'first.organizer@staff.example');
    expect(mail?.text).toContain('/admin/invitation?token=');
    expect((await call(app, 'GET', '/api/admin/staff', { token: organizerToken })).status).toBe(200);
    const again = await admin('staff', 'invite', '--email', 'first.organizer@staff.example', '--role', 'judge');
    expect([again.code, again.stderr.trim()]).toEqual([1, 'This e-mail already belongs to a staff member']);
    expect((await admin('staff', 'invite', '--email', 'x@staff.example', '--role', 'admin')).code).toBe(2);
  });

  it('lists, changes a role, disables and enables, recorded with the operator as the actor', async () => {
    const invited = await admin('staff', 'invite', '--email', 'rita@staff.example', '--role', 'reviewer', '--by', 'grace');
    const id = Number(/staff member (\d+)/.exec(invited.stdout)?.[1]);
    const list = await admin('staff', 'list');
    expect(list.stdout).toMatch(new RegExp(`^${organizerId}\\torganizer\\tactive\\ttotp\\t\\S+\\tfirst.organizer@staff.example\\tFirst Organizer$`, 'm'));
    expect(list.stdout).toMatch(new RegExp(`^${id}\\treviewer\\tinvited\\t-\\t-\\trita@staff.example\\trita$`, 'm'));
    expect((await admin('staff', 'role', String(id), 'judge')).stdout).toBe(`staff member ${id} is judge\n`);
    expect((await admin('staff', 'disable', String(id))).stdout).toContain('is disabled');
    expect((await admin('staff', 'enable', String(id))).stdout).toBe(`staff member ${id} is invited\n`);
    expect((await admin('staff', 'role', String(id), 'boss')).code).toBe(2);
    expect((await admin('staff', 'disable', '99999')).stderr.trim()).toBe('No such staff member');
    const entries = await app.db.selectFrom('audit_log').select(['actor_kind', 'actor_name', 'action']).where('target', '=', `staff:${id}`).orderBy('seq').execute();
    expect(entries).toEqual([
      { actor_kind: 'cli', actor_name: 'grace', action: 'staff.invite' },
      { actor_kind: 'cli', actor_name: 'ada', action: 'staff.roleChange' },
      { actor_kind: 'cli', actor_name: 'ada', action: 'staff.disable' },
      { actor_kind: 'cli', actor_name: 'ada', action: 'staff.enable' },
    ]);
  });

  it('never leaves the portal without an active organizer, nor ends a disabled member\'s sessions late', async () => {
    const refused = await admin('staff', 'disable', String(organizerId));
    expect([refused.code, refused.stderr.trim()]).toEqual([1, 'At least one active organizer must remain']);
    expect((await admin('staff', 'role', String(organizerId), 'judge')).code).toBe(1);
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: organizerToken })).status).toBe(200);
  });
});

describe('pnpm admin audit', () => {
  it('lists the newest entries, with filters', async () => {
    const listed = await admin('audit', 'list', '--action', 'staff.invite', '--limit', '2');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toBe('seq\tat\tactor\taction\ttarget\tdetail');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d+\t\S+\tstaff:\d+ \(\S.*\)\tstaff.inviteAccept\tstaff:\d+\t\{\}$|^\d+\t\S+\tcli:\w+\tstaff.invite\tstaff:\d+\t\{"role":"\w+"\}$/);
    expect(lines[3]).toMatch(/^2 of \d+ entries, newest first$/);
    expect((await admin('audit', 'list', '--actor', String(organizerId))).stdout).toContain('staff.totpEnable');
  });

  it('verifies 2,000 more entries, then names a changed, an inserted and a removed entry', async () => {
    await fillAuditLog(app.db, 2000);
    const intact = await admin('audit', 'verify');
    expect(intact.code).toBe(0);
    const [, entries, seq, seconds] = /^audit log verified: (\d+) entries; head seq (\d+) [0-9a-f]{64}; ([\d.]+) s\n$/.exec(intact.stdout) ?? [];
    expect(Number(entries)).toBeGreaterThan(2000);
    expect(seq).toBe(entries);
    // A bounded version of `pnpm bench:audit`: well under the time a 100,000-entry check takes.
    expect(Number(seconds)).toBeLessThan(10);
    process.stderr.write(`audit verify: ${entries} entries in ${seconds} s (${testDb.database.kind})\n`);

    // Someone with the database's own rights: the triggers go first.
    await dropAuditGuards(app.db);
    const head = await app.db.selectFrom('audit_head').select('seq').executeTakeFirstOrThrow();
    const at = Number(head.seq) - 50;
    const original = await app.db.selectFrom('audit_log').selectAll().where('seq', '>=', at).orderBy('seq').execute();
    const restore = async () => {
      await app.db.deleteFrom('audit_log').where('seq', '>=', at).execute();
      await app.db.insertInto('audit_log').values(original).execute();
    };
    const broken = async () => {
      const result = await admin('audit', 'verify');
      expect(result.code).toBe(1);
      return result.stderr.trim();
    };

    await app.db.updateTable('audit_log').set({ detail: '{"status":"failed"}' }).where('seq', '=', at).execute();
    expect(await broken()).toMatch(new RegExp(`^audit log broken at seq ${at}: it does not hash to its stored hash \\(it was changed\\) \\(${at - 1} entries hold up to seq ${at - 1}; checked in [\\d.]+ s\\)$`));
    await restore();
    expect((await admin('audit', 'verify')).code).toBe(0);

    // Inserted: later entries moved up one, a well-formed entry linked to seq 999 put in the hole.
    await app.db.updateTable('audit_log').set((eb) => ({ seq: eb('seq', '+', 1_000_000) })).where('seq', '>=', at).execute();
    await app.db.updateTable('audit_log').set((eb) => ({ seq: eb('seq', '-', 999_999) })).where('seq', '>=', 1_000_000).execute();
    const previous = await app.db.selectFrom('audit_log').select('hash').where('seq', '=', at - 1).executeTakeFirstOrThrow();
    const forged: Omit<Selectable<AuditLogTable>, 'hash'> = { seq: at, prev_hash: previous.hash, at: new Date().toISOString(), actor_kind: 'cli', actor_id: null, actor_name: 'mallory', action: 'staff.enable', target: 'staff:1', detail: '{}' };
    await app.db.insertInto('audit_log').values({ ...forged, hash: auditHash(forged) }).execute();
    expect(await broken()).toMatch(new RegExp(`^audit log broken at seq ${at + 1}: its prev_hash is not the previous entry's hash`));
    await restore();

    await app.db.deleteFrom('audit_log').where('seq', '=', at).execute();
    expect(await broken()).toMatch(new RegExp(`^audit log broken at seq ${at}: an entry is missing or out of order`));
    await restore();

    // The last entry removed: only the stored head tells.
    await app.db.deleteFrom('audit_log').where('seq', '=', head.seq).execute();
    expect(await broken()).toMatch(new RegExp(`^audit log broken at seq ${head.seq}: the stored head is not the log's end`));
    await restore();
    expect((await admin('audit', 'verify')).code).toBe(0);

    const answer = await call<{ broken: unknown; entries: number }>(app, 'GET', '/api/admin/audit/verify', { token: organizerToken });
    expect(answer.body.data).toMatchObject({ broken: null, entries: Number(entries) });
  }, 60_000);
});
