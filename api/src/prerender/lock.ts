import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

// One recapture at a time across the API instances that share a DATA_DIR (docs/adr/0020, "Recapture"). The captures
// are files in that folder, so the claim is a file beside them, created exclusively (O_EXCL, atomic on a local disk
// and on NFS v3+): no table or migration, the same on SQLite and PostgreSQL, and a claim lives exactly where the
// captures it protects live. A claim older than `staleMs` belongs to an instance that died mid-run: taken over.

/** Releases the claim (only if it is still ours: a taken-over claim is left to its new owner). */
export type Release = () => Promise<void>;

export async function claimFile(file: string, staleMs: number, now: () => number = Date.now): Promise<Release | null> {
  const token = `${hostname()}:${process.pid}:${randomUUID()}`;
  await mkdir(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(token);
      } finally {
        await handle.close();
      }
      return async () => {
        const held = await readFile(file, 'utf8').catch(() => null);
        if (held === token) await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(file).catch(() => null);
      if (info && now() - info.mtimeMs < staleMs) return null;
      // Abandoned (or released just now): remove it and try once more; another instance may win that race.
      await unlink(file).catch(() => undefined);
    }
  }
  return null;
}
