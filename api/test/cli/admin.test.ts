import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { App } from '../../src/app.js';
import { adminRunner, lastMail as lastMailOf } from './admin-runner.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { IN_WINDOW, add, get, team } from '../registrations/registration-helpers.js';

// `pnpm admin registrations …` run in-process against the same database the API uses.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: IN_WINDOW } },
);

const admin = adminRunner(() => testDb, IN_WINDOW);
const lastMail = (to: string) => lastMailOf(app, to);

async function accountEmail(userId: number): Promise<string> {
  return (await app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
}

describe('pnpm admin registrations', () => {
  it('takes a team through reject with a reason, resubmission and approval; the team sees each status and gets mail in its language', async () => {
    const { token, body, userId } = await team(app, 3);
    const submitted = (await add(app, token, body, 'zh-hk')).json<{ data: { id: number } }>().data;
    const id = String(submitted.id);
    const email = await accountEmail(userId);

    const listed = await admin('registrations', 'list', '--status', 'pending');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}\t1\tpending\t`);
    expect(listed.stdout).toContain(body.teamName);

    const shown = await admin('registrations', 'show', id);
    expect(shown.code).toBe(0);
    for (const m of body.members) expect(shown.stdout).toContain(m.studentId);
    const paths = [...shown.stdout.matchAll(/ID card (?:front|back): (\S+)/g)].map((match) => match[1] ?? '');
    expect(paths).toHaveLength(6);
    for (const path of paths) expect(existsSync(path)).toBe(true);

    expect((await admin('registrations', 'reject', id)).code).toBe(2);
    expect((await admin('registrations', 'reject', id, '--reason', '   ')).stderr).toMatch(/needs --reason/);
    const rejected = await admin('registrations', 'reject', id, '--reason', 'ID card of member 2 is blurred');
    expect(rejected).toMatchObject({ code: 0, stderr: '' });
    const rejectMail = await lastMail(email);
    expect(rejectMail?.subject).toContain('未通過');
    expect(rejectMail?.text).toContain('原因：ID card of member 2 is blurred');
    expect((await get(app, 'getOwnActive', token)).json()).toMatchObject({
      data: { status: 'failed', reason: 'ID card of member 2 is blurred', canModify: true },
    });

    expect((await admin('registrations', 'approve', id)).stderr).toMatch(/is failed: only a pending registration/);
    expect((await add(app, token, { ...body, teamName: 'Fixed Team' }, 'en-us')).statusCode).toBe(200);
    const approved = await admin('registrations', 'approve', id, '--by', 'Grace');
    expect(approved.code).toBe(0);
    const approveMail = await lastMail(email);
    // The language of the latest submission (English) and the submission window of the season file.
    expect(approveMail?.subject).toBe('Desert Sustainability Award: the registration of team "Fixed Team" has passed');
    expect(approveMail?.text).toContain('2023-11-01 – 2023-12-01');
    const own = (await get(app, 'getOwnActive', token)).json<{ data: { status: string; history: unknown[] } }>().data;
    expect(own.status).toBe('passed');
    expect(own.history).toEqual([
      expect.objectContaining({ from: null, to: 'pending', by: 'team' }),
      expect.objectContaining({ from: 'pending', to: 'failed', by: 'organizer', reason: 'ID card of member 2 is blurred' }),
      expect.objectContaining({ from: 'failed', to: 'pending', by: 'team' }),
      expect.objectContaining({ from: 'pending', to: 'passed', by: 'organizer' }),
    ]);
    const history = await app.db.selectFrom('registration_history').select(['actor_name']).where('registration_id', '=', submitted.id).orderBy('id').execute();
    expect(history.map((row) => row.actor_name)).toEqual([null, 'ada', null, 'Grace']);
    expect((await admin('registrations', 'show', id)).stdout).toMatch(/pending → passed by organizer Grace/);
  });

  it('exports a group as CSV, one line per member, quoting what needs it', async () => {
    const { token, body } = await team(app, 2, 2);
    const members = [{ ...body.members[0]!, school: 'University "A", Kowloon' }, body.members[1]!];
    expect((await add(app, token, { ...body, teamName: "O'Hare Dune", members })).statusCode).toBe(200);
    const result = await admin('registrations', 'export', '--group', '2');
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('\uFEFF')).toBe(true);
    const rows = parse(result.stdout.slice(1)) as string[][];
    expect(rows[0]?.slice(0, 4)).toEqual(['registration', 'team', 'topic', 'status']);
    const mine = rows.filter((row) => row[1] === "O'Hare Dune");
    expect(mine.map((row) => row[12])).toEqual(body.members.map((m) => m.email));
    expect(mine[0]?.[10]).toBe('University "A", Kowloon');
    expect(rows.slice(1).every((row) => row.length === 13)).toBe(true);
    expect((await admin('registrations', 'export')).code).toBe(2);
  });

  it.each([
    [['registrations', 'show', '999999'], 1, /no registration 999999/],
    [['registrations', 'approve', 'abc'], 2, /must be a registration id/],
    [['registrations', 'list', '--group', '3'], 2, /Allowed choices are 1, 2/],
    [['registrations'], 2, /Usage|usage/],
    [[], 2, /Usage|usage/],
  ])('refuses %j with exit code %i and says why', async (argv, code, message) => {
    const result = await admin(...argv);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
  });
});
