import { describe, expect, it } from '@jest/globals';
import type { StaffRule } from '../../src/staff/guard.js';
import { requireStaff, staffOf } from '../../src/staff/guard.js';
import { createStaffSession } from '../../src/testing/staff.js';
import { buildTestApp, createTestDatabase, signIn } from '../helper.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { App } from '../../src/app.js';
import { afterAll, beforeAll } from '@jest/globals';
import type { TestDatabase } from '../helper.js';

// The guard on its own: a route per rule, and the refusals every staff route inherits.

let app: App;
let testDb: TestDatabase;
const rules: Record<string, StaffRule> = {
  any: { roles: 'any' },
  organizer: { roles: ['organizer'] },
  sensitive: { roles: ['organizer', 'reviewer'], fresh: true },
  signInStep: { roles: 'any', stages: ['enrol', 'secondFactor', 'ready'] },
};
beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb);
  for (const [name, rule] of Object.entries(rules)) {
    app.get(`/test/${name}`, { onRequest: requireStaff(rule) }, async (request) => ({ code: 1, data: staffOf(request).role, msg: '', show: false }));
  }
  await app.ready();
  await migrateToLatest(app.db);
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const get = (name: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/test/${name}`, headers });

describe('the staff guard', () => {
  it('lets a ready member of an allowed role through', async () => {
    const { headers } = await createStaffSession(app.db, { role: 'organizer' });
    for (const name of Object.keys(rules)) expect((await get(name, headers)).json()).toMatchObject({ code: 1, data: 'organizer' });
  });

  it('refuses no session, a team token and a disabled member with 401 code -1', async () => {
    const team = await signIn(app, 'team@example.com');
    const disabled = await createStaffSession(app.db, { role: 'organizer', status: 'disabled' });
    for (const headers of [{} as Record<string, string>, { token: team.token }, { 'staff-token': team.token }, disabled.headers]) {
      const answer = await get('any', headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: -1, data: null });
    }
  });

  it('sends a session without a proven factor to its stage, except on the sign-in steps', async () => {
    for (const stage of ['enrol', 'secondFactor'] as const) {
      const { headers } = await createStaffSession(app.db, { role: 'organizer', stage });
      expect((await get('any', headers)).json()).toMatchObject({ code: 0, data: { stage } });
      expect((await get('signInStep', headers)).json()).toMatchObject({ code: 1 });
    }
  });

  it('refuses a role the route does not name, and asks a stale factor to step up', async () => {
    const reviewer = await createStaffSession(app.db, { role: 'reviewer' });
    expect((await get('organizer', reviewer.headers)).statusCode).toBe(403);
    expect((await get('organizer', reviewer.headers)).json()).toMatchObject({ code: 0, data: null });
    const stale = await createStaffSession(app.db, { role: 'reviewer', fresh: false });
    expect((await get('any', stale.headers)).json()).toMatchObject({ code: 1 });
    expect((await get('sensitive', stale.headers)).json()).toMatchObject({ code: 0, data: { stepUp: true } });
  });

  it('ends a session after its idle time', async () => {
    const { headers, member } = await createStaffSession(app.db, { role: 'judge' });
    await app.db.updateTable('staff_sessions').set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('staff_id', '=', member.id).execute();
    expect((await get('any', headers)).statusCode).toBe(401);
  });
});
