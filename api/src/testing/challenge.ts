import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { challengeKeys, newChallenge } from '../votes/challenge.js';

/**
 * A solved `altcha` payload for a server whose ALTCHA_HMAC_KEY is `secret` (`pnpm bench:vote` with the challenge on).
 * The challenge is the server's own kind (algorithm, cost, signature, key signature, expiry) with a small counter, and
 * altcha-lib's solver solves it: the server checks it exactly as a voter's, while the bench does not spend the
 * voter's solving time (measured in Chromium by tools/measure-altcha-solve.mjs).
 */
export async function solvedChallengePayload(secret: string): Promise<string> {
  const challenge = await newChallenge(challengeKeys(secret), new Date(), randomInt(0, 16));
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
