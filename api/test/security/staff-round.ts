import { STAFF_ROLES, STAFF_TOKEN_HEADER, type StaffRole, type StaffStage } from '@portal/contracts/staff';
import type { App } from '../../src/app.js';
import { setMediaUses } from '../../src/media/uses.js';
import { cliActing } from '../../src/audit/acting.js';
import { answerQuestion } from '../../src/questions/answer.js';
import { askQuestion } from '../../src/questions/ask.js';
import { findStaffSession } from '../../src/staff/sessions.js';
import { createStaffSession, type StaffSessionOptions, type TestStaffSession } from '../../src/testing/staff.js';
import { envelopeOf, send, type RawAnswer, type RawRequest } from './http.js';
import type { Ledger } from './ledger.js';
import { secretsOf, type Party } from './parties.js';
import { ROUTE_TABLE } from './route-table.js';
import { leaksIn, textSecret, type Secret } from './secrets.js';
import { stateDifferences, type StateDigest } from './state.js';
import type { StaffProbeContext, StaffRoute } from './staff-routes/types.js';
import type { Station } from './stations.js';

// The staff routes (issue 24): every line of STAFF_ROUTE_TABLE tried as each of the five roles (ready, fresh), with no
// session, with a team session's token (in `token` and in `staff-token`), a disabled member's session, sessions at
// `enrol` and `secondFactor`, and a stale second factor of every role. What the line says the server lets through
// must not be refused with 401/403; everything else must be refused in the envelope — 401 code -1 (no live session) or
// 403 code 0 with the stage, null (the role) or {stepUp: true} — carrying nothing of anyone, with the database and the
// data folder exactly as before: refused requests are not audited (only failed sign-ins are, and those are the public
// login's), and a refused request does not even touch its session. The sessions are made once per round; one that an
// allowed probe ended (logout) is made again.

type Expected = { allowed: true } | { allowed: false; status: 401 | 403; data: unknown };

interface Caller {
  label: string;
  /** Sent as is: `staff-token`, or a team token in either header. */
  headers: Record<string, string>;
  /** What the guard sees: no live session, or a session's stage, role and freshness. */
  seen: { live: false } | { live: true; stage: StaffStage; role: StaffRole; fresh: boolean };
  /** How to make it again after an allowed probe ended it. */
  remake?: StaffSessionOptions;
  session?: TestStaffSession;
}

async function sessionCaller(app: App, label: string, options: StaffSessionOptions): Promise<Caller> {
  const session = await createStaffSession(app.db, options);
  const live = options.status === undefined || options.status === 'active';
  return {
    label,
    headers: session.headers,
    seen: live ? { live: true, stage: options.stage ?? 'ready', role: options.role, fresh: options.fresh !== false } : { live: false },
    ...(live ? { remake: options } : {}),
    session,
  };
}

/** Every caller of the round; ids of what the probes act on. */
export async function staffCallers(app: App, team: Party): Promise<{ callers: Caller[]; context: StaffProbeContext; secrets: Secret[] }> {
  const callers: Caller[] = [
    { label: 'no session', headers: {}, seen: { live: false } },
    { label: "a team session's token in `token`", headers: { token: team.token }, seen: { live: false } },
    { label: "a team session's token in `staff-token`", headers: { [STAFF_TOKEN_HEADER]: team.token }, seen: { live: false } },
    await sessionCaller(app, "a disabled organizer's session", { role: 'organizer', status: 'disabled' }),
    await sessionCaller(app, 'an organizer at enrol', { role: 'organizer', stage: 'enrol' }),
    await sessionCaller(app, 'an organizer at secondFactor', { role: 'organizer', stage: 'secondFactor' }),
  ];
  for (const role of STAFF_ROLES) {
    callers.push(await sessionCaller(app, `a ready ${role}`, { role }));
    callers.push(await sessionCaller(app, `a ${role} with a stale factor`, { role, fresh: false }));
  }
  // What the management probes act on: a member who is none of the callers.
  const target = await createStaffSession(app.db, { role: 'reviewer' });
  const secrets = [
    textSecret('the probed staff member e-mail', target.member.email),
    ...callers.flatMap((caller) => (caller.session ? [textSecret(`${caller.label} token`, caller.session.token)] : [])),
  ];
  // The review probes name the team's real registration (with its ID-card images) and work, so a refused probe that
  // leaked would carry the team's secrets, and an allowed one reaches real data.
  const ids: Record<string, number> = { staffMember: target.member.id };
  if (team.registrationId !== undefined) ids.registration = team.registrationId;
  if (team.work) ids.work = team.work.id;
  // A seeded finalist the teams voted for: real to every finalist probe, and kept by an allowed removal (its votes).
  const voted = await app.db.selectFrom('votes').select('finalist_id').orderBy('id').executeTakeFirst();
  if (voted) ids.finalist = voted.finalist_id;
  // A seeded article (adopted as a published document at revision 1), for the editor's article probes.
  const article = await app.db.selectFrom('cms_articles').select('id').orderBy('id').executeTakeFirst();
  if (article) ids.article = article.id;
  // A sample image of the library, shown by a partner: real to every media probe, and kept by an allowed deletion.
  const image = await app.db.selectFrom('media_assets').select('id').orderBy('id').executeTakeFirst();
  if (image) {
    ids.media = image.id;
    await app.db.transaction().execute((trx) => setMediaUses(trx, 'partner:1', [image.id]));
  }
  // The team's comment and the public article row it is on: moderation probes act on real rows.
  const comment = await app.db.selectFrom('comments').select(['id', 'article_id']).where('user_id', '=', team.userId).orderBy('id').executeTakeFirst();
  if (comment) {
    ids.comment = comment.id;
    ids.commentArticle = comment.article_id;
  }
  // The team's question thread, with its avatar as a file and an answer: question probes reach real rows.
  const asked = await askQuestion(app.db, team.userId, { content: 'Access-control question', files: team.avatar.uri ? [team.avatar.uri] : [] }, 'en');
  if (asked.ok) {
    ids.question = asked.threadId;
    const attachment = await app.db.selectFrom('question_attachments').select('id').where('message_id', '=', asked.messageId).executeTakeFirst();
    if (attachment) ids.questionAttachment = attachment.id;
    const answered = await answerQuestion({ db: app.db, messages: app.messages, siteUrl: 'http://localhost' }, cliActing('probe'), asked.threadId, 'Access-control answer');
    if (answered.ok) ids.questionAnswer = answered.messageId;
  }
  return { callers, context: { ids }, secrets };
}

