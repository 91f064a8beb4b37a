import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminRoundList, AssignResult, JudgeProgress, RoundProgress } from '@portal/contracts/admin-judging-rounds';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { withTestApp } from '../../helper.js';
import { auditSeq, auditSince, staffCall } from '../../staff/results-helpers.js';
import { DURING_ROUNDS, assignmentsOf, judges, judgingState, organizerCall, teamConflict, teamWithWork, writeSheet, type TeamWork } from './rounds-helpers.js';

// The organizer's rounds (issue 27 points 1, 2, 5): the season file's rounds, their entries numbered once, assigning
// them evenly and never to a judge in conflict, progress per judge and per entry, and reopening a submitted sheet.
// Refusals answer in the envelope and change nothing.

let app: App;
let organizer: TestStaffSession;
let call: ReturnType<typeof organizerCall>;
let jury: TestStaffSession[];
let films: TeamWork[];

withTestApp(
  (started) => {
    app = started;
  },
  { config: { portalNow: DURING_ROUNDS, siteUrl: 'https://award.example.org' } },
);

beforeAll(async () => {
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  call = organizerCall(app, organizer);
  jury = await judges(app, 4);
  films = [];
  for (let i = 0; i < 5; i += 1) films.push(await teamWithWork(app, 1));
}, 60_000);

const assign = (group: 1 | 2, round: string, body: unknown, lang?: string) => call<AssignResult>('POST', `/api/admin/judging/rounds/${group}/${round}/assign`, body, lang);

describe('the list of rounds', () => {
  it("shows the season file's rounds with their judges and nothing assigned yet", async () => {
    const res = await call<AdminRoundList>('GET', '/api/admin/judging/rounds');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rounds = res.body.data.rounds;
    expect(rounds.map((round) => `${round.group}:${round.key}:${round.kind}:${round.phase}`)).toEqual([
      '1:firstRound:screening:open',
      '1:finals:finals:upcoming',
      '2:firstScreening:screening:open',
      '2:judgingDay:finals:upcoming',
    ]);
    const first = rounds[0]!;
    // No panels: every active judge, and only judges.
    expect(first.judges.map((judge) => judge.staffId)).toEqual(jury.map((judge) => judge.member.id));
    expect(first).toMatchObject({ title: 'First-round screening', shortlist: 15, minScores: 2, entries: 0, assignments: 0, submittedSheets: 0, shortlistedAt: null });
    expect(rounds[2]!.rubric.map((item) => item.key)).toEqual(['environment', 'innovation', 'benefitsFeasibility']);
  });
});

