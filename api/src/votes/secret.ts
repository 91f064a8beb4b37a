import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a generated vote secret is kept when VOTE_SECRET is unset. */
export function voteSecretFile(dataDir: string): string {
  return join(dataDir, 'secrets', 'vote-secret');
}

/**
 * The HMAC key of voter contacts: VOTE_SECRET, else the one kept in DATA_DIR, else a new one written there first.
 * Every process of one installation (API instances on a shared DATA_DIR, `pnpm admin`) must use the same key, or
 * the same contact would hash differently and could vote twice; a deployment with several hosts sets VOTE_SECRET.
 */
export function resolveVoteSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) return configured;
  const file = voteSecretFile(dataDir);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  try {
    // `wx`: if another process created it meanwhile, that one's key wins and is read back below.
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