/** What the line says of this caller, in the guard's order: a live session, the stage, the role, a fresh factor. */
export function expectedFor(route: StaffRoute, caller: Caller): Expected {
  const { seen } = caller;
  if (!seen.live) return { allowed: false, status: 401, data: null };
  if (seen.stage !== 'ready' && !(route.stages ?? []).includes(seen.stage)) return { allowed: false, status: 403, data: { stage: seen.stage } };
  if (route.roles !== 'any' && !route.roles.includes(seen.role)) return { allowed: false, status: 403, data: null };
  if (route.fresh && seen.stage === 'ready' && !seen.fresh) return { allowed: false, status: 403, data: { stepUp: true } };
  return { allowed: true };
}

function problemOf(expected: Expected, answer: RawAnswer, method: string): string | undefined {
  if (expected.allowed) {
    return answer.status === 401 || answer.status === 403 || answer.status >= 500 ? `allowed, got ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}` : undefined;
  }
  const envelope = envelopeOf(answer);
  const code = expected.status === 401 ? -1 : 0;
  const bodyOk = method === 'HEAD' || (envelope !== undefined && envelope.code === code && JSON.stringify(envelope.data) === JSON.stringify(expected.data) && envelope.msg !== '');
  return answer.status === expected.status && bodyOk ? undefined : `expected ${expected.status} code ${code} data ${JSON.stringify(expected.data)}, got ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`;
}

export interface StaffRoundOptions {
  round: string;
  station: Station;
  parties: [Party, Party];
  ledger: Ledger;
  digest: () => Promise<StateDigest>;
  serverSecrets: Secret[];
}

const withHeaders = (request: RawRequest, headers: Record<string, string>): RawRequest => ({ ...request, headers: { ...request.headers, ...headers } });

/** One round over every staff line of the table, with a state digest around each route's refused attempts. */
export async function staffRound(options: StaffRoundOptions): Promise<void> {
  const { station, ledger } = options;
  const { app } = station;
  const { callers, context, secrets } = await staffCallers(app, options.parties[0]);
  const everyone = [...secrets, ...options.parties.flatMap((party) => secretsOf(party)), ...options.serverSecrets];
  for (const [key, route] of Object.entries(ROUTE_TABLE)) {
    if (route.access !== 'staff') continue;
    const judged = callers.map((caller) => ({ caller, expected: expectedFor(route, caller) }));
    const before = await options.digest();
    for (const { caller, expected } of judged.filter((entry) => !entry.expected.allowed)) {
      const request = withHeaders(route.probe(context), caller.headers);
      const answer = await send(station.port, request);
      ledger.attempts += 1;
      ledger.staffRefused += 1;
      const problem = problemOf(expected, answer, request.method);
      if (problem) ledger.problems.push(`${options.round} | ${key} | ${caller.label}: ${problem}`);
      const leaks = leaksIn(answer, everyone);
      if (leaks.length > 0) ledger.leaks.push(`${options.round} | ${key} | ${caller.label}: ${leaks.join(', ')}`);
    }
    const differences = stateDifferences(before, await options.digest());
    if (differences.length > 0) ledger.changes.push(`${options.round} | ${key}: ${differences.join('; ')}`);
    for (const { caller, expected } of judged.filter((entry) => entry.expected.allowed)) {
      const request = withHeaders(route.probe(context), caller.headers);
      const answer = await send(station.port, request);
      ledger.attempts += 1;
      ledger.staffAllowed += 1;
      const problem = problemOf(expected, answer, request.method);
      if (problem) ledger.problems.push(`${options.round} | ${key} | ${caller.label}: ${problem}`);
    }
    await remakeEnded(app, callers);
  }
}

/** An allowed probe may have ended its caller's session (logout, a role change): the next route gets a live one. */
async function remakeEnded(app: App, callers: Caller[]): Promise<void> {
  for (const caller of callers) {
    if (!caller.remake || !caller.session || (await findStaffSession(app.db, caller.session.token))) continue;
    caller.session = await createStaffSession(app.db, caller.remake);
    caller.headers = caller.session.headers;
  }
}
