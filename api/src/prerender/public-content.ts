import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '@portal/contracts/languages';
import { forgetFirstViewPages, type CapturedPage, type ChangedSources } from '../shell-html/forget-first-views.js';
import type { Recapturer } from './recapturer.js';

// The one hook every change of published content calls once it is committed (articles, site settings, finalists,
// winners, comments, and the display collections): the captures that read the changed data are forgotten at once, so
// those pages render live with the change, and the server's recapturer (./plugin.ts) captures exactly those pages
// again in the background. The changes know only the captures' folder (their env's prerenderDir, as the CLI's do),
// so the recapturer is found by it; in a process without one (`pnpm admin`, the API's tests) the pages stay live
// until a server or `pnpm prerender` captures them.

const recapturers = new Map<string, Recapturer>();

/** The recapturer of a captures' folder in this process; answers its removal. */
export function registerRecapturer(prerenderDir: string, recapturer: Recapturer): () => void {
  const dir = resolve(prerenderDir);
  recapturers.set(dir, recapturer);
  return () => {
    if (recapturers.get(dir) === recapturer) recapturers.delete(dir);
  };
}

export function recapturerOf(prerenderDir: string): Recapturer | undefined {
  return recapturers.get(resolve(prerenderDir));
}

/**
 * Forgets the captures whose page read any of `apiPaths` (prefixes, e.g. `/api/display/judges`; 'all': every capture,
 * as a settings change is on every page) and schedules their recapture, with `alsoCapture` (pages that had no capture,
 * such as a newly published article's). Answers how many captures were forgotten; never waits for the capture.
 */
export async function publicContentChanged(env: { prerenderDir: string }, apiPaths: ChangedSources, alsoCapture: readonly CapturedPage[] = []): Promise<number> {
  const forgotten = await forgetFirstViewPages(env.prerenderDir, apiPaths);
  const recapturer = recapturerOf(env.prerenderDir);
  // New pages only on a site that was prerendered: one that never was (a development server, the e2e suite's) stays so.
  const more = recapturer && alsoCapture.length > 0 && (forgotten.length > 0 || (await hasCaptures(env.prerenderDir))) ? alsoCapture : [];
  recapturer?.schedule([...forgotten, ...more]);
  return forgotten.length;
}

async function hasCaptures(dir: string): Promise<boolean> {
  for (const language of LANGUAGES) {
    const names = await readdir(join(dir, language)).catch(() => [] as string[]);
    if (names.some((name) => name.endsWith('.json'))) return true;
  }
  return false;
}