describe('assigning', () => {
  it('spreads each entry to n judges evenly, numbering the entries in submission order', async () => {
    const before = await auditSeq(app.db);
    const res = await assign(1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ entries: 5, newEntries: 5, assignments: 10, newAssignments: 10, skippedConflicts: 0 });
    const entries = await app.db.selectFrom('judging_entries').select(['number', 'work_id', 'registration_id']).where('round', '=', 'firstRound').orderBy('number').execute();
    expect(entries).toEqual(films.map((film, i) => ({ number: i + 1, work_id: film.workId, registration_id: film.registrationId })));
    const { rows, load } = await assignmentsOf(app, 1, 'firstRound');
    for (const number of [1, 2, 3, 4, 5]) expect(new Set(rows.filter((row) => row.number === number).map((row) => row.staff_id)).size).toBe(2);
    const loads = jury.map((judge) => load.get(judge.member.id) ?? 0);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(rows.every((row) => row.panel === null)).toBe(true);
    expect(await auditSince(app.db, before)).toEqual([
      {
        action: 'judging.assign',
        target: `judgingRound:${app.season.id}:1:firstRound`,
        actor: { kind: 'staff', id: organizer.member.id },
        detail: { mode: 'spread', over: 'judges', perEntry: 2, entries: 5, newEntries: 5, assignments: 10, newAssignments: 10, skippedConflicts: 0 },
      },
    ]);
  });

  it('adds nothing when run again', async () => {
    const before = await assignmentsOf(app, 1, 'firstRound');
    const res = await assign(1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 2 });
    expect(res.body.data).toEqual({ entries: 5, newEntries: 0, assignments: 10, newAssignments: 0, skippedConflicts: 0 });
    expect((await assignmentsOf(app, 1, 'firstRound')).rows).toEqual(before.rows);
  });

  it('gives a work submitted since the next number, keeps the others, and sends it to the least loaded', async () => {
    const numbersBefore = await app.db.selectFrom('judging_entries').select(['id', 'number']).where('round', '=', 'firstRound').orderBy('id').execute();
    films.push(await teamWithWork(app, 1));
    const res = await assign(1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 2 });
    expect(res.body.data).toMatchObject({ entries: 6, newEntries: 1, newAssignments: 2 });
    const numbersAfter = await app.db.selectFrom('judging_entries').select(['id', 'number', 'work_id']).where('round', '=', 'firstRound').orderBy('id').execute();
    expect(numbersAfter.slice(0, 5).map(({ id, number }) => ({ id, number }))).toEqual(numbersBefore);
    expect(numbersAfter[5]).toMatchObject({ number: 6, work_id: films[5]!.workId });
    // 12 assignments over 4 judges: exactly 3 each.
    const { load } = await assignmentsOf(app, 1, 'firstRound');
    expect(jury.map((judge) => load.get(judge.member.id))).toEqual([3, 3, 3, 3]);
  });

  it('gives everything to everyone except a judge in conflict with a team', async () => {
    const plans = [await teamWithWork(app, 2), await teamWithWork(app, 2), await teamWithWork(app, 2)];
    await teamConflict(app, jury[0]!.member.id, plans[1]!.registrationId);
    const res = await assign(2, 'firstScreening', { mode: 'all', over: 'judges' });
    expect(res.body.data).toEqual({ entries: 3, newEntries: 3, assignments: 11, newAssignments: 11, skippedConflicts: 1 });
    const { rows } = await assignmentsOf(app, 2, 'firstScreening');
    expect(rows.filter((row) => row.staff_id === jury[0]!.member.id).map((row) => row.number)).toEqual([1, 3]);
  });

  it('never spreads an entry to a judge in conflict with it', async () => {
    const plan = await teamWithWork(app, 2);
    // Every judge but the last is in conflict with the new team: the one judge left takes it.
    for (const judge of jury.slice(0, 3)) await teamConflict(app, judge.member.id, plan.registrationId);
    const res = await assign(2, 'firstScreening', { mode: 'spread', over: 'judges', perEntry: 1 });
    expect(res.body.data).toMatchObject({ newEntries: 1, newAssignments: 1 });
    const { rows } = await assignmentsOf(app, 2, 'firstScreening');
    expect(rows.filter((row) => row.number === 4).map((row) => row.staff_id)).toEqual([jury[3]!.member.id]);
  });
});

