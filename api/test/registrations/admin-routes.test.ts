import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminBulkApproveResult, AdminRegistration, AdminRegistrationPage } from '@portal/contracts/admin-review';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditHead, auditSince, call, expectRefused, staff, type Staff } from '../admin/review-helpers.js';
import { lastMail } from '../cli/admin-runner.js';
import { IN_WINDOW, PNG, add, get, team } from './registration-helpers.js';

// The back office's registrations (issue 24): the list with filters and search, the detail with ID-card images as
// route URLs, the images themselves (each view audited), decisions and bulk approval (sensitive, audited, mailed).

let app: App;
let testDb: TestDatabase;
withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: IN_WINDOW } },
);

type Page = { data: AdminRegistrationPage };
type Detail = { data: AdminRegistration };

let reviewer: Staff;
let organizer: Staff;
/** Registrations: a secondary-school team and a university one, both pending. */
let school: { id: number; token: string; body: Awaited<ReturnType<typeof team>>['body'] };
let university: typeof school;

async function registered(size: number, group: 1 | 2, teamName: string, school?: string) {
  const made = await team(app, size, group);
  const members = made.body.members.map((member, i) => (i === 0 && school ? { ...member, school } : member));
  const body = { ...made.body, teamName, members };
  const answer = await add(app, made.token, body);
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return { id: answer.json<{ data: { id: number } }>().data.id, token: made.token, body };
}

beforeAll(async () => {
  reviewer = await staff(app, 'reviewer');
  organizer = await staff(app, 'organizer');
  school = await registered(3, 1, 'Sand Dragons', 'Kowloon 100% Secondary');
  university = await registered(2, 2, 'Oasis Makers');
});

const list = (query: string, who: Staff = reviewer) => call(app, who, { url: `/api/admin/registrations${query}` });
const idsOf = (page: AdminRegistrationPage) => page.lists.map((item) => item.id);

