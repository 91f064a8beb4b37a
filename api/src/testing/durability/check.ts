import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { hashToken } from '../../accounts/sessions.js';
import { verifyPassword } from '../../accounts/passwords.js';
import type { DatabaseConfig } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { ChainVerifier } from '../../votes/chain.js';
import { contactHash, parseContact } from '../../votes/contact.js';
import { chainRows } from '../../votes/log.js';
import { voteSecretFile } from '../../votes/secret.js';
import { isStorageKey, uploadsDir } from '../../uploads/storage.js';
import { acknowledged, type HttpClient } from './http.js';
import { writeKinds, type Ledger, type WriteKind } from './ledger.js';
import { PNG_TRAILER } from './png.js';

// What is checked after every restart, on the database and the data folder the restarted server uses:
//
// 1. Every acknowledged write is there, row by row, as acknowledged (the ledger): the account (its password
//    verifies, for the accounts of the last cycle), the session, the comment, each image's row and file with the
//    exact bytes sent (and, for the last cycle's, served to its owner), the registration with all its members, the
//    vote code, the vote with its receipt's seq and hash.
// 2. No half-written row, acknowledged or not (the invariants, each one a transaction of the server):
//    - users: complete (e-mail, time, and a password hash that is whole: `scrypt$N$r$p$salt$key`);
//      sign-up = code used + account created, together: a used sign-up code ⇔ an account with a password;
//    - sessions: a whole token hash, of an existing user;
//    - comments: non-empty, of an existing article and user (or, a staff reply, staff member);
//    - uploads: the row's file exists, with the row's size, and is a whole PNG (signature … IEND);
//    - registrations: 2–4 members numbered 1…n with one captain, each ID-card image an upload of the team's
//      account whose file exists, a first history row (none → pending), and group_slots.taken = the teams per group;
//    - votes: the chain verifies from the genesis to the stored head (head.seq = number of votes), contacts are
//      unique, and a used vote code ⇔ a vote of that contact (the code and the vote are one transaction);
//    - SQLite: PRAGMA integrity_check and foreign_key_check.
// 3. No half-written or orphaned file: every file in the uploads folder is an `uploads` row's (no file without its
//    row), except the upload temporaries (`.tmp-*`) of requests cut off by the kill, which are counted and shown
//    never to be served; the generated vote secret is whole.

export interface CheckInput {
  database: DatabaseConfig;
  dataDir: string;
  ledger: Ledger;
  /** The restarted server, for the checks of what it serves. */
  client: HttpClient;
  season: string;
  /** Writes of this cycle and later are "new": their passwords are verified and their files fetched over HTTP. */
  newFromCycle: number;
}

export interface CheckReport {
  found: Record<WriteKind, number>;
  /** Acknowledged writes not found, or found different. */
  missing: string[];
  /** Broken invariants of rows. */
  halfWritten: string[];
  /** Files without their row, cut short, or unexpected. */
  badFiles: string[];
  /** Upload temporaries left by requests the kill cut off (never served; swept after 24 h). */
  temporaries: number;
}

const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));
const isIso = (value: string) => !Number.isNaN(Date.parse(value)) && value.endsWith('Z');

function wholeScryptHash(value: string): boolean {
  const parts = value.split('$');
  return parts.length === 6 && parts[0] === 'scrypt' && parts.slice(1, 4).every((n) => /^\d+$/.test(n)) && parts.slice(4).every((p) => /^[A-Za-z0-9_-]{16,}$/.test(p));
}

export async function checkAfterRestart(input: CheckInput): Promise<CheckReport> {
  const { db, sqlite } = connectDatabase(input.database);
  try {
    const report: CheckReport = {
      found: Object.fromEntries(writeKinds.map((kind) => [kind, 0])) as Record<WriteKind, number>,
      missing: [],
      halfWritten: [],
      badFiles: [],
      temporaries: 0,
    };
    if (sqlite) {
      const integrity = sqlite.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') report.halfWritten.push(`SQLite integrity_check: ${String(integrity)}`);
      const foreign = sqlite.pragma('foreign_key_check') as unknown[];
      if (foreign.length > 0) report.halfWritten.push(`SQLite foreign_key_check: ${JSON.stringify(foreign.slice(0, 5))}`);
    }
    const secret = await checkVoteSecret(input.dataDir, report);
    await checkAccounts(db, input, report);
    await checkComments(db, input, report);
    await checkUploads(db, input, report);
    await checkRegistrations(db, input, report);
    if (secret) await checkVotes(db, input, secret, report);
    return report;
  } finally {
    await db.destroy();
  }
}

