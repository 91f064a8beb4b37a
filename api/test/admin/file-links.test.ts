import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FileLink } from '@portal/contracts/admin-review';
import type { App } from '../../src/app.js';
import { redactUrl } from '../../src/http/log-redaction.js';
import { revokeAllStaffSessions } from '../../src/staff/sessions.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { IN_WINDOW, PNG, add, team } from '../registrations/registration-helpers.js';
import { call, expectRefused, staff, type Staff } from './review-helpers.js';

// File links (issue 24): <img> and <video> send no staff-token header, so a session mints a link for one private file
// route. The link opens that path only, for a role the route admits, while the session lives and until it expires.

let app: App;
let testDb: TestDatabase;
withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: IN_WINDOW } },
);

let reviewer: Staff;
let cardPath: string;
beforeAll(async () => {
  reviewer = await staff(app, 'reviewer');
  const made = await team(app, 2, 1);
  const answer = await add(app, made.token, made.body);
  const id = answer.json<{ data: { id: number } }>().data.id;
  cardPath = `/api/admin/registrations/${id}/members/1/id-card/front`;
});

async function mint(who: Staff, path: string): Promise<FileLink> {
  const answer = await call(app, who, { method: 'POST', url: '/api/admin/file-links', body: { path } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: FileLink }>().data;
}

const open = (url: string) => app.inject({ method: 'GET', url });

describe('file links', () => {
  it('open the one file they were minted for, without the header, and each view is audited as the session', async () => {
    const link = await mint(reviewer, cardPath);
    expect(link.url).toMatch(new RegExp(`^${cardPath}\\?link=[A-Za-z0-9_-]{43}$`));
    const answer = await open(link.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(PNG)).toBe(true);
    const entry = await app.db.selectFrom('audit_log').selectAll().orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'idCard.view', actor_id: reviewer.member.id });
    // Only the hash is stored.
    const token = new URL(link.url, 'http://x').searchParams.get('link') ?? '';
    const stored = await app.db.selectFrom('staff_file_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('do not open another path, and die with the session or at expiry, changing nothing', async () => {
    const link = await mint(reviewer, cardPath);
    const token = new URL(link.url, 'http://x').searchParams.get('link') ?? '';
    await expectRefused(app, testDb, () => open(cardPath.replace('front', 'back') + `?link=${token}`), 401);
    await expectRefused(app, testDb, () => open(`${cardPath}?link=${'A'.repeat(43)}`), 401);
    await app.db.updateTable('staff_file_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    await expectRefused(app, testDb, () => open(link.url), 401);

    const other = await staff(app, 'reviewer');
    const live = await mint(other, cardPath);
    expect((await open(live.url)).statusCode).toBe(200);
    await revokeAllStaffSessions(app.db, other.member.id);
    await expectRefused(app, testDb, () => open(live.url), 401);
  });

  it('still leave the role to the route: a judge may mint one but not open an ID card with it', async () => {
    const judge = await staff(app, 'judge');
    const link = await mint(judge, cardPath);
    await expectRefused(app, testDb, () => open(link.url), 403);
  });

  it('are minted only for private file routes, and never by a link', async () => {
    for (const path of ['/api/admin/registrations', '/uploads/x.png', `${cardPath}/../../..`, 'https://example.com/x']) {
      await expectRefused(app, testDb, () => call(app, reviewer, { method: 'POST', url: '/api/admin/file-links', body: { path } }), 400);
    }
    const link = await mint(reviewer, cardPath);
    const token = new URL(link.url, 'http://x').searchParams.get('link') ?? '';
    await expectRefused(app, testDb, () => app.inject({ method: 'POST', url: `/api/admin/file-links?link=${token}`, payload: { path: cardPath } }), 401);
  });

  it('never reach the request log', () => {
    expect(redactUrl(`${cardPath}?download=1&link=abc_DEF-123&x=1`)).toBe(`${cardPath}?download=1&link=[redacted]&x=1`);
  });
});
