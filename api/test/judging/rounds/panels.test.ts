import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminRoundList, AssignResult } from '@portal/contracts/admin-judging-rounds';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { createTestDatabase, startTestApp, TEST_SEASON_FILE, type TestDatabase } from '../../helper.js';
import { DURING_ROUNDS, assignmentsOf, judgingState, organizerCall, teamConflict, teamWithWork, type TeamWork } from './rounds-helpers.js';

// Panels (issue 27 point 2): a season file whose group 2 screening names two panels by e-mail, and whose group 1
// screening names only people who are not judges. A panel assignment gives the entry to each judge of the panel
// (the panel noted), spread evenly over the panels, never to a member in conflict.

const email = (name: string) => `${name}@jury.test`;
const PANELS = [
  { key: 'north', judges: [email('ana'), email('ben')] },
  { key: 'south', judges: [email('cai'), ' DAN@Jury.test '] },
  { key: 'east', judges: [email('eve')] },
];

let testDb: TestDatabase;
let app: App;
let organizer: TestStaffSession;
let call: ReturnType<typeof organizerCall>;
const jury = new Map<string, TestStaffSession>();
let plans: TeamWork[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const file = JSON.parse(await readFile(TEST_SEASON_FILE, 'utf8')) as { judging: Record<'1' | '2', { key: string; panels?: unknown }[]> };
  file.judging['2'][0]!.panels = PANELS;
  file.judging['1'][0]!.panels = [{ key: 'ghosts', judges: [email('nobody')] }];
  const seasonFile = join(testDb.dir, '2023-2024.json');
  await writeFile(seasonFile, JSON.stringify(file));
  app = await startTestApp(testDb, { portalNow: DURING_ROUNDS, seasonFile });
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  call = organizerCall(app, organizer);
  for (const name of ['ana', 'ben', 'cai', 'dan', 'eve']) jury.set(name, await createStaffSession(app.db, { role: 'judge', email: email(name) }));
  // A judge on no panel of the round: not one of its judges.
  await createStaffSession(app.db, { role: 'judge', email: email('zoe') });
  // Eve is disabled: her panel has no one, so it cannot take entries.
  await app.db.updateTable('staff_members').set({ status: 'disabled' }).where('email', '=', email('eve')).execute();
  plans = [];
  for (let i = 0; i < 4; i += 1) plans.push(await teamWithWork(app, 2));
  await teamWithWork(app, 1);
}, 60_000);

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const id = (name: string) => jury.get(name)!.member.id;

describe('panels', () => {
  it("lists the panels' members that are active judges, with their panel", async () => {
    const rounds = (await call<AdminRoundList>('GET', '/api/admin/judging/rounds')).body.data.rounds;
    const screening = rounds.find((round) => round.group === 2 && round.key === 'firstScreening')!;
    expect(screening.judges.map((judge) => [judge.staffId, judge.panel])).toEqual([
      [id('ana'), 'north'],
      [id('ben'), 'north'],
      [id('cai'), 'south'],
      [id('dan'), 'south'],
    ]);
    expect(rounds.find((round) => round.group === 1 && round.key === 'firstRound')!.judges).toEqual([]);
  });

  it('refuses a round whose panels have no judge, and more panels per entry than it has', async () => {
    const before = await judgingState(app);
    const none = await call('POST', '/api/admin/judging/rounds/1/firstRound/assign', { mode: 'all', over: 'panels' });
    expect([none.status, none.body.msg]).toEqual([409, 'This round has no judges yet (invite judges, or name its panels in the season file)']);
    const tooMany = await call('POST', '/api/admin/judging/rounds/2/firstScreening/assign', { mode: 'spread', over: 'panels', perEntry: 3 });
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, '3 per entry is more than the 2 available']);
    expect(await judgingState(app)).toEqual(before);
  });

  it('spreads entries over panels evenly, each to every member of its panel but one in conflict', async () => {
    await teamConflict(app, id('ben'), plans[0]!.registrationId);
    const res = await call<AssignResult>('POST', '/api/admin/judging/rounds/2/firstScreening/assign', { mode: 'spread', over: 'panels', perEntry: 1 });
    expect(res.status).toBe(200);
    // Entry 1 to north (ben in conflict: ana only), 2 to south, 3 to north, 4 to south.
    expect(res.body.data).toEqual({ entries: 4, newEntries: 4, assignments: 7, newAssignments: 7, skippedConflicts: 1 });
    const { rows } = await assignmentsOf(app, 2, 'firstScreening');
    expect(rows.map((row) => [row.number, row.staff_id, row.panel])).toEqual([
      [1, id('ana'), 'north'],
      [2, id('cai'), 'south'],
      [2, id('dan'), 'south'],
      [3, id('ana'), 'north'],
      [3, id('ben'), 'north'],
      [4, id('cai'), 'south'],
      [4, id('dan'), 'south'],
    ]);
    const again = await call<AssignResult>('POST', '/api/admin/judging/rounds/2/firstScreening/assign', { mode: 'spread', over: 'panels', perEntry: 1 });
    expect(again.body.data).toMatchObject({ newEntries: 0, newAssignments: 0 });
  });

  it('gives every entry to every panel with `all`', async () => {
    const res = await call<AssignResult>('POST', '/api/admin/judging/rounds/2/firstScreening/assign', { mode: 'all', over: 'panels' });
    // 4 entries × 4 judges − ben's conflict = 15; 7 were there.
    expect(res.body.data).toMatchObject({ assignments: 15, newAssignments: 8, skippedConflicts: 1 });
  });
});