describe('GET /api/admin/registrations', () => {
  it('lists the season, newest change first, with the captain school and member count', async () => {
    const answer = await list('');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = answer.json<Page>().data;
    expect(page).toMatchObject({ count: 2, page_no: 1, page_size: 20 });
    expect(idsOf(page)).toEqual([university.id, school.id]);
    expect(page.lists[1]).toEqual({
      id: school.id, group: 1, status: 'pending', teamName: 'Sand Dragons', topic: 'energy-climate', members: 3,
      school: 'Kowloon 100% Secondary', createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(idsOf((await list('?sort=created&order=asc')).json<Page>().data)).toEqual([school.id, university.id]);
    expect((await list('?page_size=1&page_no=2')).json<Page>().data).toMatchObject({ count: 2, page_no: 2, page_size: 1, lists: [{ id: school.id }] });
  });

  it('filters by group and status, and searches team names, members, schools and e-mails whatever the case', async () => {
    expect(idsOf((await list('?group=2')).json<Page>().data)).toEqual([university.id]);
    expect(idsOf((await list('?status=passed')).json<Page>().data)).toEqual([]);
    const member = school.body.members[1];
    for (const search of ['sand drag', 'OASIS', member?.name ?? '?', member?.email.toUpperCase() ?? '?', '100%', 'kowloon']) {
      const found = idsOf((await list(`?search=${encodeURIComponent(search)}`)).json<Page>().data);
      expect({ search, found }).toEqual({ search, found: search === 'OASIS' ? [university.id] : [school.id] });
    }
    // `%` and `_` are themselves, not wildcards.
    expect(idsOf((await list(`?search=${encodeURIComponent('0%S')}`)).json<Page>().data)).toEqual([]);
    expect(idsOf((await list('?search=_')).json<Page>().data)).toEqual([]);
  });

  it.each([['?group=3'], ['?status=approved'], ['?page_size=0'], ['?page_size=51'], ['?sort=name'], [`?search=${'a'.repeat(101)}`]])('refuses %s in the envelope', async (query) => {
    await expectRefused(app, testDb, () => list(query), 400);
  });
});

describe('GET /api/admin/registrations/:id', () => {
  it('shows the members with their ID cards as route URLs, the history and the account', async () => {
    const answer = await call(app, reviewer, { url: `/api/admin/registrations/${school.id}` });
    expect(answer.statusCode).toBe(200);
    const detail = answer.json<Detail>().data;
    expect(detail).toMatchObject({ id: school.id, group: 1, status: 'pending', teamName: 'Sand Dragons', topicTitle: expect.any(String), language: 'en', works: [] });
    expect(detail.members.map((member) => member.idCard)).toEqual(
      [1, 2, 3].map((n) => ({ front: `/api/admin/registrations/${school.id}/members/${n}/id-card/front`, back: `/api/admin/registrations/${school.id}/members/${n}/id-card/back` })),
    );
    expect(detail.members[0]).toMatchObject({ ordinal: 1, position: 'captain', email: school.body.members[0]?.email, school: 'Kowloon 100% Secondary' });
    expect(detail.history).toEqual([{ from: null, to: 'pending', reason: null, by: 'team', byName: null, at: expect.any(String) }]);
    // Never the stored images' addresses, nor the server's folders.
    expect(answer.body).not.toContain('/uploads/');
    expect(answer.body).not.toContain(testDb.dir);
  });

  it('answers 404 for a registration that does not exist, 400 for an id that is none', async () => {
    await expectRefused(app, testDb, () => call(app, reviewer, { url: '/api/admin/registrations/999999' }), 404);
    await expectRefused(app, testDb, () => call(app, reviewer, { url: '/api/admin/registrations/abc' }), 400);
  });
});

describe('ID-card images', () => {
  const card = (id: number, ordinal: number | string, side: string, who: Staff | null = reviewer) =>
    call(app, who, { url: `/api/admin/registrations/${id}/members/${ordinal}/id-card/${side}` });

  it('are streamed privately, and each view is an audit entry naming the registration, member and side', async () => {
    const seq = await auditHead(app);
    const answer = await card(school.id, 2, 'back');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(PNG)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'no-store, private',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-length': String(PNG.length),
    });
    await card(school.id, 2, 'back');
    const entries = await auditSince(app, seq);
    expect(entries).toEqual([0, 1].map(() => expect.objectContaining({ actor_kind: 'staff', actor_id: reviewer.member.id, action: 'idCard.view', target: `registration:${school.id}` })));
    expect(entries.map((entry) => JSON.parse(entry.detail))).toEqual([{ member: 2, side: 'back' }, { member: 2, side: 'back' }]);
  });

  it('refuse without a session, another role, a member that does not exist or a side that is none, recording nothing', async () => {
    const editor = await staff(app, 'editor');
    await expectRefused(app, testDb, () => card(school.id, 1, 'front', null), 401);
    await expectRefused(app, testDb, () => card(school.id, 1, 'front', editor), 403);
    await expectRefused(app, testDb, () => card(school.id, 4, 'front'), 404);
    await expectRefused(app, testDb, () => card(999999, 1, 'front'), 404);
    await expectRefused(app, testDb, () => card(school.id, 1, 'middle'), 400);
    await expectRefused(app, testDb, () => card(school.id, 0, 'front'), 400);
  });

  it('say a stored file is missing when the row names none, recording nothing', async () => {
    const { id } = await registered(2, 1, 'Lost Cards');
    await app.db.updateTable('registration_members').set({ id_card_front: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' }).where('registration_id', '=', id).where('ordinal', '=', 1).execute();
    await expectRefused(app, testDb, () => card(id, 1, 'front'), 404);
  });
});

describe('POST /api/admin/registrations/:id/decision', () => {
  const decide = (id: number, body: unknown, who: Staff = reviewer) => call(app, who, { method: 'POST', url: `/api/admin/registrations/${id}/decision`, body });

  it('refuses a rejection without a reason, a stale second factor, other roles and bad bodies, changing nothing', async () => {
    const stale = await staff(app, 'reviewer', { fresh: false });
    const judge = await staff(app, 'judge');
    await expectRefused(app, testDb, () => decide(school.id, { decision: 'reject' }), 400);
    await expectRefused(app, testDb, () => decide(school.id, { decision: 'reject', reason: '   ' }), 400);
    await expectRefused(app, testDb, () => decide(school.id, { decision: 'approve' }, stale), 403, { stepUp: true });
    await expectRefused(app, testDb, () => decide(school.id, { decision: 'approve' }, judge), 403);
    await expectRefused(app, testDb, () => call(app, null, { method: 'POST', url: `/api/admin/registrations/${school.id}/decision`, body: { decision: 'approve' } }), 401);
    await expectRefused(app, testDb, () => decide(school.id, { decision: 'maybe' }), 400);
    await expectRefused(app, testDb, () => decide(school.id, { decision: 'reject', reason: 'x'.repeat(1001) }), 400);
    await expectRefused(app, testDb, () => decide(999999, { decision: 'approve' }), 404);
  });

  it('rejects with a reason: history under the staff name, audit entry without the text, the team mailed and shown it', async () => {
    const seq = await auditHead(app);
    const answer = await decide(school.id, { decision: 'reject', reason: 'The ID card of member 2 is blurred' }, organizer);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Detail & { msg: string; show: boolean }>();
    expect(body).toMatchObject({ code: 1, msg: 'Registration rejected; the team was mailed', show: true, data: { status: 'failed', reason: 'The ID card of member 2 is blurred' } });
    expect(body.data.history.at(-1)).toEqual({ from: 'pending', to: 'failed', reason: 'The ID card of member 2 is blurred', by: 'organizer', byName: organizer.member.name, at: expect.any(String) });
    const entries = await auditSince(app, seq);
    expect(entries).toEqual([expect.objectContaining({ actor_kind: 'staff', actor_id: organizer.member.id, action: 'registration.reject', target: `registration:${school.id}` })]);
    expect(JSON.parse(entries[0]?.detail ?? '')).toEqual({ from: 'pending', to: 'failed', reasonLength: 34 });
    const account = await app.db.selectFrom('users').innerJoin('registrations', 'registrations.user_id', 'users.id').select('email').where('registrations.id', '=', school.id).executeTakeFirstOrThrow();
    expect((await lastMail(app, account.email))?.text).toContain('The ID card of member 2 is blurred');
    expect((await get(app, 'getOwnActive', school.token)).json()).toMatchObject({ data: { status: 'failed', reason: 'The ID card of member 2 is blurred' } });
  });

  it('refuses to decide a registration that is no longer pending, changing nothing', async () => {
    const answer = await expectRefused(app, testDb, () => decide(school.id, { decision: 'approve' }), 409);
    expect(answer.json<{ msg: string }>().msg).toBe('This registration is already "not passed": only a pending registration can be decided');
  });

  it('approves', async () => {
    const answer = await decide(university.id, { decision: 'approve', reason: 'ignored' }, reviewer);
    expect(answer.json()).toMatchObject({ code: 1, data: { status: 'passed', reason: null } });
  });
});

describe('POST /api/admin/registrations/bulk-approve', () => {
  const bulk = (body: unknown, who: Staff = reviewer) => call(app, who, { method: 'POST', url: '/api/admin/registrations/bulk-approve', body });

  it('approves each pending one on its own and reports the others with why, an audit entry each', async () => {
    const pending = [await registered(2, 1, 'Bulk One'), await registered(2, 1, 'Bulk Two'), await registered(2, 2, 'Bulk Three')];
    const seq = await auditHead(app);
    const answer = await bulk({ ids: [pending[0]?.id, university.id, 999999, pending[1]?.id, pending[0]?.id, pending[2]?.id] });
    expect(answer.statusCode).toBe(200);
    const result = answer.json<{ data: AdminBulkApproveResult; msg: string }>();
    expect(result.data).toEqual({
      approved: pending.map((made) => made.id),
      refused: [
        { id: university.id, reason: 'notPending', status: 'passed' },
        { id: 999999, reason: 'notFound', status: null },
      ],
    });
    expect(result.msg).toBe('Approved 3 registration(s); 2 could not be');
    const entries = await auditSince(app, seq);
    expect(entries.map((entry) => [entry.action, entry.target, JSON.parse(entry.detail)])).toEqual(
      pending.map((made) => ['registration.approve', `registration:${made.id}`, { from: 'pending', to: 'passed', bulk: true }]),
    );
    for (const made of pending) expect((await get(app, 'getOwnActive', made.token)).json()).toMatchObject({ data: { status: 'passed' } });
  });

  it('refuses an empty list, more than 200 ids, ids that are none and a stale factor, changing nothing', async () => {
    const stale = await staff(app, 'organizer', { fresh: false });
    const { id } = await registered(2, 1, 'Still Pending');
    await expectRefused(app, testDb, () => bulk({ ids: [] }), 400);
    await expectRefused(app, testDb, () => bulk({ ids: Array.from({ length: 201 }, (_, i) => id + i) }), 400);
    await expectRefused(app, testDb, () => bulk({ ids: [id, 'x'] }), 400);
    await expectRefused(app, testDb, () => bulk({ ids: [0] }), 400);
    await expectRefused(app, testDb, () => bulk({ ids: [id] }, stale), 403, { stepUp: true });
  });
});
