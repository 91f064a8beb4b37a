import { describe, expect, it } from '@jest/globals';
import type { StaffListItem } from '@portal/contracts/admin-staff';
import type { AuditEntry } from '@portal/contracts/admin-audit';
import type { App } from '../../src/app.js';
import { withTestApp } from '../helper.js';
import { PASSWORD, call, enrolledMember, ok, passwordStep, uniqueEmail } from './staff-helpers.js';

// Organizers manage staff in the back office: list, invite (a mail with the link, the link in the answer), change a
// role, disable, enable; every change is one audit entry naming ids only, and the log's reading joins today's names.

let app: App;
withTestApp((started) => {
  app = started;
});

describe('staff management', () => {
  it('invites, lists, changes a role, disables and enables, each recorded once with ids only', async () => {
    const organizer = await enrolledMember(app, 'organizer', uniqueEmail('organizer'), 'Grace Organizer');
    const email = `New.Judge-${process.pid}@Staff.Example`;
    const invited = await ok<{ id: number; inviteUrl: string }>(app, 'POST', '/api/admin/staff/invite', { token: organizer.token, body: { email, role: 'judge', name: '  Jo   Judge ' } });
    expect(invited.inviteUrl).toMatch(/^http:\/\/localhost:80\/admin\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    await app.messages.drain();
    const mail = await app.db.selectFrom('outbox').selectAll().where('to', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    expect(mail.text).toContain(invited.inviteUrl);
    expect(mail.text).toContain('評審');
    expect(mail.text).toContain('as judge');
    // Only the token's hash is stored.
    const token = new URL(invited.inviteUrl).searchParams.get('token') ?? '';
    expect(JSON.stringify(await app.db.selectFrom('staff_invites').selectAll().execute())).not.toContain(token);
    const again = await call(app, 'POST', '/api/admin/staff/invite', { token: organizer.token, body: { email: email.toUpperCase(), role: 'editor' } });
    expect([again.status, again.body.msg]).toEqual([409, 'This e-mail already belongs to a staff member']);

    const page = await ok<{ lists: StaffListItem[]; count: number; page_no: number; page_size: number }>(app, 'GET', '/api/admin/staff?role=judge', { token: organizer.token });
    expect(page).toEqual({
      lists: [{ id: invited.id, email: email.toLowerCase(), name: 'Jo Judge', role: 'judge', status: 'invited', createdAt: expect.any(String), lastSignInAt: null, factors: [] }],
      count: 1,
      page_no: 1,
      page_size: 20,
    });
    const self = (await ok<{ lists: StaffListItem[] }>(app, 'GET', '/api/admin/staff?role=organizer', { token: organizer.token })).lists[0];
    expect(self).toMatchObject({ id: organizer.id, status: 'active', factors: ['totp'], lastSignInAt: expect.any(String) });

    expect(await ok(app, 'POST', `/api/admin/staff/${invited.id}/role`, { token: organizer.token, body: { role: 'reviewer' } })).toMatchObject({ role: 'reviewer' });
    // The same role again changes and records nothing.
    await ok(app, 'POST', `/api/admin/staff/${invited.id}/role`, { token: organizer.token, body: { role: 'reviewer' } });
    expect(await ok(app, 'POST', `/api/admin/staff/${invited.id}/disable`, { token: organizer.token })).toMatchObject({ status: 'disabled' });
    // Never accepted: enabled again, they are invited (their link works again while it lasts).
    expect(await ok(app, 'POST', `/api/admin/staff/${invited.id}/enable`, { token: organizer.token })).toMatchObject({ status: 'invited' });
    await ok(app, 'POST', '/api/admin/auth/invitation', { body: { token, password: PASSWORD, confirmPassword: PASSWORD } });

    const log = await ok<{ lists: AuditEntry[] }>(app, 'GET', `/api/admin/audit?target=staff:${invited.id}`, { token: organizer.token });
    expect(log.lists.map((entry) => [entry.action, entry.actor.kind, entry.detail])).toEqual([
      ['staff.inviteAccept', 'staff', {}],
      ['staff.enable', 'staff', { to: 'invited' }],
      ['staff.disable', 'staff', { from: 'invited', sessionsEnded: 0 }],
      ['staff.roleChange', 'staff', { from: 'judge', to: 'reviewer', sessionsEnded: 0 }],
      ['staff.invite', 'staff', { role: 'judge' }],
    ]);
    // The actor's name is read now, not kept in the entry.
    expect(log.lists[4]?.actor).toEqual({ kind: 'staff', id: organizer.id, name: 'Grace Organizer' });
    await app.db.updateTable('staff_members').set({ name: 'Grace Renamed' }).where('id', '=', organizer.id).execute();
    const renamed = await ok<{ lists: AuditEntry[] }>(app, 'GET', `/api/admin/audit?target=staff:${invited.id}&action=staff.invite&actor=${organizer.id}`, { token: organizer.token });
    expect(renamed.lists.map((entry) => entry.actor.name)).toEqual(['Grace Renamed']);
  });

  it('keeps an active organizer: the last one may neither demote nor disable themself, another may', async () => {
    const first = await enrolledMember(app, 'organizer');
    const others = await ok<{ lists: StaffListItem[] }>(app, 'GET', '/api/admin/staff?role=organizer&status=active', { token: first.token });
    // Earlier tests of this file left organizers: disable them, so `first` is the last.
    for (const other of others.lists.filter((member) => member.id !== first.id)) await ok(app, 'POST', `/api/admin/staff/${other.id}/disable`, { token: first.token });
    expect((await call(app, 'POST', `/api/admin/staff/${first.id}/disable`, { token: first.token })).status).toBe(409);
    expect((await call(app, 'POST', `/api/admin/staff/${first.id}/role`, { token: first.token, body: { role: 'reviewer' } })).body.msg).toBe('At least one active organizer must remain');
    const second = await enrolledMember(app, 'organizer');
    // Now there are two: one may step down, and their own sessions end with it.
    expect(await ok(app, 'POST', `/api/admin/staff/${first.id}/role`, { token: first.token, body: { role: 'reviewer' } })).toMatchObject({ role: 'reviewer' });
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: first.token })).status).toBe(401);
    expect((await call(app, 'POST', `/api/admin/staff/${second.id}/disable`, { token: second.token })).status).toBe(409);
  });

  it('lists pages of staff', async () => {
    const organizer = await enrolledMember(app, 'organizer');
    const all = await ok<{ count: number }>(app, 'GET', '/api/admin/staff', { token: organizer.token });
    const second = await ok<{ lists: StaffListItem[]; count: number; page_no: number }>(app, 'GET', '/api/admin/staff?page_no=2&page_size=2', { token: organizer.token });
    expect(second).toMatchObject({ count: all.count, page_no: 2, page_size: 2 });
    expect(second.lists).toHaveLength(Math.min(2, Math.max(0, all.count - 2)));
  });
});

