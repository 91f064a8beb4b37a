import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { AltchaChallenge } from '@portal/contracts/votes';
import type { Database } from '../db/schema.js';

// The vote's proof-of-work challenge (issue 28, docs/adr/0014 "Challenge under pressure"), ALTCHA PoW v2 through
// altcha-lib, self-hosted: the API signs challenges with its own key, the voter's browser solves them, no third party
// and no cookie. Deterministic mode: the server derives the key for a random counter when it creates a challenge and
// signs that key (keySignature), so checking a solution is two HMACs — a forged solution costs the server nothing.
// Work is counter × cost key derivations for the client, `cost` for the server per challenge issued.

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt: small, so issuing a challenge costs the server little (one derivation). */
export const CHALLENGE_COST = 1000;
/** The counter the client must find lies in [MIN, MAX): on average (MIN+MAX)/2 attempts of CHALLENGE_COST iterations. */
export const CHALLENGE_COUNTER = { min: 2_000, max: 6_000 } as const;
/** Long enough to solve on a slow phone and resend; short, so a stock of solved challenges goes stale quickly. */
export const CHALLENGE_VALID_MS = 5 * 60_000;

export interface ChallengeKeys {
  signature: string;
  keySignature: string;
}

/** Two keys from the one configured secret: the challenge's signature and its derived key's signature. */
export function challengeKeys(secret: string): ChallengeKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') };
}

/** A new signed challenge; `counter` is for tools only (the bench), which need challenges that are quick to solve. */
export async function newChallenge(keys: ChallengeKeys, now: Date = new Date(), counter = randomInt(CHALLENGE_COUNTER.min, CHALLENGE_COUNTER.max)): Promise<AltchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: CHALLENGE_COST,
    counter,
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_VALID_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  return challenge as AltchaChallenge;
}

const Payload = Type.Object({
  challenge: AltchaChallenge,
  solution: Type.Object({ counter: Type.Integer({ minimum: 0 }), derivedKey: Type.String({ maxLength: 256 }), time: Type.Optional(Type.Number()) }),
});

export type SolutionVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

function decode(text: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    return Value.Check(Payload, value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Accepts a solved challenge once: checks it (signature, expiry, derived key), then records its signature; a second
 * use of the same challenge is refused. A refused solution stores nothing. Expiry is by the real time, as altcha-lib
 * checks it (the challenge protects the server, not a season date).
 */
export async function acceptSolution(db: Kysely<Database>, keys: ChallengeKeys, text: string, now: Date = new Date()): Promise<SolutionVerdict> {
  const payload = decode(text);
  if (!payload) return { ok: false, reason: 'invalid' };
  const signature = payload.challenge.signature;
  if (typeof signature !== 'string') return { ok: false, reason: 'invalid' };
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  // Signed, so expiresAt is ours; an unsigned-expiry challenge is never issued.
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000).toISOString();
  const stored = await db
    .insertInto('vote_challenge_solutions')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  // Rows of expired challenges prove nothing any more: a replay of one is refused as expired first.
  await db.deleteFrom('vote_challenge_solutions').where('expires_at', '<', now.toISOString()).execute();
  return stored ? { ok: true } : { ok: false, reason: 'used' };
}
