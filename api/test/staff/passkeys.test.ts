import { describe, expect, it } from '@jest/globals';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@portal/contracts/admin-auth';
import type { App } from '../../src/app.js';
import { STAFF_FRESH_MS } from '../../src/staff/sessions.js';
import { withTestApp } from '../helper.js';
import { SoftAuthenticator } from './authenticator.js';
import { ORIGIN, PASSWORD, call, enrolledMember, invite, ok, passwordStep, uniqueEmail } from './staff-helpers.js';

// Passkeys through the real @simplewebauthn/server, answered by a software authenticator (./authenticator.ts):
// registration as the first factor (with recovery codes) or an added one, sign-in and step-up with it, and the
// answers it must refuse — another challenge, another origin, a replayed or cloned authenticator, another member's key.

let app: App;
withTestApp((started) => {
  app = started;
});

const origin = ORIGIN.replace(':80', '');

/** An invited member at `enrol`, with their session. */
async function enrolling(role: 'reviewer' | 'organizer' = 'reviewer') {
  const email = uniqueEmail(role);
  const { id, token: inviteToken } = await invite(app, email, role);
  const { token } = await ok<{ token: string }>(app, 'POST', '/api/admin/auth/invitation', { body: { token: inviteToken, password: PASSWORD, confirmPassword: PASSWORD } });
  return { id, email, token };
}

async function register(token: string, authenticator: SoftAuthenticator, label?: string) {
  const options = await ok<PasskeyCreationOptions>(app, 'POST', '/api/admin/auth/passkey/registration-options', { token });
  return call<{ recoveryCodes: string[] | null }>(app, 'POST', '/api/admin/auth/passkey/register', { token, body: { response: authenticator.register(options), ...(label !== undefined ? { label } : {}) } });
}

async function signInWith(token: string, authenticator: SoftAuthenticator, overrides: { origin?: string; challenge?: string } = {}) {
  const options = await ok<PasskeyRequestOptions>(app, 'POST', '/api/admin/auth/passkey/authentication-options', { token });
  return call<{ stage: string; freshUntil: string }>(app, 'POST', '/api/admin/auth/passkey/verify', { token, body: { response: authenticator.authenticate(options, overrides) } });
}

