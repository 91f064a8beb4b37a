import { beforeEach, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { signIn, startSeededApp, withTestApp, type TestDatabase } from '../helper.js';
import { IN_WINDOW, add, get, member, registrationSnapshot, team, uploadImage } from './registration-helpers.js';

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: IN_WINDOW } },
);

beforeEach(async () => {
  for (const table of ['registration_history', 'registration_members', 'registrations', 'group_slots'] as const) {
    await app.db.deleteFrom(table).execute();
  }
});

describe('POST /api/registration/add', () => {
  it('registers a team of three as pending, with its history, and the team sees it', async () => {
    const { token, body } = await team(app, 3);
    const res = await add(app, token, body);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ code: number; msg: string; show: boolean; data: Record<string, unknown> }>();
    expect(answer).toMatchObject({ code: 1, msg: 'Registration submitted, please wait for the review', show: true });
    expect(answer.data).toMatchObject({
      group: 1,
      teamName: body.teamName,
      topic: 'energy-climate',
      topicTitle: 'Energy & Climate Change',
      status: 'pending',
      reason: null,
      canModify: false,
      members: body.members,
      history: [{ from: null, to: 'pending', by: 'team', reason: null }],
    });
    const own = (await get(app, 'getOwnActive', token)).json<{ data: unknown }>().data;
    expect(own).toEqual(answer.data);
    expect((await get(app, 'isDateBack', token)).json()).toMatchObject({ data: { back: false, canModify: false, reason: null } });
  });

  it('answers null for a team without registration, and 401 code -1 without a session', async () => {
    const { token } = await signIn(app, 'nobody@example.org');
    expect((await get(app, 'getOwnActive', token)).json()).toMatchObject({ code: 1, data: null });
    for (const path of ['getOwnActive', 'isDateBack']) {
      const res = await get(app, path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: -1, data: null });
    }
    const res = await add(app, 'x'.repeat(43), {});
    expect(res.statusCode).toBe(401);
  });

  it('keeps university teams and secondary teams apart, each with its own topics', async () => {
    const uni = await team(app, 2, 2);
    expect((await add(app, uni.token, uni.body)).json()).toMatchObject({ data: { group: 2, topicTitle: 'Zero Carbon New Town Design' } });
    const wrongTopic = await team(app, 2, 1);
    const res = await add(app, wrongTopic.token, { ...wrongTopic.body, topic: 'zero-carbon-new-town' });
    expect(res.json()).toEqual({ code: 0, data: null, msg: "Please choose one of the group's topics", show: true });
  });

  // Each bad input gets its §8 message, in order of the form's checks, and changes nothing.
  type Body = Awaited<ReturnType<typeof team>>['body'];
  const cases: Array<[string, (body: Body) => unknown, string]> = [
    ['an empty team name', (b) => ({ ...b, teamName: ' ' }), "Please enter the correct team name (2 to 40 letters, digits, spaces or - _ . ')"],
    ['markup as team name', (b) => ({ ...b, teamName: '<script>x</script>' }), "Please enter the correct team name (2 to 40 letters, digits, spaces or - _ . ')"],
    ['an unknown topic', (b) => ({ ...b, topic: 'nope' }), "Please choose one of the group's topics"],
    ['one member', (b) => ({ ...b, members: b.members.slice(0, 1) }), 'A team needs at least two members'],
    ['no members', (b) => ({ ...b, members: [] }), 'A team needs at least two members'],
    ['five members', (b) => ({ ...b, members: Array.from({ length: 5 }, (_, i) => ({ ...b.members[i % 2], position: i === 0 ? 'captain' : 'member' })) }), 'At most four members'],
    ['a member without school', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], school: '  ' }] }), 'Please enter complete team member information'],
    ['a member without birth date', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], birthDate: '' }] }), 'Please enter complete team member information'],
    ['a member without ID image', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], idCardBack: '' }] }), 'Please upload the student ID'],
    ['a bad e-mail', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], email: 'not-mail' }] }), 'Please complete the player information: e-mail of member 2'],
    ['an impossible date', (b) => ({ ...b, members: [{ ...b.members[0], birthDate: '2007-02-30' }, b.members[1]] }), 'Please complete the player information: date of birth of member 1'],
    ['a birth date after today', (b) => ({ ...b, members: [{ ...b.members[0], birthDate: '2030-01-01' }, b.members[1]] }), 'Please complete the player information: date of birth of member 1'],
    ['a student ID of punctuation only', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], studentId: '--' }] }), 'Please complete the player information: student ID of member 2'],
    ['the same image front and back', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], idCardBack: b.members[1]?.idCardFront }] }), 'Please complete the player information: student ID card front and back (two different images) of member 2'],
    ['no captain', (b) => ({ ...b, members: b.members.map((m) => ({ ...m, position: 'member' })) }), 'Please complete the player information: a team has exactly one captain'],
    ['two captains', (b) => ({ ...b, members: b.members.map((m) => ({ ...m, position: 'captain' })) }), 'Please complete the player information: a team has exactly one captain'],
    ['the same person twice (e-mail case)', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], email: b.members[0]?.email.toUpperCase() }] }), 'Please complete the player information: e-mail or student ID (same as another member) of member 2'],
    ['the same person twice (full-width student ID)', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], studentId: toFullWidth(b.members[0]?.studentId ?? '') }] }), 'Please complete the player information: e-mail or student ID (same as another member) of member 2'],
    ['an image that is not an upload', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], idCardFront: '/media/judges/placeholder.svg' }] }), 'Please upload pictures'],
    ['a traversing image path', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], idCardFront: '/uploads/../../etc/passwd' }] }), 'Please upload pictures'],
    ['an unknown upload', (b) => ({ ...b, members: [b.members[0], { ...b.members[1], idCardFront: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' }] }), 'Please upload pictures'],
  ];

  it.each(cases)('refuses %s with its message and changes nothing', async (_name, change, msg) => {
    const { token, body } = await team(app, 2);
    const before = await registrationSnapshot(app);
    const res = await add(app, token, change(body));
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await registrationSnapshot(app)).toEqual(before);
  });

  it.each([
    ['group 3', (b: Body) => ({ ...b, group: 3 })],
    ['a member position "coach"', (b: Body) => ({ ...b, members: [{ ...b.members[0], position: 'coach' }, b.members[1]] })],
    ['a 10,000-character name', (b: Body) => ({ ...b, members: [{ ...b.members[0], name: 'x'.repeat(10_000) }, b.members[1]] })],
    ['members as a string', (b: Body) => ({ ...b, members: 'everyone' })],
  ])('answers %s with a 400 envelope and changes nothing', async (_name, change) => {
    const { token, body } = await team(app, 2);
    const before = await registrationSnapshot(app);
    const res = await add(app, token, change(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
    expect(await registrationSnapshot(app)).toEqual(before);
  });

  it('ignores a status the client sends: a new registration is always pending', async () => {
    const { token, body } = await team(app, 2);
    const res = await add(app, token, { ...body, status: 'passed', reason: 'self-approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'pending', reason: null } });
  });

  it('refuses ID images another account uploaded', async () => {
    const thief = await team(app, 2);
    const victim = await signIn(app, 'victim@example.org');
    const stolen = await uploadImage(app, victim.token);
    const before = await registrationSnapshot(app);
    const members = [thief.body.members[0], { ...thief.body.members[1], idCardFront: stolen }];
    expect((await add(app, thief.token, { ...thief.body, members })).json()).toMatchObject({ msg: 'Please upload pictures' });
    expect(await registrationSnapshot(app)).toEqual(before);
  });

  it('answers in the language asked for', async () => {
    const { token, body } = await team(app, 2);
    const one = { ...body, members: body.members.slice(0, 1) };
    expect((await add(app, token, one, 'zh-hk')).json()).toMatchObject({ msg: '隊伍最少兩名成員' });
    expect((await add(app, token, one, 'zh-cn')).json()).toMatchObject({ msg: '队伍最少两名成员' });
  });

  it('lets a person join one team only, across both groups, naming who', async () => {
    const first = await team(app, 2, 1);
    expect((await add(app, first.token, first.body)).statusCode).toBe(200);
    const second = await team(app, 2, 2);
    const taken = first.body.members[1]!;
    const before = await registrationSnapshot(app);
    const byEmail = [second.body.members[0], { ...second.body.members[1], email: taken.email.toUpperCase() }];
    expect((await add(app, second.token, { ...second.body, members: byEmail })).json()).toMatchObject({
      msg: `Member 2 (${taken.email.toUpperCase()}) is already in another registration: each person may join one team only`,
    });
    const byStudentId = [{ ...second.body.members[0], studentId: ` ${taken.studentId.toLowerCase()} ` }, second.body.members[1]];
    expect((await add(app, second.token, { ...second.body, members: byStudentId })).statusCode).toBe(409);
    expect(await registrationSnapshot(app)).toEqual(before);
  });

  it('keeps a pending registration unchanged and a passed one locked', async () => {
    const { token, body, userId } = await team(app, 2);
    await add(app, token, body);
    const again = await add(app, token, { ...body, teamName: 'Another Name' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: 'Your registration is being reviewed and cannot be changed now' });
    await app.db.updateTable('registrations').set({ status: 'passed' }).where('user_id', '=', userId).execute();
    expect((await add(app, token, body)).json()).toMatchObject({ msg: 'Your registration has passed review and can no longer be changed' });
  });

  it('lets a failed registration be corrected and resubmitted: pending again, history kept, members replaced', async () => {
    const { token, body, userId } = await team(app, 3);
    await add(app, token, body);
    await app.db.updateTable('registrations').set({ status: 'failed', reason: 'Blurred ID card' }).where('user_id', '=', userId).execute();
    expect((await get(app, 'isDateBack', token)).json()).toMatchObject({ data: { back: true, canModify: true, reason: 'Blurred ID card' } });
    expect((await get(app, 'getOwnActive', token)).json()).toMatchObject({ data: { status: 'failed', reason: 'Blurred ID card', canModify: true } });

    const replacement = await member(app, token);
    const members = [body.members[0], replacement];
    const res = await add(app, token, { ...body, teamName: 'Renamed Team', members });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: 'pending', reason: null, teamName: 'Renamed Team', members, history: [{ to: 'pending' }, { from: 'failed', to: 'pending', by: 'team' }] },
    });
    // The member who left is free to join another team.
    const other = await team(app, 2);
    const freed = [other.body.members[0], { ...other.body.members[1], email: body.members[2]!.email }];
    expect((await add(app, other.token, { ...other.body, members: freed })).statusCode).toBe(200);
  });
});

describe('the registration window (server clock)', () => {
  it.each([
    ['after secondary registration closed', '2023-11-10T10:00:00+08:00', 1, 'Registration is closed'],
    ['before it opened', '2023-08-01T10:00:00+08:00', 1, 'Registration is not open yet (it opens on 2023-08-15)'],
    ['after the university openUntil day', '2024-01-02T10:00:00+08:00', 2, 'Registration is closed'],
  ])('refuses %s and stores nothing', async (_name, iso, group, msg) => {
    const other = await startSeededApp(testDb, { portalNow: new Date(iso) });
    try {
      const { token, body } = await team(other, 2, group as 1 | 2);
      const before = await registrationSnapshot(other);
      const res = await add(other, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
      expect(await registrationSnapshot(other)).toEqual(before);
      const active = (await get(other, `isAddActive?group=${group}`)).json<{ data: Array<{ active: boolean }> }>().data;
      expect(active[0]?.active).toBe(false);
    } finally {
      await other.close();
    }
  });
});

function toFullWidth(text: string): string {
  return text.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}
