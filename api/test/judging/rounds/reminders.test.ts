import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../../helper.js';
import { judges, organizerCall, teamWithWork, writeSheet } from './rounds-helpers.js';

// Judging reminders (issue 27 point 5) under PORTAL_NOW: each app is one API instance whose clock stands at one
// instant of group 1's first round (ends 2024-01-25, reminders 7d and 48h before its end), on one shared database.
// A judge with an unfinished sheet gets one reminder per offset, in their language; a judge who submitted, none.

const hk = (local: string) => new Date(`${local}+08:00`);
const AT = {
  setUp: hk('2024-01-10T10:00:00'),
  before7d: hk('2024-01-18T23:59:00'),
  at7d: hk('2024-01-19T00:00:30'),
  later7d: hk('2024-01-20T12:00:00'),
  at48h: hk('2024-01-24T00:00:30'),
  closed: hk('2024-01-26T00:00:00'),
};

let testDb: TestDatabase;
const apps: App[] = [];
let pending: TestStaffSession;
let done: TestStaffSession;
let silent: TestStaffSession;

async function instance(at: Date): Promise<App> {
  const app = await startTestApp(testDb, { portalNow: at, siteUrl: 'https://award.example.org' });
  apps.push(app);
  return app;
}

/** One pass of the reminders' job on `app`, delivered; the judging reminders of each judge so far. */
async function pass(app: App) {
  const result = await app.reminderJob.run();
  await app.messages.drain();
  return result;
}

const reminders = (app: App, judge: TestStaffSession) =>
  app.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', judge.member.email).where('subject', 'like', '%評審將於%').execute();
const mailsTo = (app: App, judge: TestStaffSession) => app.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', judge.member.email).orderBy('id').execute();

beforeAll(async () => {
  testDb = await createTestDatabase();
  const setUp = await instance(AT.setUp);
  const organizer = await createStaffSession(setUp.db, { role: 'organizer' });
  const english = await judges(setUp, 2, 'en');
  pending = english[0]!;
  done = english[1]!;
  silent = (await judges(setUp, 1))[0]!;
  await teamWithWork(setUp, 1);
  await teamWithWork(setUp, 1);
  const res = await organizerCall(setUp, organizer)('POST', '/api/admin/judging/rounds/1/firstRound/assign', { mode: 'all', over: 'judges' });
  expect(res.status).toBe(200);
  const entries = (await setUp.db.selectFrom('judging_entries').select('id').orderBy('number').execute()).map((row) => row.id);
  await writeSheet(setUp, { staffId: done.member.id, group: 1, round: 'firstRound', entries, criteria: ['overall'], status: 'submitted' });
  // Scored everything but never submitted: still unfinished.
  await writeSheet(setUp, { staffId: pending.member.id, group: 1, round: 'firstRound', entries, criteria: ['overall'], status: 'draft' });
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb.drop();
});

describe('judging reminders', () => {
  it('sends nothing before the 7-day instant', async () => {
    const app = await instance(AT.before7d);
    const result = await pass(app);
    expect(result?.judging).toEqual([]);
    for (const judge of [pending, done, silent]) expect(await mailsTo(app, judge)).toEqual([]);
  });

  it('reminds each judge with an unfinished sheet once at 7 days, in their language, and not one who submitted', async () => {
    const app = await instance(AT.at7d);
    const result = await pass(app);
    expect(result?.judging).toEqual([{ group: 1, round: 'firstRound', offset: '7d' }]);
    const english = await mailsTo(app, pending);
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe('Desert Sustainability Award: judging of "First-round screening" closes on 25 January 2024, 23:59 Hong Kong time (UTC+8)');
    expect(english[0]!.text).toContain('You have scored 2 of your 2 entries');
    expect(english[0]!.text).toContain('https://award.example.org/admin/judging-desk');
    // No language stored: traditional Chinese, as the rest of the mail.
    const chinese = await mailsTo(app, silent);
    expect(chinese).toHaveLength(1);
    expect(chinese[0]!.subject).toContain('「初賽評審」評審將於');
    expect(chinese[0]!.text).toContain('0 / 2');
    expect(await mailsTo(app, done)).toEqual([]);
    const keys = await app.db.selectFrom('messages').select(['kind', 'dedupe_key']).where('kind', '=', 'judging-reminder').orderBy('id').execute();
    expect(keys).toEqual([
      { kind: 'judging-reminder', dedupe_key: `judging-reminder:${app.season.id}:1:firstRound:7d:${pending.member.id}` },
      { kind: 'judging-reminder', dedupe_key: `judging-reminder:${app.season.id}:1:firstRound:7d:${silent.member.id}` },
    ]);
  });

  it('does not send the same reminder twice, on this instance or another', async () => {
    await pass(apps[2]!);
    const app = await instance(AT.later7d);
    await pass(app);
    expect(await mailsTo(app, pending)).toHaveLength(1);
    expect(await mailsTo(app, silent)).toHaveLength(1);
  });

  it('sends the 48-hour reminder once more, and nothing once the round closed', async () => {
    const at48h = await instance(AT.at48h);
    const result = await pass(at48h);
    expect(result?.judging).toEqual([{ group: 1, round: 'firstRound', offset: '48h' }]);
    expect(await mailsTo(at48h, pending)).toHaveLength(2);
    expect(await mailsTo(at48h, silent)).toHaveLength(2);
    expect(await mailsTo(at48h, done)).toEqual([]);
    const closed = await instance(AT.closed);
    expect((await pass(closed))?.judging).toEqual([]);
    expect(await mailsTo(closed, pending)).toHaveLength(2);
    expect(await reminders(closed, done)).toEqual([]);
  });
});