describe('a passkey as the first factor', () => {
  it('registers with recovery codes, then signs the member in', async () => {
    const member = await enrolling();
    const options = await ok<PasskeyCreationOptions>(app, 'POST', '/api/admin/auth/passkey/registration-options', { token: member.token });
    expect(options).toMatchObject({ rp: { name: 'Desert Award', id: 'localhost' }, user: { name: member.email }, attestation: 'none', excludeCredentials: [] });
    // The user handle says nothing about the member.
    expect(Buffer.from(options.user.id, 'base64url').toString('latin1')).not.toContain(String(member.id));
    const authenticator = new SoftAuthenticator(origin);
    const registered = await call<{ recoveryCodes: string[] | null }>(app, 'POST', '/api/admin/auth/passkey/register', { token: member.token, body: { response: authenticator.register(options), label: '  Office\tlaptop  ' } });
    expect(registered.status).toBe(200);
    expect(registered.body.data.recoveryCodes).toHaveLength(10);
    const stored = await app.db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', member.id).execute();
    expect(stored).toEqual([expect.objectContaining({ label: 'Office laptop', counter: expect.anything(), credential_id: authenticator.credentialId.toString('base64url') })]);
    expect((await call<{ stage: string; methods: string[] }>(app, 'GET', '/api/admin/auth/me', { token: member.token })).body.data).toMatchObject({ stage: 'ready', methods: ['passkey'] });
    // The same answer again: its challenge is spent.
    expect((await call(app, 'POST', '/api/admin/auth/passkey/register', { token: member.token, body: { response: authenticator.register(options) } })).status).toBe(400);

    const session = await passwordStep(app, member.email);
    expect(await ok(app, 'POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } })).toMatchObject({ stage: 'secondFactor', methods: ['passkey'] });
    const request = await ok<PasskeyRequestOptions>(app, 'POST', '/api/admin/auth/passkey/authentication-options', { token: session });
    expect(request).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: authenticator.credentialId.toString('base64url'), type: 'public-key' }] });
    const proven = await call<{ stage: string; freshUntil: string }>(app, 'POST', '/api/admin/auth/passkey/verify', { token: session, body: { response: authenticator.authenticate(request) } });
    expect([proven.status, proven.body.data.stage]).toEqual([200, 'ready']);
    expect(Number((await app.db.selectFrom('staff_passkeys').select('counter').where('staff_id', '=', member.id).executeTakeFirstOrThrow()).counter)).toBe(1);
    const entries = await app.db.selectFrom('audit_log').select(['action', 'detail']).where('actor_id', '=', member.id).orderBy('seq').execute();
    expect(entries.map((entry) => entry.action)).toEqual(['staff.inviteAccept', 'staff.passkeyRegister', 'staff.signIn', 'staff.signIn', 'staff.factorVerify']);
    expect(JSON.parse(entries[1]?.detail ?? '{}')).toEqual({ passkey: stored[0]?.id, firstFactor: true });
    // The label is the member's own words: it stays out of the log.
    expect(entries.some((entry) => entry.detail.includes('Office'))).toBe(false);
  });

  it('refuses another origin, another challenge, a replay, a cloned authenticator and another member\'s key, each counted', async () => {
    const member = await enrolling();
    const authenticator = new SoftAuthenticator(origin);
    expect((await register(member.token, authenticator)).status).toBe(200);
    const other = await enrolling();
    const stranger = new SoftAuthenticator(origin);
    expect((await register(other.token, stranger)).status).toBe(200);

    const session = await passwordStep(app, member.email);
    const failures = async () => (await app.db.selectFrom('login_failures').select('id').where('account', '=', `staff:${member.email}`).execute()).length;
    expect((await signInWith(session, authenticator, { origin: 'https://phishing.example' })).body.msg).toBe('The passkey could not be verified: please try again');
    expect((await signInWith(session, authenticator, { challenge: Buffer.from('not the challenge').toString('base64url') })).status).toBe(400);
    expect((await signInWith(session, stranger)).status).toBe(400);
    expect(await failures()).toBe(3);
    const good = await ok<PasskeyRequestOptions>(app, 'POST', '/api/admin/auth/passkey/authentication-options', { token: session });
    const answer = authenticator.authenticate(good);
    expect((await call(app, 'POST', '/api/admin/auth/passkey/verify', { token: session, body: { response: answer } })).status).toBe(200);
    // The very same answer again: its challenge is gone.
    expect((await call(app, 'POST', '/api/admin/auth/passkey/verify', { token: session, body: { response: answer } })).body.msg).toBe('The passkey request expired: please try again');
    // A clone whose counter lags behind the stored one.
    authenticator.counter = 0;
    expect((await signInWith(session, authenticator)).status).toBe(400);
    await app.db.deleteFrom('login_failures').execute();
  });
});

describe('a passkey added to TOTP', () => {
  it('needs a fresh factor, gives no new recovery codes, and then steps up', async () => {
    const member = await enrolledMember(app, 'organizer');
    const authenticator = new SoftAuthenticator(origin);
    const added = await register(member.token, authenticator, 'YubiKey');
    expect([added.status, added.body.data.recoveryCodes]).toEqual([200, null]);
    expect((await call<{ methods: string[] }>(app, 'GET', '/api/admin/auth/me', { token: member.token })).body.data.methods).toEqual(['totp', 'passkey']);
    await app.db.updateTable('staff_sessions').set({ factor_at: new Date(Date.now() - STAFF_FRESH_MS - 1000).toISOString() }).where('staff_id', '=', member.id).execute();
    expect((await call(app, 'POST', '/api/admin/auth/passkey/registration-options', { token: member.token })).body.data).toEqual({ stepUp: true });
    const stepUp = await signInWith(member.token, authenticator);
    expect(stepUp.status).toBe(200);
    expect(Date.parse(stepUp.body.data.freshUntil)).toBeGreaterThan(Date.now());
    // The recovery codes of the TOTP enrolment still work.
    const session = await passwordStep(app, member.email);
    expect((await call(app, 'POST', '/api/admin/auth/recovery/verify', { token: session, body: { code: member.recoveryCodes[0] } })).status).toBe(200);
    // Registering the same authenticator twice is one factor counted twice: the browser is told to exclude it.
    const again = await ok<PasskeyCreationOptions>(app, 'POST', '/api/admin/auth/passkey/registration-options', { token: member.token });
    expect(again.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId.toString('base64url')]);
    expect((await call(app, 'POST', '/api/admin/auth/passkey/register', { token: member.token, body: { response: authenticator.register(again) } })).status).toBe(409);
  });
});
