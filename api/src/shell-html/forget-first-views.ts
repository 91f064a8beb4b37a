import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES } from '@portal/contracts/languages';

// A first view captured by `pnpm prerender` shows the data of its capture (docs/adr/0020). When organizers change
// that data — a finalist's name, its poster, the winners — the captures that showed it are removed at once, by whoever
// made the change (the back office or `pnpm admin`), so those pages render live, with the new data, until the next
// `pnpm prerender` captures them again. A capture that does not say what it read (made before captures recorded
// their `sources`) is removed too: it may have shown the data.

/** Removes the captures whose page read any of `apiPaths` (path prefixes, e.g. `/api/display/finalists`); returns how many. */
export async function forgetFirstViews(dir: string, apiPaths: readonly string[]): Promise<number> {
  let forgotten = 0;
  for (const language of LANGUAGES) {
    const folder = join(dir, language);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.json'))) {
      const file = join(folder, name);
      if (!(await showed(file, apiPaths))) continue;
      // Gone already (another instance, a new capture set): nothing to do.
      await unlink(file).then(() => (forgotten += 1), () => undefined);
    }
  }
  return forgotten;
}

async function showed(file: string, apiPaths: readonly string[]): Promise<boolean> {
  let sources: unknown;
  try {
    sources = (JSON.parse(await readFile(file, 'utf8')) as { sources?: unknown }).sources;
  } catch {
    // Unreadable: the server does not serve it either (prerendered.ts); leave it to the next capture.
    return false;
  }
  if (!Array.isArray(sources)) return true;
  return sources.some((source) => typeof source === 'string' && apiPaths.some((path) => source.startsWith(path)));
}
