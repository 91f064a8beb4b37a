import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servedRegistry } from '../registry/served.js';
import type { RegistryStore } from '../registry/store.js';
import { remoteHints } from './remote-hints.js';
import { renderShellPage } from './render.js';
import { routeOwner } from './route-owner.js';

export interface ShellPageOptions {
  shellDist: string;
  releasesDir: string;
  registryStore: RegistryStore;
}

/**
 * Builds the HTML of a page route. index.html is re-read when a rebuild replaces it, and the registry is read per
 * request (a release needs no restart). If the registry cannot be read the page is still served, without what
 * it would have carried: the shell then fetches /registry.json or falls back to its built-in copy, as before.
 */
export function shellPageRenderer(app: FastifyInstance, { shellDist, releasesDir, registryStore }: ShellPageOptions) {
  const file = join(shellDist, 'index.html');
  let template = { stamp: '', text: '' };

  async function readTemplate(): Promise<string | null> {
    try {
      const info = await stat(file);
      const stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
      if (stamp !== template.stamp) template = { stamp, text: await readFile(file, 'utf8') };
      return template.text;
    } catch {
      return null;
    }
  }

  /** The page's HTML, or null when there is no built shell to serve. */
  return async function render(request: FastifyRequest): Promise<string | null> {
    const text = await readTemplate();
    if (text === null) return null;
    try {
      const { document } = await servedRegistry(app.db, registryStore, app.season.now());
      const owner = document ? routeOwner(document, request.url.split('?')[0] ?? '/') : null;
      const hints = owner ? await remoteHints(owner, releasesDir) : null;
      return renderShellPage(text, { registry: document, hints });
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its registry and hints');
      return text;
    }
  };
}
