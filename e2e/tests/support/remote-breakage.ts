// Breaking one remote in the browser's network (issue 14, point 6): every way a remote can fail, without another
// server. The page HTML loses what the server wrote into it for that remote (its manifest and preloads), as the server
// would if it could not read them, so the shell really goes to the network for the broken part.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { releasedRegistry, releasesDir } from './repo';

export const FAILURE_MODES = ['manifest404', 'entry500', 'hangs', 'entryThrows', 'pageThrows'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export const FAILURE_LABELS: Record<FailureMode, string> = {
  manifest404: 'its manifest answers 404',
  entry500: 'its remoteEntry.js answers 500',
  hangs: 'its server hangs',
  entryThrows: 'its remoteEntry.js throws',
  pageThrows: 'its page throws while rendering',
};

interface Manifest {
  exposes: { assets: { js: { async: string[] } } }[];
}

/** The chunks a remote's pages load lazily (the manifest's async assets): code that runs as React renders a page. */
function pageChunks(remote: string): Set<string> {
  const version = releasedRegistry().remotes.find((entry) => entry.name === remote)?.version;
  const manifest = JSON.parse(readFileSync(path.join(releasesDir, remote, version ?? '', 'mf-manifest.json'), 'utf8')) as Manifest;
  return new Set(manifest.exposes.flatMap((expose) => expose.assets.js.async));
}

/** The page without the server's inline manifest block and preloads for `remote` (what it writes when it can read them). */
function withoutInlineParts(html: string, remote: string): string {
  return html
    .replace(/<script id="portal-manifests" type="application\/json">[^]*?<\/script>/, '')
    .replace(new RegExp(`<link rel="preload" as="script" href="/remotes/${remote}/[^"]*">`, 'g'), '');
}

/**
 * Breaks `remote` for every page of `context` the way `mode` says. Returns a function that releases the requests a
 * hanging remote holds (call it before the context closes).
 */
export async function breakRemote(context: BrowserContext, remote: string, mode: FailureMode): Promise<() => void> {
  const held: Route[] = [];
  const pages = mode === 'pageThrows' ? pageChunks(remote) : new Set<string>();
  await context.route(
    (url) => url.pathname.startsWith(`/remotes/${remote}/`),
    async (route) => {
      const file = path.posix.basename(new URL(route.request().url()).pathname);
      if (mode === 'hangs') {
        held.push(route);
        return;
      }
      if (mode === 'manifest404' && file === 'mf-manifest.json') return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
      if (mode === 'entry500' && file === 'remoteEntry.js') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      if (mode === 'entryThrows' && file === 'remoteEntry.js') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: `throw new Error('e2e: ${remote} entry throws');` });
      }
      if (mode === 'pageThrows' && pages.has(file)) {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: `throw new Error('e2e: ${remote} page throws');` });
      }
      return route.continue();
    },
  );
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = withoutInlineParts(await response.text(), remote);
      return route.fulfill({ response, body });
    },
  );
  return () => {
    for (const route of held.splice(0)) void route.abort().catch(() => undefined);
  };
}
