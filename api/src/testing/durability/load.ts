import { randomInt } from 'node:crypto';
import { parseContact } from '../../votes/contact.js';
import { acknowledged, type CallOptions, type HttpClient, type Outcome } from './http.js';
import type { Ledger, MemberSent } from './ledger.js';
import { randomPng, sha256 } from './png.js';

// The mixed write load of one kill cycle: sign-ups (codes read from the development outbox), logins, comments,
// ID-card image uploads and team registrations in the registration window; sign-ups, comments, uploads and votes
// with verified contacts in the voting window. A few actors run concurrently until the harness stops them and kills
// the server; every acknowledged write goes into the ledger.

export type Phase = 'registration' | 'voting';

export interface Account {
  email: string;
  password: string;
  token: string;
  /** Whether this account has already registered a team (one per season). */
  registered: boolean;
}

/** What the load needs from the seeded site: article ids, the topics of each group, the finalist films. */
export interface SiteFacts {
  articles: number[];
  topics: Record<1 | 2, string[]>;
  films: number[];
}

export interface LoadStats {
  requests: number;
  /** Exchanges that failed without an answer (connection refused or reset: the kill). */
  cutOff: number;
  /** Answers that were not acknowledgements, by "status message" (rate limits and the like; all expected). */
  refusals: Map<string, number>;
  /** 5xx answers: never expected, a crash test must not hide them. */
  serverErrors: string[];
}

/** Where a kill may be aimed: just after a request of this kind has sent its whole body. */
export type AimKind = 'upload' | 'registration' | 'vote' | 'signUp' | 'comment';

export interface LoadContext {
  client: HttpClient;
  ledger: Ledger;
  cycle: number;
  phase: Phase;
  site: SiteFacts;
  /** Accounts with a live session, from every cycle so far (sessions survive restarts). */
  accounts: Account[];
  /** Unique per run: names, addresses and contacts never repeat across cycles. */
  runTag: string;
  counter: { next: number };
  stats: LoadStats;
  /** Set by the harness just before the kill: no new request starts. */
  stopped: () => boolean;
  /** Called when a request of a kind has sent its body (the harness may aim the kill there). */
  onBodySent: (kind: AimKind) => void;
}

export function emptyStats(): LoadStats {
  return { requests: 0, cutOff: 0, refusals: new Map(), serverErrors: [] };
}

