import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_RULE, passwordLength } from '@portal/contracts/account';
import pLimit from 'p-limit';

/** The one password rule (docs/adr/0006), the same the forms check: @portal/contracts. */
export type PasswordRule = { minLength: number; maxLength: number };
export { PASSWORD_RULE, passwordLength };

export function meetsPasswordRule(password: string, rule: PasswordRule = PASSWORD_RULE): boolean {
  const length = passwordLength(password);
  return length >= rule.minLength && length <= rule.maxLength;
}

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

// OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. It needs 128·N·r = 128 MiB,
// above Node's 32 MiB default maxmem, so maxmem is raised to fit.
export const SCRYPT_PARAMETERS: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };

// Inside Jest's workers only (JEST_WORKER_ID, which Jest alone sets), hashes are made with N=2^12, as Django's and
// Devise's test settings cheapen theirs: the API suite makes hundreds (every account, every staff member, on both
// databases) at about 0.4 s of a CPU each. The hash carries its parameters, so verifying is the same code either way;
// passwords.test.ts checks the production parameters and that they are the default everywhere else, and the servers
// the e2e, cluster and crash tests start as their own processes hash as production does.
const JEST_SCRYPT: ScryptParameters = { N: 2 ** 12, r: 8, p: 1 };

export function scryptParameters(env: NodeJS.ProcessEnv = process.env): ScryptParameters {
  return env.JEST_WORKER_ID === undefined ? SCRYPT_PARAMETERS : JEST_SCRYPT;
}
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function maxmemFor(N: number, r: number): number {
  return 128 * N * r + 16 * 1024 * 1024;
}

// scrypt runs on libuv's threadpool (UV_THREADPOOL_SIZE, 4 by default), which also does the server's file reads,
// stats and compression. Four logins at once held all four threads, and every page's HTML (stats of index.html, the
// registry and the remote's manifest, then compression) waited behind them: p99 2.4 s under `pnpm bench:load`. So
// hashes take at most half the pool and queue beyond it: a burst of logins waits for hashing, the pages do not.
const THREADPOOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(THREADPOOL_SIZE / 2));
const hashSlots = pLimit(MAX_CONCURRENT_HASHES);

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, parameters: ScryptParameters = scryptParameters()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = parameters;
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length === 0) return false;
  const key = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(key, expected);
}

/** One dummy hash per cost: Jest's timing test switches to production's cost mid-file (login.test.ts). */
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Verifies against a hash of a random password, for logins of unknown accounts: the answer then
 * takes as long as for a known account with a wrong password, so timing does not reveal accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const parameters = scryptParameters();
  let dummy = dummyHashes.get(parameters.N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64url'), parameters);
    dummyHashes.set(parameters.N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
