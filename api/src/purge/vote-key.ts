import { readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { voteSecretFile } from '../votes/secret.js';
import type { VoteKeyFate } from './kinds.js';

// Voters' contacts live on only as HMACs, in `votes` and in every copy of the public vote log anyone downloaded
// (docs/adr/0014). Those hashes cannot be taken back, and the hash chain needs them, so they stay; what makes them
// anonymous is that nobody holds the key any more. The purge destroys the key the server generated
// (`<DATA_DIR>/secrets/vote-secret`) unless a later season may be using it; a key the operator set (VOTE_SECRET) is
// reported, since only the operator can destroy it.

export interface VoteKeyContext {
  dataDir: string;
  /** VOTE_SECRET is set. */
  configured: boolean;
  /** A season file later than the purged season exists: its vote (past, running or to come) hashes with this key. */
  laterSeason: boolean;
}

/**
 * The key's file and any temporary it was written under (`vote-secret.<random>.tmp`, votes/secret.ts): a process
 * that died between linking the key into place and unlinking the temporary left a second name of the same key.
 */
async function keyFiles(dataDir: string): Promise<string[]> {
  const file = voteSecretFile(dataDir);
  const name = basename(file);
  const names = await readdir(dirname(file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((candidate) => candidate === name || (candidate.startsWith(`${name}.`) && candidate.endsWith('.tmp'))).map((candidate) => join(dirname(file), candidate));
}

/** What the purge does, or would do, with the key. */
export async function voteKeyFate(context: VoteKeyContext): Promise<VoteKeyFate> {
  if (context.configured) return 'configured';
  if (context.laterSeason) return 'laterSeason';
  return (await keyFiles(context.dataDir)).length > 0 ? 'destroyed' : 'absent';
}

/**
 * Destroys the generated key when that is the fate. Running processes keep their copy in memory, but only for this
 * season, whose vote is over; the next season's server starts without it and generates a new one.
 */
export async function destroyVoteKey(context: VoteKeyContext): Promise<VoteKeyFate> {
  const fate = await voteKeyFate(context);
  if (fate !== 'destroyed') return fate;
  for (const file of await keyFiles(context.dataDir)) {
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return 'destroyed';
}
