import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import { tokenFor } from '../../src/messages/unsubscribe.js';
import { moderateComment } from '../../src/moderation/decide.js';
import { CRITERIA } from '../../src/scoring/formula.js';
import { createStaffSession } from '../../src/testing/staff.js';
import { adminRunner } from '../cli/admin-runner.js';
import { startSeededApp, startTestApp, type TestDatabase } from '../helper.js';
import { codeFromOutbox as mailedCode, login, post, sendEmail, PASSWORD } from '../accounts/account-helpers.js';
import { add, IN_WINDOW, team, uploadImage } from '../registrations/registration-helpers.js';
import { addWork, AT, finishedUpload, workBody } from '../works/user-work/work-helpers.js';
import { codeFromOutbox as textedCode, IN_VOTING, phone, sendSms, verify } from '../votes/routes/vote-helpers.js';
import { createOk, patch } from '../works/tus-helpers.js';

// A season's worth of personal data, made the way the site makes it: sign-up with a mailed code, failed and good
// logins, team info with an avatar, registrations with ID-card images uploaded through the API and approved by the
// organizer's command, works with files, an unfinished resumable upload, comments, votes from verified phones and an
// e-mail address (and a code never used), jury scores and published winners naming a linked team's members. Each
// step runs on an app whose server clock is inside that step's window, all on one database and DATA_DIR.

/** The address every request of a visitor comes from: an IP address is personal data too. */
export const VISITOR_IP = '203.0.113.7';

export const CLOCK = {
  /** The last instant before the season's personalDataUntil (2024-07-20, Hong Kong). */
  beforeDay: new Date('2024-07-19T23:59:59+08:00'),
  /** Its first instant: the purge is due. */
  onDay: new Date('2024-07-20T00:00:00+08:00'),
  later: new Date('2024-08-01T10:00:00+08:00'),
};

export interface SeasonData {
  /** Strings that name people or their files, each in some row now: none may be left in any row after the purge. */
  markers: string[];
  /** Stored files (keys under DATA_DIR/uploads) the season made. */
  storedFiles: string[];
  tusId: string;
  counts: { accounts: number; registrations: number; members: number; works: number; votes: number; comments: number };
}

export const PURGE_TEST_CONFIG: Partial<AppConfig> = {
  // Unset: the server generates the vote key in DATA_DIR, which the purge destroys.
  voteSecret: undefined,
};

/** Apps made for the steps; the caller closes them with `closeAll`. */
export class SeasonApps {
  private readonly apps: App[] = [];

  constructor(private readonly testDb: () => TestDatabase) {}

  async at(instant: Date, seeded = false): Promise<App> {
    const config = { ...PURGE_TEST_CONFIG, portalNow: instant };
    const app = seeded ? await startSeededApp(this.testDb(), config) : await startTestApp(this.testDb(), config);
    this.apps.push(app);
    return app;
  }

  async closeAll(): Promise<void> {
    for (const app of this.apps.splice(0)) await app.close();
  }
}

const ok = (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body) as { data: Record<string, unknown> };
};

async function signUp(app: App, email: string, markers: string[]): Promise<string> {
  ok(await sendEmail(app, email, {}, VISITOR_IP));
  const code = await mailedCode(app, email);
  ok(await post(app, '/api/login/register', { email, code, password: PASSWORD, confirmPassword: PASSWORD }, {}, VISITOR_IP));
  const token = String(ok(await login(app, email, PASSWORD, 'B', VISITOR_IP)).data.token);
  // A mistyped password leaves a failed-login row (the account as typed, the address) until the next good login.
  expect((await login(app, email, 'not the password', 'B', VISITOR_IP)).statusCode).not.toBe(200);
  // Team info: an avatar (an uploaded image) and the members' details the account keeps.
  const avatar = await uploadImage(app, token);
  markers.push(avatar.slice('/uploads/'.length));
  const member = { name: 'Lee Siu Ming', position: 'captain', birthDate: '2006-03-04', school: 'Sand Dune College', studentId: 'SOLO-778899', email: 'siu-ming@example.org' };
  markers.push(member.email, member.studentId);
  ok(await post(app, '/api/user/setInfo', { teamName: 'Solo Sign-up Team', avatar, members: [member] }, { token }));
  return token;
}

function filmSheet(films: { id: number; position: number }[]): string[] {
  return ['judge,finalist,criterion,score', ...films.flatMap((f) => [`J1,${f.id},overall,${50 + 2 * f.position}`, `J2,${f.id},overall,${60 + 2 * f.position}`])];
}

