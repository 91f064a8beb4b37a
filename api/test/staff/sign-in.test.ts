import { describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { FAILURES_PER_ACCOUNT } from '../../src/accounts/login-throttle.js';
import { STAFF_FRESH_MS } from '../../src/staff/sessions.js';
import { withTestApp } from '../helper.js';
import { PASSWORD, call, enrolledMember, forgetLastStep, invite, ok, passwordStep, totpCode, uniqueEmail } from './staff-helpers.js';

// A staff member's way in, through the API on either database: the invitation, the password, TOTP enrolment with
// recovery codes, sign-in at `secondFactor`, the code, `ready`; a code good once, recovery codes good once, step-up,
// the login limits, and a disabled member's session ending at once.

let app: App;
withTestApp((started) => {
  app = started;
});

const me = (token: string) => call<{ stage: string; methods: string[]; freshUntil: string | null; member: { id: number; role: string } }>(app, 'GET', '/api/admin/auth/me', { token });

describe('an invited organizer', () => {
  it('sets a password, enrols TOTP, signs in with the password and the code, and is ready', async () => {
    const email = uniqueEmail('organizer');
    const { id, token: inviteToken } = await invite(app, email, 'organizer', 'Ada Organizer');
    const accepted = await ok<{ token: string; stage: string; methods: string[] }>(app, 'POST', '/api/admin/auth/invitation', { body: { token: inviteToken, password: PASSWORD, confirmPassword: PASSWORD } });
    expect(accepted).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), stage: 'enrol', methods: [] });
    // Before a factor, nothing but the sign-in steps.
    expect((await me(accepted.token)).body.data).toMatchObject({ stage: 'enrol', methods: [], freshUntil: null, member: { id, role: 'organizer' } });
    const denied = await call(app, 'GET', '/api/admin/staff', { token: accepted.token });
    expect([denied.status, denied.body]).toEqual([403, { code: 0, data: { stage: 'enrol' }, msg: expect.any(String), show: true }]);

    const setup = await ok<{ secret: string; otpauthUri: string }>(app, 'POST', '/api/admin/auth/totp/setup', { token: accepted.token });
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(setup.otpauthUri).protocol).toBe('otpauth:');
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain('issuer=Desert%20Award');
    const { recoveryCodes } = await ok<{ recoveryCodes: string[] }>(app, 'POST', '/api/admin/auth/totp/enable', { token: accepted.token, body: { code: await totpCode(setup.secret) } });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect((await me(accepted.token)).body.data).toMatchObject({ stage: 'ready', methods: ['totp'], freshUntil: expect.any(String) });

    await forgetLastStep(app, id);
    const signIn = await ok<{ token: string; stage: string; methods: string[] }>(app, 'POST', '/api/admin/auth/login', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(signIn).toEqual({ token: expect.any(String), stage: 'secondFactor', methods: ['totp'] });
    expect((await call(app, 'GET', '/api/admin/staff', { token: signIn.token })).body.data).toEqual({ stage: 'secondFactor' });
    const proven = await ok<{ stage: string; freshUntil: string }>(app, 'POST', '/api/admin/auth/totp/verify', { token: signIn.token, body: { code: (await totpCode(setup.secret)).replace(/(\d{3})/, '$1 ') } });
    expect(proven.stage).toBe('ready');
    expect(Date.parse(proven.freshUntil) - Date.now()).toBeGreaterThan(STAFF_FRESH_MS - 10_000);
    expect((await ok<{ count: number }>(app, 'GET', '/api/admin/staff', { token: signIn.token })).count).toBeGreaterThanOrEqual(1);
    const row = await app.db.selectFrom('staff_members').select(['status', 'last_sign_in_at', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(row.last_sign_in_at).not.toBeNull();
    expect(row.password_hash).toMatch(/^scrypt\$/);

    // Signing out ends this session only.
    await ok(app, 'POST', '/api/admin/auth/logout', { token: signIn.token });
    expect((await me(signIn.token)).status).toBe(401);
    expect((await me(accepted.token)).status).toBe(200);
  });

  it('cannot use an invitation twice, nor an expired one', async () => {
    const { token } = await invite(app, uniqueEmail('reviewer'), 'reviewer');
    await ok(app, 'POST', '/api/admin/auth/invitation', { body: { token, password: PASSWORD, confirmPassword: PASSWORD } });
    const again = await call(app, 'POST', '/api/admin/auth/invitation', { body: { token, password: PASSWORD, confirmPassword: PASSWORD } });
    expect([again.status, again.body.msg]).toEqual([400, 'This invitation link is invalid, used or expired: ask an organizer for a new one']);
    const old = await invite(app, uniqueEmail('reviewer'), 'reviewer');
    await app.db.updateTable('staff_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('staff_id', '=', old.id).execute();
    expect((await call(app, 'POST', '/api/admin/auth/invitation', { body: { token: old.token, password: PASSWORD, confirmPassword: PASSWORD } })).status).toBe(400);
  });
});

describe('a TOTP code', () => {
  it('is good once: the same step again is refused, and counts as a failure', async () => {
    const member = await enrolledMember(app, 'reviewer');
    // The enrolment took this step: its code is spent.
    const session = await passwordStep(app, member.email);
    const replay = await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: member.enrolCode } });
    expect([replay.status, replay.body.code, replay.body.msg]).toEqual([400, 0, 'The code is wrong or was already used: enter the next one']);
    // The next step (an app whose clock runs ahead) is within the window and new.
    const next = await ok<{ stage: string }>(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(member.secret, new Date(Date.now() + 30_000)) } });
    expect(next.stage).toBe('ready');
    const failures = await app.db.selectFrom('login_failures').select('account').where('account', '=', `staff:${member.email}`).execute();
    // Cleared by the success that followed.
    expect(failures).toEqual([]);
  });

  it('two steps away is refused', async () => {
    const member = await enrolledMember(app, 'judge');
    await forgetLastStep(app, member.id);
    const session = await passwordStep(app, member.email);
    for (const offset of [-90_000, 90_000]) {
      const answer = await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(member.secret, new Date(Date.now() + offset)) } });
      expect(answer.status).toBe(400);
    }
  });
});

