import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AdminDisplayCollection, DisplayItem } from '@portal/contracts/admin-display';
import type { SeasonState } from '@portal/contracts/season';
import type { App } from '../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';

// The timeline as editable data (issue 25 points 3 and 7, ADR 0040): an organizer moves the secondary schools'
// registration's last day from 31 October to 10 November 2023, and at a clock between the two days registration is
// open at once on this instance, and on a second instance of the same database after its refresh — no restart. Every
// bad calendar is refused in the envelope with nothing changed; only organizers with a fresh factor save it.

jest.setTimeout(120_000);

/** 5 November 2023, noon in Hong Kong: after the file's last day of registration, before the saved one. */
const BETWEEN = new Date('2023-11-05T04:00:00Z');
const OLD_LAST_DAY = '2023-10-31';
const NEW_LAST_DAY = '2023-11-10';

let app: App;
let other: App;
let testDb: TestDatabase;
let organizer: TestStaffSession;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb, { portalNow: BETWEEN });
  // A second API instance on the same database, started before the save.
  other = await startTestApp(testDb, { portalNow: BETWEEN });
  organizer = await createStaffSession(app.db, { role: 'organizer' });
});

afterAll(async () => {
  await other.close();
  await app.close();
  await testDb.drop();
});

type Item = DisplayItem<'timeline'>;
const url = '/api/admin/display/timeline';
const call = (method: 'GET' | 'PUT', body?: unknown, session: TestStaffSession = organizer, lang?: string) =>
  staffCall<AdminDisplayCollection>(app, session.headers, method, url, body, lang);

async function current(): Promise<{ version: number; items: Item[] }> {
  const { status, body } = await call('GET');
  expect(status).toBe(200);
  return { version: body.data.version, items: body.data.items as Item[] };
}

const registrationOf = (items: Item[]) => items.find((item) => item.group === 1 && item.key === 'registration');
const withRegistrationTo = (items: Item[], to: string) => items.map((item) => (item === registrationOf(items) ? { ...item, to } : item));

async function seasonOf(instance: App): Promise<SeasonState> {
  const res = await instance.inject({ url: '/api/season', headers: { 'accept-language': 'en-us' } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: SeasonState }>().data;
}

async function publicRegistrationStep(instance: App) {
  const res = await instance.inject({ url: '/api/display/timeline?group=1', headers: { 'accept-language': 'en-us' } });
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json());
}

/** Everything a refused save must leave as it was. */
async function snapshot(instance: App = app) {
  return {
    rows: await instance.db.selectFrom('season_calendars').selectAll().execute(),
    audit: await auditSeq(instance.db),
    held: instance.season.calendar.version,
    open: instance.season.isOpen(1, 'registration'),
  };
}

describe('the timeline the season starts with', () => {
  it('is the season file\'s steps, version 1, both groups in order', async () => {
    const { version, items } = await current();
    expect(version).toBe(1);
    expect(registrationOf(items)).toEqual({
      group: 1,
      key: 'registration',
      title: { zhComplex: '報名', zhSimple: '报名', en: 'Registration' },
      from: '2023-08-15',
      to: OLD_LAST_DAY,
      openUntil: '',
      note: { zhComplex: '', zhSimple: '', en: '' },
    });
    expect(items.filter((item) => item.group === 2).map((item) => item.key)[0]).toBe('presentations');
    expect(app.season.isOpen(1, 'registration')).toBe(false);
    expect((await seasonOf(app)).groups[0]?.registration?.open).toBe(false);
  });
});