async function checkVoteSecret(dataDir: string, report: CheckReport): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(voteSecretFile(dataDir), 'utf8');
  } catch (error) {
    report.badFiles.push(`vote secret unreadable: ${String(error)}`);
    return undefined;
  }
  if (!/^[0-9a-f]{64}\n$/.test(text)) report.badFiles.push(`vote secret is not whole: ${JSON.stringify(text)}`);
  return text.trim();
}

async function checkAccounts(db: Kysely<Database>, input: CheckInput, report: CheckReport): Promise<void> {
  const { ledger } = input;
  const users = await db.selectFrom('users').select(['id', 'email', 'password_hash', 'created_at']).execute();
  const usersByEmail = byKey(users, (user) => user.email);
  const codes = await db.selectFrom('email_codes').select(['email', 'used_at', 'purpose']).execute();
  const codeEmails = new Set(codes.map((code) => code.email));
  const usedCodeEmails = new Set(codes.filter((code) => code.used_at !== null && code.purpose === 'register').map((code) => code.email));

  for (const user of users) {
    const whole = user.email.includes('@') && isIso(user.created_at) && (user.password_hash === null || wholeScryptHash(user.password_hash));
    if (!whole) report.halfWritten.push(`user ${user.id} is not whole: ${JSON.stringify(user)}`);
    if (user.password_hash !== null && !usedCodeEmails.has(user.email)) report.halfWritten.push(`user ${user.email} has a password but no used sign-up code`);
  }
  for (const email of usedCodeEmails) {
    if (!usersByEmail.get(email)?.password_hash) report.halfWritten.push(`sign-up code of ${email} used, but no account with a password`);
  }

  for (const acked of ledger.signUpCodes) {
    if (codeEmails.has(acked.email)) report.found.signUpCodes += 1;
    else report.missing.push(`sign-up code for ${acked.email} (cycle ${acked.cycle})`);
  }
  const fresh = ledger.signUps.filter((acked) => acked.cycle >= input.newFromCycle);
  const verdicts = new Map(
    await Promise.all(
      fresh.map(async (acked) => {
        const hash = usersByEmail.get(acked.email)?.password_hash;
        return [acked.email, hash ? await verifyPassword(acked.password, hash) : false] as const;
      }),
    ),
  );
  for (const acked of ledger.signUps) {
    const user = usersByEmail.get(acked.email);
    if (!user?.password_hash || verdicts.get(acked.email) === false) report.missing.push(`account ${acked.email} (cycle ${acked.cycle})`);
    else report.found.signUps += 1;
  }

  const sessions = await db.selectFrom('sessions').select(['id', 'user_id', 'token_hash', 'revoked_at', 'created_at', 'expires_at']).execute();
  const userIds = new Set(users.map((user) => user.id));
  for (const session of sessions) {
    if (!/^[0-9a-f]{64}$/.test(session.token_hash) || !userIds.has(session.user_id) || !(session.expires_at > session.created_at)) {
      report.halfWritten.push(`session ${session.id} is not whole`);
    }
  }
  const sessionsByHash = byKey(sessions, (session) => session.token_hash);
  for (const acked of ledger.sessions) {
    const session = sessionsByHash.get(hashToken(acked.token));
    if (session && session.revoked_at === null && session.user_id === usersByEmail.get(acked.email)?.id) report.found.sessions += 1;
    else report.missing.push(`session of ${acked.email} (cycle ${acked.cycle})`);
  }
}