describe('recovery codes', () => {
  it('each sign a member in once, and say how many remain', async () => {
    const member = await enrolledMember(app, 'editor');
    const [first, second] = member.recoveryCodes;
    const session = await passwordStep(app, member.email);
    const used = await ok<{ stage: string; remaining: number }>(app, 'POST', '/api/admin/auth/recovery/verify', { token: session, body: { code: ` ${first?.toUpperCase() ?? ''} ` } });
    expect(used).toMatchObject({ stage: 'ready', remaining: 9 });
    const again = await passwordStep(app, member.email);
    expect((await call(app, 'POST', '/api/admin/auth/recovery/verify', { token: again, body: { code: first } })).body).toMatchObject({ code: 0, msg: 'This recovery code is wrong or was already used' });
    expect(await ok(app, 'POST', '/api/admin/auth/recovery/verify', { token: again, body: { code: second?.replace('-', '') } })).toMatchObject({ remaining: 8 });
  });
});

describe('step-up', () => {
  it('asks a stale factor again before a sensitive change, and a code makes it fresh', async () => {
    const organizer = await enrolledMember(app, 'organizer');
    await forgetLastStep(app, organizer.id);
    const session = await passwordStep(app, organizer.email);
    await ok(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(organizer.secret) } });
    await app.db.updateTable('staff_sessions').set({ factor_at: new Date(Date.now() - STAFF_FRESH_MS - 1000).toISOString() }).where('staff_id', '=', organizer.id).execute();
    const body = { email: uniqueEmail('judge'), role: 'judge' };
    const stale = await call(app, 'POST', '/api/admin/staff/invite', { token: session, body });
    expect([stale.status, stale.body.data]).toEqual([403, { stepUp: true }]);
    // Reading needs no step-up.
    expect((await call(app, 'GET', '/api/admin/staff', { token: session })).status).toBe(200);
    const stepUp = await ok<{ freshUntil: string }>(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(organizer.secret, new Date(Date.now() + 30_000)) } });
    expect(Date.parse(stepUp.freshUntil)).toBeGreaterThan(Date.now());
    expect((await call(app, 'POST', '/api/admin/staff/invite', { token: session, body })).status).toBe(200);
    const entry = await app.db.selectFrom('audit_log').select('detail').where('action', '=', 'staff.factorVerify').where('actor_id', '=', organizer.id).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.detail)).toEqual({ method: 'totp', stepUp: true });
  });

  it('replacing TOTP needs a fresh factor, and then the old secret stops working', async () => {
    const member = await enrolledMember(app, 'releaseManager');
    await app.db.updateTable('staff_sessions').set({ factor_at: new Date(Date.now() - STAFF_FRESH_MS - 1000).toISOString() }).where('staff_id', '=', member.id).execute();
    expect((await call(app, 'POST', '/api/admin/auth/totp/setup', { token: member.token })).body.data).toEqual({ stepUp: true });
    const recovery = await ok<{ freshUntil: string }>(app, 'POST', '/api/admin/auth/recovery/verify', { token: member.token, body: { code: member.recoveryCodes[0] } });
    expect(recovery.freshUntil).toEqual(expect.any(String));
    const { secret } = await ok<{ secret: string }>(app, 'POST', '/api/admin/auth/totp/setup', { token: member.token });
    expect(secret).not.toBe(member.secret);
    const { recoveryCodes } = await ok<{ recoveryCodes: string[] }>(app, 'POST', '/api/admin/auth/totp/enable', { token: member.token, body: { code: await totpCode(secret, new Date(Date.now() + 30_000)) } });
    // A new set: the old codes are void.
    expect(recoveryCodes).toHaveLength(10);
    const session = await passwordStep(app, member.email);
    expect((await call(app, 'POST', '/api/admin/auth/recovery/verify', { token: session, body: { code: member.recoveryCodes[1] } })).status).toBe(400);
    await forgetLastStep(app, member.id);
    expect((await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(member.secret) } })).status).toBe(400);
    await forgetLastStep(app, member.id);
    expect((await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(secret) } })).status).toBe(200);
  });
});