describe('refused with nothing changed', () => {
  const cases: [string, (items: Item[]) => unknown[], number, RegExp][] = [
    ['to before from', (items) => withRegistrationTo(items, '2023-08-01'), 400, /item 1: Last day is before the first day/],
    ['a step the rules use removed', (items) => items.filter((item) => item !== registrationOf(items)), 400, /Group 1’s step “registration” opens registration/],
    ['a step the rules use renamed', (items) => items.map((item) => (item === registrationOf(items) ? { ...item, key: 'signUp' } : item)), 400, /step “registration”/],
    ['a works step without its last day', (items) => items.map((item) => (item.group === 1 && item.key === 'videoSubmission' ? { ...item, to: '' } : item)), 400, /item 3: step “videoSubmission” opens a window/],
    ['a duplicate key in a group', (items) => [...items, { ...items[0] }], 400, /item 22: Step key repeats an earlier item/],
    ['a day that does not exist', (items) => withRegistrationTo(items, '2023-11-31'), 400, /item 1: Last day must be a real date/],
    ['a day of the wrong form', (items) => withRegistrationTo(items, '10/11/2023'), 400, /item 1: Last day must be a real date/],
    ['an unknown group', (items) => items.map((item, index) => (index === 4 ? { ...item, group: 3 } : item)), 400, /item 5: Group/],
    ['a missing language', (items) => items.map((item, index) => (index === 2 ? { ...item, title: { zhComplex: 'x', en: 'x' } } : item)), 400, /item 3: Title/],
    ['an unknown field', (items) => items.map((item, index) => (index === 0 ? { ...item, opens: '2023-01-01' } : item)), 400, /item 1: there is no field “opens”/],
    ['too few steps', () => [], 400, /Timeline takes 2 to 80 items/],
    // The season file destroys personal data from 2024-07-20 (ADR 0021): the timeline cannot run past it, nor end its
    // results more than three months before it.
    ['a step still running on the purge day', (items) => items.map((item) => (item.group === 1 && item.key === 'fieldTrip' ? { ...item, from: '2024-07-25', to: '2024-07-25' } : item)), 400, /destroyed from 2024-07-20, but a step still runs on 2024-07-25/],
    ['results more than three months before the purge day', (items) => items.map((item) => (item.group === 2 && item.key === 'winners' ? { ...item, from: '2024-04-10', to: '2024-04-10' } : item)), 400, /the destruction day 2024-07-20 is after 2024-07-10/],
  ];

  it.each(cases)('%s', async (_name, change, status, message) => {
    const { version, items } = await current();
    const before = await snapshot();
    const res = await call('PUT', { version, items: change(items) });
    expect([res.status, res.body.msg]).toEqual([status, expect.stringMatching(message)]);
    expect(res.body.show).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('answers in the caller\'s language', async () => {
    const { version, items } = await current();
    const res = await call('PUT', { version, items: withRegistrationTo(items, '2023-08-01') }, organizer, 'zh-hk');
    expect([res.status, res.body.msg]).toEqual([400, '比賽時間表第 1 項：結束日期早於開始日期']);
  });

  it('refuses a stale version', async () => {
    const { items } = await current();
    const before = await snapshot();
    const res = await call('PUT', { version: 7, items: withRegistrationTo(items, NEW_LAST_DAY) });
    expect(res.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('only organizers, with a fresh second factor', () => {
  it.each(['editor', 'reviewer', 'judge', 'releaseManager'] as const)('a %s gets 403 reading it for editing and saving it', async (role) => {
    const session = await createStaffSession(app.db, { role });
    const before = await snapshot();
    expect((await call('GET', undefined, session)).status).toBe(403);
    const { version, items } = await current();
    const res = await call('PUT', { version, items: withRegistrationTo(items, NEW_LAST_DAY) }, session);
    expect(res.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('an organizer whose factor is stale gets the step-up answer', async () => {
    const stale = await createStaffSession(app.db, { role: 'organizer', fresh: false });
    const { version, items } = await current();
    const before = await snapshot();
    const res = await call('PUT', { version, items: withRegistrationTo(items, NEW_LAST_DAY) }, stale);
    expect([res.status, res.body.data]).toEqual([403, { stepUp: true }]);
    expect(await snapshot()).toEqual(before);
    // Reading it needs no fresh factor.
    expect((await call('GET', undefined, stale)).status).toBe(200);
  });
});

describe('an organizer moves the registration\'s last day', () => {
  it('opens registration at once on this instance, without a restart, audited', async () => {
    const { version, items } = await current();
    const auditBefore = await auditSeq(app.db);
    // The other instance answers the public timeline before the save, so it has it cached.
    expect(await publicRegistrationStep(other)).toContain(`"endDate":"${OLD_LAST_DAY}"`);
    const res = await call('PUT', { version, items: withRegistrationTo(items, NEW_LAST_DAY) });
    expect([res.status, res.body.data.version]).toEqual([200, 2]);
    expect(registrationOf(res.body.data.items as Item[])?.to).toBe(NEW_LAST_DAY);
    expect(await auditSince(app.db, auditBefore)).toEqual([
      { action: 'display.save', target: 'display:timeline', actor: { kind: 'staff', id: organizer.member.id }, detail: { collection: 'timeline', season: '2023-2024', count: items.length, version: 2 } },
    ]);

    expect(app.season.isOpen(1, 'registration')).toBe(true);
    const group1 = (await seasonOf(app)).groups[0];
    expect(group1?.registration).toMatchObject({ open: true, to: '2023-11-10T16:00:00.000Z' });
    expect(group1?.steps.find((step) => step.key === 'registration')).toMatchObject({ to: NEW_LAST_DAY, state: 'open' });
    expect(await publicRegistrationStep(app)).toContain(`"endDate":"${NEW_LAST_DAY}"`);
    // The university's calendar is untouched.
    expect(app.season.isOpen(2, 'registration')).toBe(true);
  });

  it('a second instance on the same database follows after its refresh', async () => {
    // Until its refresh the other instance keeps the calendar it held (ADR 0040: at most one refresh period).
    expect(other.season.isOpen(1, 'registration')).toBe(false);
    expect(await publicRegistrationStep(other)).toContain(`"endDate":"${OLD_LAST_DAY}"`);
    expect(await other.seasonCalendar.refresh()).toBe(true);
    expect(other.season.calendar.version).toBe(2);
    expect(other.season.isOpen(1, 'registration')).toBe(true);
    expect((await seasonOf(other)).groups[0]?.registration?.open).toBe(true);
    // Its cached public answer is not served under the new calendar.
    expect(await publicRegistrationStep(other)).toContain(`"endDate":"${NEW_LAST_DAY}"`);
    expect(await other.seasonCalendar.refresh()).toBe(false);
  });

  it('moved back, registration closes again', async () => {
    const { version, items } = await current();
    expect(version).toBe(2);
    const res = await call('PUT', { version, items: withRegistrationTo(items, OLD_LAST_DAY) });
    expect(res.status).toBe(200);
    expect(app.season.isOpen(1, 'registration')).toBe(false);
    await other.seasonCalendar.refresh();
    expect(other.season.isOpen(1, 'registration')).toBe(false);
  });

  it('a new instance starts with the saved calendar', async () => {
    const { items } = await current();
    const third = await startTestApp(testDb, { portalNow: BETWEEN });
    try {
      await third.seasonCalendar.refresh();
      expect(third.season.calendar.version).toBe(3);
      expect((await seasonOf(third)).groups[0]?.steps.find((step) => step.key === 'registration')?.to).toBe(registrationOf(items)?.to);
    } finally {
      await third.close();
    }
  });
});