async function checkComments(db: Kysely<Database>, input: CheckInput, report: CheckReport): Promise<void> {
  const rows = await db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .leftJoin('articles', 'articles.id', 'comments.article_id')
    .select(['comments.id', 'comments.article_id', 'comments.content', 'comments.staff_member_id', 'users.email', 'articles.id as article'])
    .execute();
  for (const row of rows) {
    // A staff reply (migration 024) has a staff member for its author instead of an account.
    const authored = row.email !== null || row.staff_member_id !== null;
    if (row.content === '' || !authored || row.article === null) report.halfWritten.push(`comment ${row.id} is not whole`);
  }
  const byId = byKey(rows, (row) => row.id);
  for (const acked of input.ledger.comments) {
    const row = byId.get(acked.id);
    if (row && row.article_id === acked.articleId && row.content === acked.content && row.email === acked.email) report.found.comments += 1;
    else report.missing.push(`comment ${acked.id} of ${acked.email} (cycle ${acked.cycle}): ${row ? 'different' : 'absent'}`);
  }
}

/** The first session token the ledger holds for an account. */
const tokenOf = (ledger: Ledger, email: string) => ledger.sessions.find((session) => session.email === email)?.token;

async function checkUploads(db: Kysely<Database>, input: CheckInput, report: CheckReport): Promise<void> {
  const { ledger, client } = input;
  const dir = uploadsDir(input.dataDir);
  const rows = await db
    .selectFrom('uploads')
    .leftJoin('users', 'users.id', 'uploads.owner_user_id')
    .select(['uploads.id', 'uploads.public_id', 'uploads.ext', 'uploads.kind', 'uploads.size', 'uploads.storage_path', 'users.email'])
    .execute();
  const byPath = byKey(rows, (row) => row.storage_path);
  const digests = new Map<string, string>();

  // Rows → files: each row's file is there, as long as the row says, and a whole PNG.
  for (const row of rows) {
    const path = join(dir, row.storage_path);
    const info = await stat(path).catch(() => undefined);
    if (row.storage_path !== `${row.public_id}.${row.ext}` || row.email === null) {
      report.halfWritten.push(`upload row ${row.id} is not whole`);
    } else if (!info?.isFile()) {
      report.halfWritten.push(`upload row ${row.id} (${row.storage_path}) has no file`);
    } else if (info.size !== Number(row.size)) {
      report.badFiles.push(`${row.storage_path}: ${info.size} bytes on disk, ${row.size} in its row`);
    } else {
      const bytes = await readFile(path);
      const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) && bytes.subarray(-12).equals(PNG_TRAILER);
      if (!png) report.badFiles.push(`${row.storage_path}: not a whole PNG`);
      digests.set(row.storage_path, createHash('sha256').update(bytes).digest('hex'));
    }
  }

  // Files → rows: nothing in the folder but row files and the temporaries of cut-off requests.
  const names = await readdir(dir).catch(() => [] as string[]);
  const temporaries = names.filter((name) => name.startsWith('.tmp-'));
  report.temporaries = temporaries.length;
  for (const name of names) {
    if (name.startsWith('.tmp-')) continue;
    if (!isStorageKey(name)) report.badFiles.push(`unexpected file in the uploads folder: ${name}`);
    else if (!byPath.has(name)) report.badFiles.push(`orphan file without its upload row: ${name} (${(await stat(join(dir, name))).size} bytes)`);
  }

  // The acknowledged images, byte for byte; the last cycle's also as the server serves them to their owner.
  for (const acked of ledger.images) {
    const name = acked.uri.replace(/^\/uploads\//, '');
    const row = byPath.get(name);
    if (!row || row.email !== acked.email || row.kind !== 'image' || Number(row.size) !== acked.size || digests.get(name) !== acked.sha256) {
      report.missing.push(`image ${acked.uri} of ${acked.email} (cycle ${acked.cycle}): ${row ? 'different' : 'absent'}`);
      continue;
    }
    if (acked.cycle >= input.newFromCycle) {
      const served = await client.call('GET', acked.uri, { headers: { token: tokenOf(ledger, acked.email) ?? '' } });
      if (!served.ok || served.answer.status !== 200 || createHash('sha256').update(served.answer.raw).digest('hex') !== acked.sha256) {
        report.missing.push(`image ${acked.uri} is not served whole to its owner`);
        continue;
      }
    }
    report.found.images += 1;
  }

  // A temporary is never served, even to a signed-in user who names it.
  const someone = ledger.sessions[0]?.token;
  if (temporaries[0] !== undefined && someone) {
    const served = await client.call('GET', `/uploads/${temporaries[0]}`, { headers: { token: someone } });
    if (!served.ok || served.answer.status !== 404) report.badFiles.push(`a temporary is served: ${temporaries[0]}`);
  }
}