const PASSWORD = 'crash-test-password-1';
const next = (ctx: LoadContext) => (ctx.counter.next += 1);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** A distinct client address per flow (TRUST_PROXY believes 127.0.0.1), so per-IP code limits do not cap the load. */
function clientIp(ctx: LoadContext): string {
  const n = next(ctx);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function call(ctx: LoadContext, label: string, method: string, path: string, options: CallOptions = {}, aim?: AimKind): Promise<Outcome | undefined> {
  if (ctx.stopped()) return undefined;
  ctx.stats.requests += 1;
  const outcome = await ctx.client.call(method, path, aim ? { ...options, onBodySent: () => ctx.onBodySent(aim) } : options);
  if (!outcome.ok) {
    ctx.stats.cutOff += 1;
  } else if (!acknowledged(outcome)) {
    const { status, body } = outcome.answer;
    const key = `${label} ${status} ${body?.msg ?? ''}`;
    if (status >= 500) ctx.stats.serverErrors.push(key);
    else ctx.stats.refusals.set(key, (ctx.stats.refusals.get(key) ?? 0) + 1);
  }
  return outcome;
}

/** The newest 6-digit code the development outbox holds for an address or phone. */
async function codeFromOutbox(ctx: LoadContext, query: string): Promise<string | undefined> {
  const outcome = await call(ctx, 'outbox', 'GET', `/api/dev/outbox?${query}`);
  const data = outcome && acknowledged(outcome)?.data;
  if (!Array.isArray(data) || data.length === 0) return undefined;
  return /\b(\d{6})\b/.exec(String((data[0] as { text?: unknown }).text))?.[1];
}

/** Sign-up (code by mail, read from the outbox) and login; the account, or undefined when cut off or refused. */
async function signUp(ctx: LoadContext, forRegistration = false): Promise<Account | undefined> {
  const email = `user-${ctx.runTag}-${next(ctx)}@crash.test`;
  const ip = { 'x-forwarded-for': clientIp(ctx) };
  const sent = await call(ctx, 'sendEmail', 'GET', `/api/login/sendEmail?email=${encodeURIComponent(email)}`, { headers: ip });
  if (!sent || !acknowledged(sent)) return undefined;
  ctx.ledger.signUpCodes.push({ cycle: ctx.cycle, email });
  const code = await codeFromOutbox(ctx, `email=${encodeURIComponent(email)}`);
  if (!code) return undefined;
  const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD };
  const registered = await call(ctx, 'register', 'POST', '/api/login/register', { json: body, headers: ip }, 'signUp');
  if (!registered || !acknowledged(registered)) return undefined;
  ctx.ledger.signUps.push({ cycle: ctx.cycle, email, password: PASSWORD });
  const login = await call(ctx, 'login', 'POST', '/api/login/account', { json: { account: email, password: PASSWORD }, headers: ip });
  const token = login && (acknowledged(login)?.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') return undefined;
  ctx.ledger.sessions.push({ cycle: ctx.cycle, email, token });
  const account: Account = { email, password: PASSWORD, token, registered: forRegistration };
  ctx.accounts.push(account);
  return account;
}

async function comment(ctx: LoadContext, account: Account): Promise<void> {
  const articleId = pick(ctx.site.articles);
  // Unicode on purpose: the row must come back exactly as acknowledged.
  const content = `crash ${ctx.runTag} comment ${next(ctx)}: 沙漠 ✓ 🌵`;
  const outcome = await call(ctx, 'comment', 'POST', '/api/comment/add', { json: { articleId, content }, headers: { token: account.token } }, 'comment');
  const id = outcome && (acknowledged(outcome)?.data as { id?: unknown } | undefined)?.id;
  if (typeof id === 'number') ctx.ledger.comments.push({ cycle: ctx.cycle, id, articleId, email: account.email, content });
}

/** Uploads `count` fresh PNGs (8 KB to 400 KB) in one request; their addresses in order, or undefined. */
async function uploadImages(ctx: LoadContext, account: Account, count: number): Promise<string[] | undefined> {
  const images = Array.from({ length: count }, () => randomPng(randomInt(8_000, 400_000)));
  const files = images.map((data, i) => ({ name: 'file', filename: `id-card-${i + 1}.png`, type: 'image/png', data }));
  const outcome = await call(ctx, 'upload', 'POST', '/api/upload/image', { multipart: { fields: { type: '1' }, files }, headers: { token: account.token } }, 'upload');
  const uris = outcome && (acknowledged(outcome)?.data as { uris?: unknown } | undefined)?.uris;
  if (!Array.isArray(uris) || uris.length !== count) return undefined;
  uris.forEach((uri, i) => ctx.ledger.images.push({ cycle: ctx.cycle, uri: String(uri), email: account.email, sha256: sha256(images[i]!), size: images[i]!.length }));
  return uris.map(String);
}

async function registerTeam(ctx: LoadContext, account: Account): Promise<void> {
  const size = randomInt(2, 4); // 2 or 3 members
  const uris = await uploadImages(ctx, account, size * 2);
  if (!uris) return;
  const group = pick([1, 2] as const);
  const topic = pick(ctx.site.topics[group]);
  const members: MemberSent[] = Array.from({ length: size }, (_, i) => {
    const n = next(ctx);
    return {
      name: `Member ${n} 隊員`,
      position: i === 0 ? 'captain' : 'member',
      birthDate: `200${randomInt(0, 8)}-0${randomInt(1, 10)}-1${randomInt(0, 10)}`,
      school: `School ${n}`,
      studentId: `S${ctx.runTag}${n}`,
      email: `member-${ctx.runTag}-${n}@crash.test`,
      idCardFront: uris[i * 2]!,
      idCardBack: uris[i * 2 + 1]!,
    };
  });
  const teamName = `Team ${ctx.runTag}-${next(ctx)}`;
  const body = { group, teamName, topic, members };
  const outcome = await call(ctx, 'registration', 'POST', '/api/registration/add', { json: body, headers: { token: account.token } }, 'registration');
  const id = outcome && (acknowledged(outcome)?.data as { id?: unknown } | undefined)?.id;
  if (typeof id === 'number') ctx.ledger.registrations.push({ cycle: ctx.cycle, id, email: account.email, group, teamName, topic, members });
}

/** A contact nobody used before: a Hong Kong mobile number or an e-mail address, alternately. */
function newContact(ctx: LoadContext): string {
  for (;;) {
    const n = next(ctx);
    if (n % 2 === 0) return `voter-${ctx.runTag}-${n}@crash.test`;
    // 9xxx xxxx numbers; the few the numbering plan does not give to mobiles are skipped (bounded: most are valid).
    const digits = String(91_000_000 + ((n * 7919) % 8_000_000));
    const typed = `+852 ${digits.slice(0, 4)} ${digits.slice(4)}`;
    if (parseContact(typed)?.channel === 'sms') return typed;
  }
}

async function vote(ctx: LoadContext): Promise<void> {
  const contact = newContact(ctx);
  const ip = { 'x-forwarded-for': clientIp(ctx) };
  const sent = await call(ctx, 'sendSms', 'POST', '/api/v1.work/sendSms', { json: { contact }, headers: ip });
  if (!sent || !acknowledged(sent)) return;
  ctx.ledger.voteCodes.push({ cycle: ctx.cycle, contact });
  const code = await codeFromOutbox(ctx, contact.includes('@') ? `email=${encodeURIComponent(contact)}` : `to=${encodeURIComponent(contact)}`);
  if (!code) return;
  const workId = pick(ctx.site.films);
  const outcome = await call(ctx, 'verify', 'POST', '/api/v1.work/verify', { json: { contact, code, workId }, headers: ip }, 'vote');
  const receipt = outcome && (acknowledged(outcome)?.data as { voteId?: unknown; seq?: unknown; hash?: unknown } | undefined);
  if (receipt && typeof receipt.voteId === 'number' && typeof receipt.seq === 'number' && typeof receipt.hash === 'string') {
    ctx.ledger.votes.push({ cycle: ctx.cycle, contact, voteId: receipt.voteId, seq: receipt.seq, hash: receipt.hash, workId });
  }
}

/** An account that can still comment and upload: a fresh sign-up while there are few, now and then, else one from earlier. */
async function someAccount(ctx: LoadContext, actors: number): Promise<Account | undefined> {
  if (ctx.accounts.length < actors || randomInt(4) === 0) return signUp(ctx);
  return pick(ctx.accounts);
}

/**
 * An account that has not registered a team: one signed up in an earlier cycle when there is one (sign-up hashes a
 * password with scrypt, the slowest write of all), else a new one. Taken at once, so no two actors share it.
 */
async function unregisteredAccount(ctx: LoadContext): Promise<Account | undefined> {
  const spare = ctx.accounts.find((account) => !account.registered);
  if (spare) {
    spare.registered = true;
    return spare;
  }
  return signUp(ctx, true);
}

/** One actor's loop; it ends when the harness stops the load (every step checks, so at most one request late). */
async function actor(ctx: LoadContext, role: 'main' | 'regular', actors: number): Promise<void> {
  while (!ctx.stopped()) {
    if (role === 'main' && ctx.phase === 'registration') {
      const account = await unregisteredAccount(ctx);
      if (account) await registerTeam(ctx, account);
    } else if (role === 'main') {
      await vote(ctx);
    } else {
      const account = await someAccount(ctx, actors);
      if (!account) continue;
      if (randomInt(3) === 0) await uploadImages(ctx, account, randomInt(1, 4));
      else await comment(ctx, account);
    }
  }
}

/** Runs `actors` concurrent actors (half of them on the phase's main write) until the harness stops them. */
export function runActors(ctx: LoadContext, actors: number): Promise<void[]> {
  return Promise.all(Array.from({ length: actors }, (_, i) => actor(ctx, i % 2 === 0 ? 'main' : 'regular', actors)));
}