describe('the audit log', () => {
  it('holds no e-mail, no name and no secret of anyone, whatever happened', async () => {
    const email = uniqueEmail('organizer');
    const member = await enrolledMember(app, 'organizer', email, 'Secret Person Name');
    await call(app, 'POST', '/api/admin/auth/login', { body: { email, password: 'a wrong password here' } });
    await call(app, 'POST', '/api/admin/auth/login', { body: { email: 'stranger@nowhere.example', password: PASSWORD } });
    const session = await passwordStep(app, email);
    await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: '000000' } });
    await call(app, 'POST', '/api/admin/auth/recovery/verify', { token: session, body: { code: member.recoveryCodes[0] } });
    await ok(app, 'POST', '/api/admin/staff/invite', { token: session, body: { email: 'invitee.person@elsewhere.example', role: 'judge', name: 'Invitee Person' } });
    await ok(app, 'POST', '/api/admin/auth/logout', { token: session });
    const rows = await app.db.selectFrom('audit_log').selectAll().execute();
    const text = JSON.stringify(rows).toLowerCase();
    for (const secret of [email, 'secret person', 'stranger@nowhere', 'invitee.person', 'invitee person', PASSWORD, member.secret.toLowerCase(), ...member.recoveryCodes]) {
      expect([secret, text.includes(secret.toLowerCase())]).toEqual([secret, false]);
    }
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['staff.invite', 'staff.inviteAccept', 'staff.totpEnable', 'staff.signIn', 'staff.signInFailed', 'staff.factorFailed', 'staff.recoveryCodeUse', 'staff.signOut']) expect(actions).toContain(action);
    const failed = rows.filter((row) => row.action === 'staff.signInFailed');
    expect(failed.map((row) => [row.actor_kind, row.target, JSON.parse(row.detail) as unknown])).toEqual(
      expect.arrayContaining([
        ['system', `staff:${member.id}`, { step: 'password', reason: 'wrongPassword' }],
        ['system', null, { step: 'password', reason: 'unknownAccount' }],
      ]),
    );
    await app.db.deleteFrom('login_failures').execute();
  });

  it('is read by organizers with filters, and verifies', async () => {
    const organizer = await enrolledMember(app, 'organizer');
    const mine = await ok<{ lists: AuditEntry[]; count: number }>(app, 'GET', `/api/admin/audit?actor=${organizer.id}&action=staff.`, { token: organizer.token });
    expect(mine.lists.map((entry) => entry.action)).toEqual(['staff.totpEnable', 'staff.inviteAccept']);
    expect(mine.lists[0]).toEqual({
      seq: expect.any(Number),
      at: expect.any(String),
      actor: { kind: 'staff', id: organizer.id, name: expect.any(String) },
      action: 'staff.totpEnable',
      target: `staff:${organizer.id}`,
      detail: { replaced: false, passkeys: false, recoveryCodes: 10 },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // An action prefix is a prefix, with `_` and `%` meaning themselves.
    expect((await ok<{ count: number }>(app, 'GET', '/api/admin/audit?action=staff.signInF', { token: organizer.token })).count).toBeGreaterThan(0);
    expect((await ok<{ count: number }>(app, 'GET', '/api/admin/audit?action=staff_', { token: organizer.token })).count).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await ok<{ count: number }>(app, 'GET', `/api/admin/audit?from=${future}`, { token: organizer.token })).count).toBe(0);
    const all = await ok<{ count: number }>(app, 'GET', `/api/admin/audit?to=${future}`, { token: organizer.token });
    const verified = await ok<{ entries: number; head: { seq: number }; broken: unknown; ms: number }>(app, 'GET', '/api/admin/audit/verify', { token: organizer.token });
    expect(verified).toEqual({ entries: all.count, head: { seq: all.count, hash: expect.any(String) }, broken: null, ms: expect.any(Number) });
    // Reading it writes nothing to it.
    expect((await ok<{ count: number }>(app, 'GET', '/api/admin/audit', { token: organizer.token })).count).toBe(all.count);
  });
});