async function checkRegistrations(db: Kysely<Database>, input: CheckInput, report: CheckReport): Promise<void> {
  const { ledger, client, season } = input;
  const registrations = await db
    .selectFrom('registrations')
    .leftJoin('users', 'users.id', 'registrations.user_id')
    .select([
      'registrations.id',
      'registrations.user_id',
      'registrations.contest_group',
      'registrations.team_name',
      'registrations.topic_key',
      'registrations.status',
      'users.email',
    ])
    .where('registrations.season', '=', season)
    .execute();
  const members = await db.selectFrom('registration_members').selectAll().where('season', '=', season).orderBy('registration_id').orderBy('ordinal').execute();
  const history = await db.selectFrom('registration_history').select(['registration_id', 'from_status', 'to_status']).orderBy('id').execute();
  const uploads = await db.selectFrom('uploads').select(['public_id', 'ext', 'owner_user_id', 'kind', 'storage_path']).execute();
  const uploadByUri = byKey(uploads, (upload) => `/uploads/${upload.public_id}.${upload.ext}`);
  const slots = await db.selectFrom('group_slots').select(['contest_group', 'taken']).where('season', '=', season).execute();
  const dir = uploadsDir(input.dataDir);

  const membersOf = new Map<number, typeof members>();
  for (const member of members) membersOf.set(member.registration_id, [...(membersOf.get(member.registration_id) ?? []), member]);
  const firstHistory = new Map<number, (typeof history)[number]>();
  for (const row of history) if (!firstHistory.has(row.registration_id)) firstHistory.set(row.registration_id, row);

  for (const registration of registrations) {
    const team = membersOf.get(registration.id) ?? [];
    const problems: string[] = [];
    if (team.length < 2 || team.length > 4) problems.push(`${team.length} members`);
    if (team.some((member, i) => member.ordinal !== i + 1)) problems.push('member numbers are not 1…n');
    if (team.filter((member) => member.position === 'captain').length !== 1) problems.push('not exactly one captain');
    for (const member of team) {
      for (const uri of [member.id_card_front, member.id_card_back]) {
        const upload = uploadByUri.get(uri);
        if (!upload || upload.owner_user_id !== registration.user_id || upload.kind !== 'image') problems.push(`ID-card image ${uri} is not an upload of the team's account`);
        else if (!(await stat(join(dir, upload.storage_path)).catch(() => undefined))?.isFile()) problems.push(`ID-card image ${uri} has no file`);
      }
    }
    const first = firstHistory.get(registration.id);
    if (!first || first.from_status !== null || first.to_status !== 'pending') problems.push('no first history row (none → pending)');
    if (problems.length > 0) report.halfWritten.push(`registration ${registration.id}: ${problems.join('; ')}`);
  }
  for (const group of ['secondary', 'university'] as const) {
    const teams = registrations.filter((registration) => registration.contest_group === group).length;
    const taken = slots.find((slot) => slot.contest_group === group)?.taken ?? 0;
    if (teams !== taken) report.halfWritten.push(`group_slots says ${taken} ${group} teams, there are ${teams}`);
  }

  const byId = byKey(registrations, (registration) => registration.id);
  for (const acked of ledger.registrations) {
    const row = byId.get(acked.id);
    const team = membersOf.get(acked.id) ?? [];
    const same =
      row !== undefined &&
      row.email === acked.email &&
      row.contest_group === (acked.group === 1 ? 'secondary' : 'university') &&
      row.team_name === acked.teamName &&
      row.topic_key === acked.topic &&
      row.status === 'pending' &&
      team.length === acked.members.length &&
      acked.members.every((sent, i) => {
        const stored = team[i]!;
        return (
          stored.name === sent.name &&
          stored.position === sent.position &&
          stored.birth_date === sent.birthDate &&
          stored.school === sent.school &&
          stored.student_id === sent.studentId &&
          stored.email === sent.email &&
          stored.id_card_front === sent.idCardFront &&
          stored.id_card_back === sent.idCardBack
        );
      });
    if (!same) {
      report.missing.push(`registration ${acked.id} of ${acked.email} (cycle ${acked.cycle}): ${row ? 'different' : 'absent'}`);
      continue;
    }
    if (acked.cycle >= input.newFromCycle) {
      // What the team's own page shows after the restart.
      const own = await client.call('GET', '/api/registration/getOwnActive', { headers: { token: tokenOf(ledger, acked.email) ?? '' } });
      const data = acknowledged(own)?.data as { id?: unknown; members?: unknown[] } | undefined;
      if (data?.id !== acked.id || data.members?.length !== acked.members.length) {
        report.missing.push(`registration ${acked.id} is not shown to its team`);
        continue;
      }
    }
    report.found.registrations += 1;
  }
}