function planSheet(plans: { id: number; position: number }[]): string[] {
  return [
    'judge,finalist,criterion,score',
    ...plans.flatMap((p) => CRITERIA[2].map((c, i) => `A,${p.id},${c.key},${i === 0 ? 10 + p.position : c.max === 25 ? 20 : 4}`)),
  ];
}

export async function makeSeason(apps: SeasonApps, testDb: () => TestDatabase): Promise<SeasonData> {
  const markers: string[] = [VISITOR_IP];
  const storedFiles: string[] = [];
  const uriKey = (uri: string) => uri.slice('/uploads/'.length);
  const admin = (at: Date) => adminRunner(testDb, at);

  // Registration window: accounts, team info, three registrations with their ID cards, comments.
  const open = await apps.at(IN_WINDOW, true);
  const signupEmail = `sign-up-${randomBytes(3).toString('hex')}@example.org`;
  markers.push(signupEmail);
  const soloToken = await signUp(open, signupEmail, markers);
  storedFiles.push(...markers.filter((marker) => /\.png$/.test(marker)));
  const article = await open.db.selectFrom('articles').select('id').where('cid', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  ok(await post(open, '/api/comment/add', { articleId: article.id, content: 'Call me on 9123 4567, Lee Siu Ming' }, { token: soloToken }));

  const teams = [];
  for (const [size, group] of [[3, 1], [2, 1], [2, 2]] as const) {
    const made = await team(open, size, group);
    const registration = ok(await add(open, made.token, made.body));
    teams.push({ ...made, group, registrationId: Number(registration.data.id) });
    for (const member of made.body.members) {
      markers.push(member.email.toLowerCase(), member.studentId, uriKey(member.idCardFront), uriKey(member.idCardBack));
      storedFiles.push(uriKey(member.idCardFront), uriKey(member.idCardBack));
    }
    ok(await post(open, '/api/comment/add', { articleId: article.id, content: `Team of ${size} here` }, { token: made.token }));
  }
  // Moderation (issue 25): a visitor and a team report the first comment, and an editor hides it with a reason.
  const reported = await open.db.selectFrom('comments').select('id').orderBy('id').executeTakeFirstOrThrow();
  ok(await post(open, '/api/comment/report', { comment_id: reported.id, reason: 'personalData' }, {}, VISITOR_IP));
  ok(await post(open, '/api/comment/report', { comment_id: reported.id, reason: 'abuse' }, { token: teams[0]?.token ?? '' }));
  const hidden = await moderateComment({ db: open.db, prerenderDir: open.config.prerenderDir }, reported.id, 'hide', 'Names a phone number: Lee Siu Ming', { kind: 'cli', name: 'editor' });
  expect(hidden.ok).toBe(true);
  // Unsubscribing (issue 26.6): the first team opts out of announcements from its mail's one-click link.
  const unsubscribe = await tokenFor(open.db, teams[0]?.userId ?? 0);
  markers.push(unsubscribe);
  const optedOut = await open.inject({ method: 'POST', url: `/api/unsubscribe/${unsubscribe}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(optedOut.statusCode).toBe(200);
  // Questions (issue 26.7): the solo account asks with a screenshot and its phone number; the organizers answer.
  const screenshot = await uploadImage(open, soloToken);
  storedFiles.push(uriKey(screenshot));
  markers.push(uriKey(screenshot), '9876 5432');
  ok(await post(open, '/api/question/add', { content: 'Can I register alone? Call me on 9876 5432', files: [screenshot] }, { token: soloToken }));
  const thread = await open.db.selectFrom('question_threads').select('id').executeTakeFirstOrThrow();
  expect((await admin(IN_WINDOW)('questions', 'answer', String(thread.id), '--text', 'A team has 2 to 4 members.')).code).toBe(0);
  const accounts = await open.db.selectFrom('users').select('email').execute();
  markers.push(...accounts.map((account) => account.email));
  for (const { registrationId } of teams) expect((await admin(IN_WINDOW)('registrations', 'approve', String(registrationId))).code).toBe(0);

  // Submission windows: a film per secondary team, a proposal for the university team, and a film still uploading.
  const works = await apps.at(AT.bothOpen);
  for (const made of teams) {
    const file = await finishedUpload(works, made.userId, made.group === 1 ? 'mp4' : 'pdf');
    storedFiles.push(file.storagePath);
    markers.push(file.publicId);
    const step = made.group === 1 ? 'videoSubmission' : 'preliminarySubmission';
    ok(await addWork(works, made.token, workBody(step, file.tusId)));
  }
  await works.listen({ host: '127.0.0.1', port: 0 });
  const address = works.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const first = teams[0];
  if (!first) throw new Error('no team');
  const tusUrl = await createOk(`http://127.0.0.1:${address.port}/api/tus`, { token: first.token, length: 4096 });
  expect((await patch(tusUrl, first.token, 0, randomBytes(1024))).status).toBe(204);
  const tusId = new URL(tusUrl).pathname.split('/').pop() ?? '';

  // The public vote: four verified phones and an e-mail address vote; one more phone asks for a code and never uses it.
  const voting = await apps.at(IN_VOTING);
  const films = await voting.db.selectFrom('finalists').select(['id', 'position', 'contest_group']).orderBy('position').execute();
  const secondary = films.filter((film) => film.contest_group === 'secondary');
  const university = films.filter((film) => film.contest_group === 'university');
  const ballots: [string, number][] = [
    [phone(11), 0],
    [phone(12), 0],
    [phone(13), 0],
    [phone(14), 4],
    ['Voter.Mail@Example.org', 4],
  ];
  for (const [contact, film] of ballots) {
    ok(await sendSms(voting, contact, VISITOR_IP));
    const code = await textedCode(voting, contact.includes('@') ? contact.toLowerCase() : `+852${contact}`);
    ok(await verify(voting, { contact, code, workId: secondary[film]?.id }));
  }
  ok(await sendSms(voting, phone(15), VISITOR_IP));
  markers.push(...[11, 12, 13, 14, 15].map((index) => `+852${phone(index)}`), 'voter.mail@example.org');
  // An organizer annuls the third vote (issue 28): the annulment stays in the public chain; the free-text note, which
  // may name a voter, goes with the purge.
  const annulNote = 'Annul note: same person as the first voter';
  expect((await admin(new Date('2024-02-20T10:00:00+08:00'))('votes', 'annul', '3', '--kind', 'duplicate', '--reason', annulNote)).code).toBe(0);
  markers.push(annulNote);

  // Results: film no. 1 linked to the first team (its members are named on the winners list), scores, publication.
  const afterVote = admin(new Date('2024-03-15T10:00:00+08:00'));
  const judgingDone = admin(new Date('2024-04-15T10:00:00+08:00'));
  expect((await afterVote('finalists', 'link', String(secondary[0]?.id), '--registration', String(first.registrationId))).code).toBe(0);
  const dir = await mkdtemp(join(tmpdir(), 'purge-sheets-'));
  try {
    await writeFile(join(dir, 'films.csv'), `${filmSheet(secondary).join('\n')}\n`);
    await writeFile(join(dir, 'plans.csv'), `${planSheet(university).join('\n')}\n`);
    expect((await afterVote('scores', 'import', '--group', '1', join(dir, 'films.csv'))).code).toBe(0);
    expect((await afterVote('winners', 'publish', '--group', '1')).code).toBe(0);
    expect((await judgingDone('scores', 'import', '--group', '2', join(dir, 'plans.csv'))).code).toBe(0);
    expect((await judgingDone('winners', 'publish', '--group', '2')).code).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // Judging (issue 27): a judge, the first screening's entries assigned, a sheet with a score, a declared conflict.
  const judge = await createStaffSession(open.db, { role: 'judge' });
  expect((await admin(new Date('2024-01-10T10:00:00+08:00'))('judging', 'assign', '--group', '1', '--round', 'firstRound', '--mode', 'all')).code).toBe(0);
  const entry = await open.db.selectFrom('judging_entries').select(['id', 'registration_id']).orderBy('number').executeTakeFirstOrThrow();
  const stamp = new Date().toISOString();
  const sheet = await open.db
    .insertInto('judging_sheets')
    .values({ season: open.season.id, contest_group: 'secondary', round: 'firstRound', staff_id: judge.member.id, status: 'draft', created_at: stamp, updated_at: stamp, submitted_at: null, hash: null, reopened_at: null, reopened_by: null, reopen_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await open.db.insertInto('judging_scores').values({ sheet_id: sheet.id, entry_id: entry.id, criterion: 'overall', score_centi: 7250, updated_at: stamp }).execute();
  await open.db
    .insertInto('judging_conflicts')
    .values({ season: open.season.id, staff_id: judge.member.id, kind: 'team', registration_id: entry.registration_id, school: null, school_key: null, entry_id: entry.id, note: null, declared_at: stamp })
    .execute();

  return {
    markers,
    storedFiles: storedFiles.sort(),
    tusId,
    counts: { accounts: accounts.length, registrations: teams.length, members: 7, works: teams.length, votes: ballots.length, comments: 4 },
  };
}
