import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { PASSWORD_RULE } from '../../../src/accounts/passwords.js';
import { withTestApp } from '../../helper.js';
import { NEW_PASSWORD, PASSWORD, clearAccounts, createUser, login, post, snapshot } from '../account-helpers.js';

let app: App;
let userId: number;
let token: string;
const EMAIL = 'captain@example.org';

withTestApp((started) => {
  app = started;
});

beforeEach(async () => {
  await clearAccounts(app);
  userId = await createUser(app, EMAIL);
  token = (await login(app, EMAIL, PASSWORD)).json<{ data: { token: string } }>().data.token;
});

const info = (t: string = token) => app.inject({ method: 'GET', url: '/api/user/info', headers: { token: t } });
const setInfo = (body: unknown, lang = 'en-us') => post(app, '/api/user/setInfo', body, { token, 'accept-language': lang });

const member = {
  name: '陳小明',
  position: 'captain',
  birthDate: '2008-04-01',
  school: 'Desert Secondary School',
  studentId: 'S1234',
  email: 'ming@example.org',
  idCardFront: '/uploads/ids/front.png',
  idCardBack: '/uploads/ids/back.png',
};

describe('GET /api/user/info', () => {
  it('answers the signed-in user', async () => {
    const res = await info();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: { id: userId, email: EMAIL, members: [] }, msg: '', show: false });
  });

  it.each([undefined, '', 'x'.repeat(43)])('answers 401 code -1 without a live token (%p)', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/api/user/info', headers: t === undefined ? {} : { token: t } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1, data: null });
  });
});

describe('POST /api/user/setInfo', () => {
  it('saves team name, avatar and members and answers the user', async () => {
    const res = await setInfo({ teamName: "  Dune  Runners-2 O'Neil ", avatar: '/media/judges/placeholder.svg', members: [member, { ...member, position: 'member', name: 'Li', email: '', idCardFront: '', idCardBack: '', birthDate: '' }] });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: userId,
      email: EMAIL,
      teamName: "Dune Runners-2 O'Neil",
      avatar: '/media/judges/placeholder.svg',
      members: [member, { ...member, position: 'member', name: 'Li', email: '', idCardFront: '', idCardBack: '', birthDate: '' }],
    };
    expect(res.json()).toEqual({ code: 1, data: expected, msg: 'Changes saved', show: true });
    expect((await info()).json()).toMatchObject({ data: expected });
    // Omitted avatar and members keep their values; a CJK team name is fine.
    expect((await setInfo({ teamName: '沙漠隊伍' })).json()).toMatchObject({ data: { ...expected, teamName: '沙漠隊伍' } });
    // An empty avatar clears it.
    const cleared = (await setInfo({ teamName: '沙漠隊伍', avatar: '' })).json<{ data: Record<string, unknown> }>().data;
    expect(cleared.avatar).toBeUndefined();
  });

  const teamNameMsg = "Please enter the correct team name (2 to 40 letters, digits, spaces or - _ . ')";
  it.each([
    ['an empty team name', { teamName: '' }, teamNameMsg],
    ['a blank team name', { teamName: '   ' }, teamNameMsg],
    ['a 1-character team name', { teamName: 'A' }, teamNameMsg],
    ['a 41-character team name', { teamName: 'a'.repeat(41) }, teamNameMsg],
    ['markup in the team name', { teamName: '<b>Team</b>' }, teamNameMsg],
    ['an emoji team name', { teamName: 'Team 🌵' }, teamNameMsg],
    ['an external avatar', { teamName: 'Team', avatar: 'https://evil.example/x.png' }, 'Please upload pictures'],
    ['a traversing avatar', { teamName: 'Team', avatar: '/uploads/../secret' }, 'Please upload pictures'],
    ['a relative avatar', { teamName: 'Team', avatar: 'uploads/a.png' }, 'Please upload pictures'],
    ['five members', { teamName: 'Team', members: Array.from({ length: 5 }, () => ({ ...member, position: 'member' })) }, 'At most four members'],
    ['a member without name', { teamName: 'Team', members: [{ ...member, name: ' ' }] }, 'Please enter complete team member information'],
    ['a member with a bad e-mail', { teamName: 'Team', members: [{ ...member, email: 'nope' }] }, 'Please enter complete team member information'],
    ['a member with a bad date', { teamName: 'Team', members: [{ ...member, birthDate: '2008-02-30' }] }, 'Please enter complete team member information'],
    ['a member with an external ID image', { teamName: 'Team', members: [{ ...member, idCardFront: 'http://x/y.png' }] }, 'Please enter complete team member information'],
    ['two captains', { teamName: 'Team', members: [member, member] }, 'Please enter complete team member information'],
  ])('refuses %s with its message and changes nothing', async (_name, body, msg) => {
    const before = await snapshot(app);
    const res = await setInfo(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([
    ['a wrong position', { teamName: 'Team', members: [{ ...member, position: 'coach' }] }],
    ['a too long school', { teamName: 'Team', members: [{ ...member, school: 'x'.repeat(101) }] }],
    ['an object as name', { teamName: 'Team', members: [{ ...member, name: { first: 'x' } }] }],
    ['members not a list', { teamName: 'Team', members: 'all of us' }],
  ])('refuses %s as invalid parameters and changes nothing', async (_name, body) => {
    const before = await snapshot(app);
    const res = await setInfo(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true, msg: expect.stringContaining('Invalid parameters') });
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([
    ['zh-hk', '請輸入正確的隊伍名稱'],
    ['zh-cn', '请输入正确的队伍名称'],
  ])('answers in %s', async (lang, start) => {
    expect((await setInfo({ teamName: '' }, lang)).json<{ msg: string }>().msg.startsWith(start)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await post(app, '/api/user/setInfo', { teamName: 'Team' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1 });
  });
});

describe('POST /api/user/changePassword', () => {
  const change = (body: Record<string, string>, t = token) =>
    post(app, '/api/user/changePassword', body, { token: t, 'accept-language': 'en-us' });

  it('changes the password, revokes every session and the old password no longer logs in', async () => {
    const other = (await login(app, EMAIL, PASSWORD)).json<{ data: { token: string } }>().data.token;
    const res = await change({ oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: null, msg: 'Changes saved', show: true });
    for (const t of [token, other]) {
      const after = await info(t);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: -1 });
    }
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(400);
    const fresh = await login(app, EMAIL, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const hash = (await app.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(NEW_PASSWORD);
  });

  const short = 'b'.repeat(PASSWORD_RULE.minLength - 1);
  it.each([
    ['a wrong old password', { oldPassword: 'not my password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Modify failed: the current password is incorrect'],
    ['a short new password', { oldPassword: PASSWORD, password: short, confirmPassword: short }, `Modify failed: the password must have at least ${PASSWORD_RULE.minLength} characters (at most ${PASSWORD_RULE.maxLength})`],
    ['a different confirmation', { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'something else entirely' }, 'Modify failed: the passwords do not match'],
  ])('refuses %s with the reason and changes nothing', async (_name, body, msg) => {
    const before = await snapshot(app);
    const res = await change(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    expect(await snapshot(app)).toEqual(before);
    expect((await info()).statusCode).toBe(200);
  });

  it('rate-limits guessing the old password like failed logins', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await change({ oldPassword: `guess number ${i}`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
    }
    const res = await change({ oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect((await login(app, EMAIL, PASSWORD)).statusCode).toBe(429);
  });

  it('needs a session', async () => {
    const res = await change({ oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'revoked-or-unknown');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: -1 });
  });
});