describe('bad requests change nothing', () => {
  it.each([
    ['more judges per entry than the round has', 1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 5 }, 400, '5 per entry is more than the 4 available'],
    ['spreading without a number', 1, 'firstRound', { mode: 'spread', over: 'judges' }, 400, 'Spreading needs the number of judges per entry'],
    ['panels in a round without any', 1, 'firstRound', { mode: 'all', over: 'panels' }, 409, 'This round has no panels: assign over judges instead'],
    ['a round the file does not have', 1, 'nowhere', { mode: 'all', over: 'judges' }, 404, 'Group 1 has no judging round "nowhere"'],
    ['an unknown mode', 1, 'firstRound', { mode: 'some', over: 'judges' }, 400, null],
    ['an unknown unit', 1, 'firstRound', { mode: 'all', over: 'teams' }, 400, null],
    ['a per entry that is not a number', 1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 'two' }, 400, null],
    ['a zero per entry', 1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 0 }, 400, null],
  ])('%s', async (_what, group, round, body, status, msg) => {
    const before = await judgingState(app);
    const res = await assign(group as 1 | 2, round as string, body);
    expect(res.status).toBe(status);
    expect([res.body.code, res.body.show]).toEqual([0, true]);
    if (msg) expect(res.body.msg).toBe(msg);
    expect(await judgingState(app)).toEqual(before);
  });

  it('answers in the caller\'s language', async () => {
    const res = await assign(1, 'firstRound', { mode: 'spread', over: 'judges', perEntry: 9 }, 'zh-hk');
    expect(res.body.msg).toBe('每件作品 9 位多於可用的 4 位（組）');
  });

  it('refuses judges and other roles: organizers only', async () => {
    for (const role of ['judge', 'reviewer', 'editor'] as const) {
      const other = await createStaffSession(app.db, { role });
      const before = await judgingState(app);
      const res = await staffCall(app, other.headers, 'POST', '/api/admin/judging/rounds/1/firstRound/assign', { mode: 'all', over: 'judges' });
      expect(res.status).toBe(403);
      expect((await staffCall(app, other.headers, 'GET', '/api/admin/judging/rounds/1/firstRound/progress')).status).toBe(403);
      // The judges made for this test are active judges now: the rounds use them from here on; disable them.
      await app.db.updateTable('staff_members').set({ status: 'disabled' }).where('id', '=', other.member.id).execute();
      expect(await judgingState(app)).toEqual(before);
    }
  });
});

