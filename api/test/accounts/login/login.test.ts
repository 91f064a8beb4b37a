import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { FAILURES_PER_ACCOUNT, FAILURES_PER_IP } from '../../../src/accounts/login-throttle.js';
import { SCRYPT_PARAMETERS, scryptParameters } from '../../../src/accounts/passwords.js';
import { hashToken } from '../../../src/accounts/sessions.js';
import { withTestApp } from '../../helper.js';
import { PASSWORD, clearAccounts, createUser, login, post } from '../account-helpers.js';

let app: App;
let userId: number;
const EMAIL = 'member@example.org';

withTestApp((started) => {
  app = started;
});

beforeEach(async () => {
  await clearAccounts(app);
  userId = await createUser(app, EMAIL);
});

const info = (token: string) => app.inject({ method: 'GET', url: '/api/user/info', headers: { token } });

describe.each([
  ['Layer B', 'B', '/api/login/account'],
  ['Layer A', 'A', '/api/v1.user/login'],
] as const)('%s login (%s)', (_name, layer, url) => {
  it('answers token + user in the envelope and issues a new hashed session each time', async () => {
    const res = await post(app, url, { account: ' Member@Example.org ', password: PASSWORD }, { 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user: { id: userId, email: EMAIL, members: [] } },
      msg: 'Login successful',
      show: true,
    });
    const { token } = res.json<{ data: { token: string } }>().data;
    const second = (await login(app, EMAIL, PASSWORD, layer)).json<{ data: { token: string } }>().data.token;
    expect(second).not.toBe(token);
    const sessions = await app.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.map((s) => s.token_hash).sort()).toEqual([hashToken(token), hashToken(second)].sort());
    expect((await info(token)).statusCode).toBe(200);
  });

  it('gives the same message for a wrong password and an unknown account, writing no session', async () => {
    const wrong = await login(app, EMAIL, 'not the password!', layer);
    const unknown = await login(app, 'nobody@example.org', PASSWORD, layer);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 0, data: null, msg: '電郵或密碼不正確', show: true });
    }
    expect(await app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it.each([
    ['', PASSWORD],
    [EMAIL, ''],
    ['  ', ''],
  ])('asks for account and password when one is empty (%p)', async (account, password) => {
    const res = await post(app, url, { account, password }, { 'accept-language': 'zh-cn' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: '请输入账号和密码' });
  });
});

describe('login timing', () => {
  // At production's cost, as real accounts' hashes are: outside Jest's cheaper test hashes (passwords.ts). The outer
  // beforeEach creates the known account after this, so its hash is at that cost too, as is the dummy.
  let jestWorker: string | undefined;
  beforeAll(() => {
    jestWorker = process.env.JEST_WORKER_ID;
    delete process.env.JEST_WORKER_ID;
    expect(scryptParameters()).toBe(SCRYPT_PARAMETERS);
  });
  afterAll(() => {
    process.env.JEST_WORKER_ID = jestWorker;
  });

  it('takes about as long for an unknown account as for a wrong password (a dummy hash is verified)', async () => {
    await login(app, 'warm@example.org', 'x'); // builds the dummy hash once
    const time = async (account: string) => {
      const start = process.hrtime.bigint();
      await login(app, account, 'wrong password here', 'B', '198.51.100.1');
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known = await time(EMAIL);
    const unknown = await time('nobody@example.org');
    // Both run one scrypt at N=2^17 (tens of ms at least), where a lookup alone answers in a few ms. Only a floor
    // is asserted: a loaded machine makes both slower, never faster, so the test cannot flake that way.
    expect(unknown).toBeGreaterThan(20);
    expect(known).toBeGreaterThan(20);
  });
});

describe('failed-login rate limit', () => {
  it(`locks an account after ${FAILURES_PER_ACCOUNT} failures in 15 min, even with the right password`, async () => {
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) {
      expect((await login(app, EMAIL, 'wrong password!!')).statusCode).toBe(400);
    }
    const res = await post(app, '/api/login/account', { account: EMAIL, password: PASSWORD }, { 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'Too many failed attempts, please try again in 15 min', show: true });
    expect((await login(app, EMAIL, PASSWORD, 'A')).statusCode).toBe(429);
    expect(await app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
    // 15 minutes later the window has passed.
    await app.db.updateTable('login_failures').set({ created_at: new Date(Date.now() - 15 * 60 * 1000 - 1000).toISOString() }).execute();
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('a success forgets the account failures', async () => {
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i += 1) await login(app, EMAIL, 'wrong password!!');
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(200);
    expect((await login(app, EMAIL, 'wrong password!!')).statusCode).toBe(400);
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it(`limits one IP to ${FAILURES_PER_IP} failures in 15 min across accounts`, async () => {
    await app.db
      .insertInto('login_failures')
      .values(Array.from({ length: FAILURES_PER_IP }, (_, i) => ({ account: `x${i}@example.org`, ip: '192.0.2.9', created_at: new Date().toISOString() })))
      .execute();
    expect((await login(app, EMAIL, PASSWORD, 'B', '192.0.2.9')).statusCode).toBe(429);
    expect((await login(app, EMAIL, PASSWORD, 'B', '192.0.2.10')).statusCode).toBe(200);
  });
});

describe('POST /api/login/logout', () => {
  it('revokes the current session only; the token then gets 401 code -1', async () => {
    const token = (await login(app, EMAIL, PASSWORD)).json<{ data: { token: string } }>().data.token;
    const other = (await login(app, EMAIL, PASSWORD)).json<{ data: { token: string } }>().data.token;
    const res = await post(app, '/api/login/logout', {}, { token, 'accept-language': 'en-us' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: null, msg: 'Logged out', show: true });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: -1, data: null });
    expect((await info(other)).statusCode).toBe(200);
    // Logging out again with the dead token is a login failure too.
    expect((await post(app, '/api/login/logout', {}, { token })).json()).toMatchObject({ code: -1 });
  });

  it('needs a session', async () => {
    const res = await post(app, '/api/login/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1 });
  });
});
