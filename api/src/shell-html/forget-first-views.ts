import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@portal/contracts/languages';

// A first view captured by `pnpm prerender` shows the data of its capture (docs/adr/0020). When organizers change
// that data — a finalist's name, its poster, the winners — the captures that showed it are removed at once, by whoever
// made the change (the back office or `pnpm admin`), so those pages render live, with the new data, until they are
// captured again (api/src/prerender/ does it in the background). A capture that does not say what it read (made
// before captures recorded their `sources`) is removed too: it may have shown the data.

/** One captured page: its path (with `?id=` for an article's page) in one language. */
export interface CapturedPage {
  route: string;
  language: Language;
}

/** Every capture, or `apiPaths` (path prefixes, e.g. `/api/display/finalists`): the captures whose page read one. */
export type ChangedSources = readonly string[] | 'all';

/** Removes the captures whose page read any of `apiPaths`; answers which pages they were. */
export async function forgetFirstViewPages(dir: string, apiPaths: ChangedSources): Promise<CapturedPage[]> {
  const forgotten: CapturedPage[] = [];
  for (const language of LANGUAGES) {
    const folder = join(dir, language);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.json'))) {
      const file = join(folder, name);
      if (apiPaths !== 'all' && !(await showed(file, apiPaths))) continue;
      let route: string;
      try {
        route = decodeURIComponent(name.slice(0, -'.json'.length));
      } catch {
        continue;
      }
      // Gone already (another instance, a new capture set): nothing to do.
      await unlink(file).then(() => forgotten.push({ route, language }), () => undefined);
    }
  }
  return forgotten;
}

/** Removes the captures whose page read any of `apiPaths` (path prefixes, e.g. `/api/display/finalists`); returns how many. */
export async function forgetFirstViews(dir: string, apiPaths: readonly string[]): Promise<number> {
  return (await forgetFirstViewPages(dir, apiPaths)).length;
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
  return sources.some((source) => typeof source === 'string' && apiPaths.some((path) => readFrom(source, path)));
}

/**
 * Whether a capture's source (an API path with the query it asked) is `path` or under it: `/api/article` covers
 * `/api/article/lists?…`, `/api/article/detail?id=8` covers `…?id=8&type=en-us` but not `…?id=81`.
 */
function readFrom(source: string, path: string): boolean {
  // A capture made before sources kept their query asked this endpoint something: it may have shown the change.
  const endpoint = path.includes('?') ? path.slice(0, path.indexOf('?')) : null;
  if (endpoint !== null && !source.includes('?') && source === endpoint) return true;
  if (!source.startsWith(path)) return false;
  if (source.length === path.length || /[/?&=]$/.test(path)) return true;
  return !/[0-9A-Za-z_-]/.test(source.charAt(path.length));
}