describe('progress and reopening', () => {
  let firstRound: { number: number; entryId: number; staff_id: number }[];
  const mine = (staffId: number) => firstRound.filter((row) => row.staff_id === staffId).map((row) => row.entryId);

  beforeAll(async () => {
    firstRound = (await assignmentsOf(app, 1, 'firstRound')).rows;
    // Judge 0 submitted every assigned entry scored; judge 1 has a draft with one; judge 2 none; judge 3 submitted.
    await writeSheet(app, { staffId: jury[0]!.member.id, group: 1, round: 'firstRound', entries: mine(jury[0]!.member.id), criteria: ['overall'], status: 'submitted' });
    await writeSheet(app, { staffId: jury[1]!.member.id, group: 1, round: 'firstRound', entries: mine(jury[1]!.member.id).slice(0, 1), criteria: ['overall'], status: 'draft' });
    await writeSheet(app, { staffId: jury[3]!.member.id, group: 1, round: 'firstRound', entries: mine(jury[3]!.member.id), criteria: ['overall'], status: 'submitted' });
  });

  it('shows per judge and per entry what is done', async () => {
    const res = await call<RoundProgress>('GET', '/api/admin/judging/rounds/1/firstRound/progress');
    expect(res.status).toBe(200);
    const { judges: lines, entries } = res.body.data;
    const line = (i: number) => lines.find((judge) => judge.staffId === jury[i]!.member.id);
    expect(line(0)).toMatchObject({ assigned: 3, scored: 3, conflicts: 0, status: 'submitted', submittedAt: expect.any(String), reopenedAt: null });
    expect(line(1)).toMatchObject({ assigned: 3, scored: 1, status: 'draft', submittedAt: null });
    expect(line(2)).toMatchObject({ assigned: 3, scored: 0, status: null });
    expect(entries).toHaveLength(6);
    for (const entry of entries) {
      const holders = firstRound.filter((row) => row.entryId === entry.entryId).map((row) => row.staff_id);
      const submitted = holders.filter((id) => id === jury[0]!.member.id || id === jury[3]!.member.id).length;
      expect(entry).toMatchObject({ assigned: 2, submitted, conflicts: 0 });
    }
    // The organizer is not blind: title, team and school.
    const film = films[0]!;
    expect(entries[0]).toMatchObject({ number: 1, workId: film.workId, finalistId: null, title: 'Earlier', teamName: film.teamName, school: `${film.school} / Elsewhere` });
  });

  it('counts conflicts per judge and per entry, and not as work to do', async () => {
    const res = await call<RoundProgress>('GET', '/api/admin/judging/rounds/2/firstScreening/progress');
    const line = res.body.data.judges.find((judge) => judge.staffId === jury[0]!.member.id);
    expect(line).toMatchObject({ assigned: 2, conflicts: 2 });
    expect(res.body.data.entries.map((entry) => entry.conflicts)).toEqual([0, 1, 0, 3]);
  });

  const reopen = (staffId: number, body: unknown, headers = organizer.headers) =>
    staffCall<JudgeProgress>(app, headers, 'POST', `/api/admin/judging/rounds/1/firstRound/sheets/${staffId}/reopen`, body);

  it('asks for a fresh second factor, a reason, and a submitted sheet; otherwise nothing changes', async () => {
    const stale = await createStaffSession(app.db, { role: 'organizer', fresh: false });
    const before = await judgingState(app);
    expect((await reopen(jury[0]!.member.id, { reason: 'Entry 2 scored twice' }, stale.headers)).status).toBe(403);
    expect((await reopen(jury[0]!.member.id, {})).status).toBe(400);
    const blank = await reopen(jury[0]!.member.id, { reason: '   ' });
    expect([blank.status, blank.body.msg]).toEqual([400, 'Please give the reason for reopening the sheet']);
    expect((await reopen(jury[0]!.member.id, { reason: 'x'.repeat(501) })).status).toBe(400);
    const draft = await reopen(jury[1]!.member.id, { reason: 'why' });
    expect([draft.status, draft.body.msg]).toEqual([409, "This judge's sheet is not submitted: there is nothing to reopen"]);
    expect((await reopen(jury[2]!.member.id, { reason: 'why' })).status).toBe(409);
    expect((await reopen(999_999, { reason: 'why' })).status).toBe(404);
    expect(await judgingState(app)).toEqual(before);
  });

  it('turns a submitted sheet back into a draft, keeps the reason on the sheet only, and mails the judge', async () => {
    const judge = jury[0]!;
    const before = await auditSeq(app.db);
    const res = await reopen(judge.member.id, { reason: 'Entry 2 was scored twice by mistake' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ staffId: judge.member.id, status: 'draft', submittedAt: expect.any(String), reopenedAt: DURING_ROUNDS.toISOString() });
    const sheet = await app.db.selectFrom('judging_sheets').selectAll().where('staff_id', '=', judge.member.id).executeTakeFirstOrThrow();
    expect(sheet).toMatchObject({ status: 'draft', hash: null, reopen_reason: 'Entry 2 was scored twice by mistake', reopened_by: `${organizer.member.name} (staff #${organizer.member.id})` });
    const audit = await auditSince(app.db, before);
    expect(audit).toEqual([
      { action: 'judging.reopen', target: `judgingSheet:${sheet.id}`, actor: { kind: 'staff', id: organizer.member.id }, detail: { group: 1, round: 'firstRound', staffId: judge.member.id, reasonLength: 35 } },
    ]);
    expect(JSON.stringify(audit)).not.toContain('scored twice');
    await app.messages.drain();
    const mail = await app.db.selectFrom('outbox').selectAll().where('to', '=', judge.member.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // No language chosen yet: the site's default, traditional Chinese.
    expect(mail.subject).toBe('沙漠可持續發展大獎：你的「初賽評審」評分表已重新開放');
    expect(mail.text).toContain('Entry 2 was scored twice by mistake');
    expect(mail.text).toContain('https://award.example.org/admin/judging-desk');
    const queued = await app.db.selectFrom('messages').select(['kind', 'to_address']).where('to_address', '=', judge.member.email).execute();
    expect(queued).toEqual([{ kind: 'judging-reopened', to_address: judge.member.email }]);
    // Once a draft, there is nothing to reopen.
    expect((await reopen(judge.member.id, { reason: 'again' })).status).toBe(409);
  });
});
