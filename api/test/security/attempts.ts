import { createHash } from 'node:crypto';
import { envelopeOf, send, type RawAnswer, type RawRequest } from './http.js';
import type { Ledger } from './ledger.js';
import { secretsOf, type Party } from './parties.js';
import { ROUTE_TABLE, type Context, type OwnerRoute, type Probe, type Refusal } from './route-table.js';
import { leaksIn, type Secret } from './secrets.js';
import { stateDifferences, type StateDigest } from './state.js';
import type { Station } from './stations.js';

// One round of attempts on every owner-scoped route, at one station (one clock): each probe of each victim with the
// other user's live token, without a token, with the victim's expired, revoked and malformed tokens. The state is
// digested before and after each route, so a change is pinned to the route that made it.

export interface Credential {
  kind: 'other' | 'none' | 'expired' | 'revoked' | 'malformed';
  label: string;
  /** Sent both as the `token` header and as the `token` cookie (files and tus also read the cookie). */
  token?: string;
}

/** A token of the right shape with one character changed: it can only pass if tokens were compared loosely. */
function altered(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -1)}${last}`;
}

/** Every credential that must not open the victim's resources. */
export function deadCredentials(victim: Party): Credential[] {
  return [
    { kind: 'none', label: 'no token' },
    { kind: 'expired', label: 'expired token', token: victim.expiredToken },
    { kind: 'revoked', label: 'revoked token', token: victim.revokedToken },
    { kind: 'malformed', label: 'altered token', token: altered(victim.token) },
    // What the sessions table stores: a copy of the database must not be a key.
    { kind: 'malformed', label: 'token hash', token: createHash('sha256').update(victim.token).digest('hex') },
    { kind: 'malformed', label: 'injection token', token: "x' OR '1'='1" },
  ];
}

export function withCredential(request: RawRequest, credential: Credential | { token: string }): RawRequest {
  if (!credential.token) return request;
  return { ...request, headers: { ...request.headers, token: credential.token, cookie: `lang=en; token=${encodeURIComponent(credential.token)}` } };
}

/** Why the answer is not the refusal expected, or undefined. */
export function refusalProblem(expected: Refusal | 'ownData', answer: RawAnswer, method: string): string | undefined {
  const envelope = envelopeOf(answer);
  // HEAD answers carry no body to check.
  const bodyOk = (check: (code: number, data: unknown) => boolean) => method === 'HEAD' || (envelope !== undefined && check(envelope.code, envelope.data));
  const ok = {
    login: answer.status === 401 && bodyOk((code, data) => code === -1 && data === null),
    notFound: answer.status === 404 && bodyOk((code, data) => code === 0 && data === null),
    refused: answer.status >= 400 && answer.status < 500 && bodyOk((code, data) => code !== 1 && data === null),
    ownData: answer.status === 200 && bodyOk((code) => code === 1),
  }[expected];
  return ok ? undefined : `expected ${expected}, got ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`;
}

export interface RoundOptions {
  round: string;
  station: Station;
  parties: [Party, Party];
  context: Context;
  ledger: Ledger;
  digest: () => Promise<StateDigest>;
  /** Nobody's, and never in an answer either: the server's own paths. */
  serverSecrets: Secret[];
}

async function attempt(options: RoundOptions, where: string, victim: Party, request: RawRequest, expected: Refusal | 'ownData'): Promise<void> {
  const { ledger, station } = options;
  ledger.attempts += 1;
  const answer = await send(station.port, request);
  const problem = refusalProblem(expected, answer, request.method);
  if (problem) ledger.problems.push(`${where}: ${problem}`);
  const leaks = leaksIn(answer, [...secretsOf(victim), ...options.serverSecrets]);
  if (leaks.length > 0) ledger.leaks.push(`${where}: ${leaks.join(', ')}`);
}

/** The victim's own live token on a reading probe: it must work, or the attempts on it prove nothing. */
async function control(options: RoundOptions, where: string, victim: Party, probe: Probe): Promise<void> {
  if (!probe.control) return;
  const answer = await send(options.station.port, withCredential(probe.request, { token: victim.token }));
  if (answer.status < 200 || answer.status > 299) {
    options.ledger.problems.push(`${where} owner control: ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`);
    return;
  }
  if (probe.control === 'secrets' && leaksIn(answer, secretsOf(victim)).length === 0) {
    options.ledger.problems.push(`${where} owner control: the owner's answer carries none of the owner's data`);
    return;
  }
  options.ledger.controls += 1;
}

async function attackRoute(options: RoundOptions, key: string, route: OwnerRoute): Promise<void> {
  const [first, second] = options.parties;
  for (const [victim, attacker] of [
    [first, second],
    [second, first],
  ] as const) {
    for (const probe of route.probes(victim, options.context)) {
      const where = `${options.round} | ${key} | ${probe.label} of ${victim.name}`;
      await control(options, where, victim, probe);
      if (typeof route.other === 'string') {
        await attempt(options, `${where} | ${attacker.name}'s token`, victim, withCredential(probe.request, { token: attacker.token }), route.other);
      }
      for (const credential of deadCredentials(victim)) {
        await attempt(options, `${where} | ${credential.label}`, victim, withCredential(probe.request, credential), route.dead);
      }
    }
  }
}

/** Every owner-scoped route of the table, with a state digest around each. */
export async function attackRound(options: RoundOptions): Promise<void> {
  for (const [key, route] of Object.entries(ROUTE_TABLE)) {
    if (route.access !== 'owner') continue;
    const before = await options.digest();
    await attackRoute(options, key, route);
    const differences = stateDifferences(before, await options.digest());
    if (differences.length > 0) options.ledger.changes.push(`${options.round} | ${key}: ${differences.join('; ')}`);
  }
}