describe('the login limits', () => {
  it('answer an unknown address and a wrong password alike, and stop guessing after five failures', async () => {
    const member = await enrolledMember(app, 'judge');
    const unknown = await call(app, 'POST', '/api/admin/auth/login', { body: { email: 'nobody@staff.example', password: PASSWORD } });
    const wrong = await call(app, 'POST', '/api/admin/auth/login', { body: { email: member.email, password: 'not the password at all' } });
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
    expect(wrong.body).toEqual({ code: 0, data: null, msg: 'Incorrect e-mail or password', show: true });
    // Wrong codes count with wrong passwords: four more failures and the account waits.
    const session = await passwordStep(app, member.email);
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 2; i += 1) expect((await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: '000000' } })).status).toBe(400);
    expect((await call(app, 'POST', '/api/admin/auth/recovery/verify', { token: session, body: { code: '00000-00000' } })).status).toBe(400);
    const blocked = await call(app, 'POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } });
    expect([blocked.status, blocked.body.msg]).toEqual([429, expect.stringMatching(/^Too many failed attempts, please try again in \d+ min$/)]);
    await forgetLastStep(app, member.id);
    expect((await call(app, 'POST', '/api/admin/auth/totp/verify', { token: session, body: { code: await totpCode(member.secret) } })).status).toBe(429);
    // A team account of the same address is not a staff account: its count is its own.
    expect(await app.db.selectFrom('login_failures').select('account').where('account', '=', member.email).execute()).toEqual([]);
    await app.db.deleteFrom('login_failures').execute();
  });
});

describe('a disabled member', () => {
  it('loses every session at once and cannot sign in', async () => {
    const organizer = await enrolledMember(app, 'organizer');
    const reviewer = await enrolledMember(app, 'reviewer');
    await forgetLastStep(app, reviewer.id);
    const second = await passwordStep(app, reviewer.email);
    await ok(app, 'POST', '/api/admin/auth/totp/verify', { token: second, body: { code: await totpCode(reviewer.secret) } });
    const disabled = await ok<{ status: string }>(app, 'POST', `/api/admin/staff/${reviewer.id}/disable`, { token: organizer.token });
    expect(disabled.status).toBe('disabled');
    for (const token of [reviewer.token, second]) expect((await me(token)).body).toMatchObject({ code: -1, data: null });
    const login = await call(app, 'POST', '/api/admin/auth/login', { body: { email: reviewer.email, password: PASSWORD } });
    expect([login.status, login.body.msg]).toEqual([400, 'Incorrect e-mail or password']);
    // Enabled again, they sign in anew; the old sessions stay ended.
    await ok(app, 'POST', `/api/admin/staff/${reviewer.id}/enable`, { token: organizer.token });
    expect((await me(second)).status).toBe(401);
    expect((await passwordStep(app, reviewer.email)).length).toBe(43);
  });
});

describe('a session', () => {
  it('ends after 30 minutes without a request, and a refused request does not keep it alive', async () => {
    const member = await enrolledMember(app, 'editor');
    const before = new Date(Date.now() - 29 * 60_000).toISOString();
    await app.db.updateTable('staff_sessions').set({ last_seen_at: before }).where('staff_id', '=', member.id).execute();
    // An editor may not list staff: refused, and the idle clock is not reset by it.
    expect((await call(app, 'GET', '/api/admin/staff', { token: member.token })).status).toBe(403);
    expect((await app.db.selectFrom('staff_sessions').select('last_seen_at').where('staff_id', '=', member.id).executeTakeFirstOrThrow()).last_seen_at).toBe(before);
    // A served request does reset it.
    expect((await me(member.token)).status).toBe(200);
    expect((await app.db.selectFrom('staff_sessions').select('last_seen_at').where('staff_id', '=', member.id).executeTakeFirstOrThrow()).last_seen_at).not.toBe(before);
    await app.db.updateTable('staff_sessions').set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('staff_id', '=', member.id).execute();
    expect((await me(member.token)).body).toMatchObject({ code: -1 });
  });
});
