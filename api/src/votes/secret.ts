import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Where a generated vote secret is kept when VOTE_SECRET is unset. */
export function voteSecretFile(dataDir: string): string {
  return join(dataDir, 'secrets', 'vote-secret');
}

/** Makes a new name in the folder survive a power loss. */
function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** As VOTE_SECRET (config.ts): a shorter key is refused. */
const MIN_SECRET_LENGTH = 32;

function readSecret(file: string, what: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  // An empty or cut file (a crash while an older version wrote it) must not become an empty HMAC key.
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no whole ${what} (${secret.length} characters, at least ${MIN_SECRET_LENGTH} needed): restore it, or delete it if no vote was cast with it`);
  }
  return secret;
}

/**
 * The HMAC key of voter contacts: VOTE_SECRET, else the one kept in DATA_DIR, else a new one written there first.
 * Every process of one installation (API instances on a shared DATA_DIR, `pnpm admin`) must use the same key, or
 * the same contact would hash differently and could vote twice; a deployment with several hosts sets VOTE_SECRET.
 */
export function resolveVoteSecret(configured: string | undefined, dataDir: string): string {
  return resolveKeptSecret(configured, dataDir, voteSecretFile(dataDir), 'vote secret');
}

/** Where a generated ALTCHA HMAC key is kept when ALTCHA_HMAC_KEY is unset (votes/challenge.ts). */
export function altchaKeyFile(dataDir: string): string {
  return join(dataDir, 'secrets', 'altcha-hmac-key');
}

/**
 * The HMAC key that signs proof-of-work challenges: ALTCHA_HMAC_KEY, else the one kept in DATA_DIR, else a new one
 * written there first, as the vote secret. Instances that do not share DATA_DIR must set ALTCHA_HMAC_KEY, or a
 * challenge issued by one would be refused by another.
 */
export function resolveAltchaKey(configured: string | undefined, dataDir: string): string {
  return resolveKeptSecret(configured, dataDir, altchaKeyFile(dataDir), 'ALTCHA key');
}

/** The configured key, else the one kept in `file` (under DATA_DIR/secrets), else a new one written there first. */
function resolveKeptSecret(configured: string | undefined, dataDir: string, file: string, what: string): string {
  if (configured !== undefined) return configured;
  const kept = readSecret(file, what);
  if (kept !== undefined) return kept;
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  // Written whole (and synced) under a name of its own, then linked under the real name: the key file appears
  // complete or not at all, whenever the process dies. A link fails if the name exists: when another process made
  // its key meanwhile, that one wins and is read back below.
  const temp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    // Whatever the umask: only the server's user may read the key.
    fchmodSync(fd, 0o600);
    writeSync(fd, `${randomBytes(32).toString('hex')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
    syncFolder(join(dataDir, 'secrets'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  const secret = readSecret(file, what);
  if (secret === undefined) throw new Error(`${file} vanished while it was created`);
  return secret;
}
