import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../paths.js';
import type { CaptureFunction } from './recapturer.js';

// The capture itself is `pnpm prerender`'s (scripts/lib/prerender.mjs `recapturePages`): one implementation of how a
// first view is captured, for the command and for the server. It runs the built API (api/dist/server.js) as its
// capture server and Chromium through Playwright, both of the repository the server runs from; it is loaded only when
// a recapture runs, so a server without them starts and serves as before (the run fails with a warning).

export interface CaptureSite {
  dataDir: string;
  shellDist: string;
  releasesDir: string;
  registryFile: string;
  prerenderDir: string;
}

interface PrerenderModule {
  recapturePages(options: {
    dataDir: string;
    shellDist: string;
    releasesDir: string;
    registryFile: string;
    out: string;
    pages: { route: string; language: string }[];
    accept: (page: { route: string; language: string }) => boolean;
  }): Promise<{ captured: number; skipped: string[] }>;
}

export const CAPTURE_SCRIPT = join(repoRoot, 'scripts', 'lib', 'prerender.mjs');

export function scriptCapture(site: CaptureSite): CaptureFunction {
  return async ({ pages, accept }) => {
    const module = (await import(pathToFileURL(CAPTURE_SCRIPT).href)) as PrerenderModule;
    return module.recapturePages({
      dataDir: site.dataDir,
      shellDist: site.shellDist,
      releasesDir: site.releasesDir,
      registryFile: site.registryFile,
      out: site.prerenderDir,
      pages,
      accept: (page) => accept(page as Parameters<typeof accept>[0]),
    });
  };
}