async function checkVotes(db: Kysely<Database>, input: CheckInput, secret: string, report: CheckReport): Promise<void> {
  const { ledger, season } = input;
  const verifier = new ChainVerifier(season);
  const rows: { id: number; seq: number; hash: string; finalist_id: number; contact_hash: string }[] = [];
  let entries = 0;
  for await (const row of chainRows(db, season)) {
    verifier.add(row);
    entries += 1;
    // Annulments (docs/adr/0049) are chain entries without a contact; the checks below are about votes.
    if (row.kind === 'vote') rows.push(row);
  }
  const head = await db.selectFrom('vote_chain_heads').select(['seq', 'head_hash']).where('season', '=', season).executeTakeFirst();
  const check = verifier.finish(head ? { seq: head.seq, hash: head.head_hash } : { seq: 0, hash: '0'.repeat(64) });
  if (check.broken) report.halfWritten.push(`the vote chain breaks at seq ${check.broken.seq}: ${check.broken.problem}`);
  const total = await db.selectFrom('votes').select(sql<string | number>`count(*)`.as('n')).where('season', '=', season).executeTakeFirstOrThrow();
  if (Number(total.n) !== rows.length || entries !== (head?.seq ?? 0)) report.halfWritten.push(`${Number(total.n)} votes, ${entries} entries in the chain, head at ${head?.seq ?? 0}`);

  const codes = await db.selectFrom('vote_codes').select(['contact_hash', 'used_at']).where('season', '=', season).execute();
  const codeContacts = new Set(codes.map((code) => code.contact_hash));
  const usedContacts = new Set(codes.filter((code) => code.used_at !== null).map((code) => code.contact_hash));
  const voteContacts = new Set(rows.map((row) => row.contact_hash));
  if (voteContacts.size !== rows.length) report.halfWritten.push('a contact has two votes');
  for (const contact of voteContacts) if (!usedContacts.has(contact)) report.halfWritten.push(`a vote whose code is not used (${contact.slice(0, 12)}…)`);
  for (const contact of usedContacts) if (!voteContacts.has(contact)) report.halfWritten.push(`a used vote code without its vote (${contact.slice(0, 12)}…)`);

  const hashOf = (typed: string) => {
    const contact = parseContact(typed);
    if (!contact) throw new Error(`the load used a contact the API refuses: ${typed}`);
    return contactHash(secret, contact);
  };
  for (const acked of ledger.voteCodes) {
    if (codeContacts.has(hashOf(acked.contact))) report.found.voteCodes += 1;
    else report.missing.push(`vote code for ${acked.contact} (cycle ${acked.cycle})`);
  }
  const byId = byKey(rows, (row) => Number(row.id));
  for (const acked of ledger.votes) {
    const row = byId.get(acked.voteId);
    if (row && row.seq === acked.seq && row.hash === acked.hash && row.finalist_id === acked.workId && row.contact_hash === hashOf(acked.contact)) report.found.votes += 1;
    else report.missing.push(`vote ${acked.voteId} (seq ${acked.seq}) of ${acked.contact} (cycle ${acked.cycle}): ${row ? 'different' : 'absent'}`);
  }
}
