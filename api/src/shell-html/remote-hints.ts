import { readFile, stat } from 'node:fs/promises';
import { posix } from 'node:path';
import { isInside } from '../lib/inside.js';
import type { RemoteEntry } from '@portal/contracts/registry';

/** What the page's HTML can carry for the remote that owns its route, so its loading starts with the HTML. */
export interface RemoteHints {
  /** The manifest's URL (as in the registry) and its text, handed to the federation runtime without a request. */
  manifest: { url: string; text: string };
  /** remoteEntry.js and the `./routes` module's own files, fetched in parallel with the shell's. */
  scripts: string[];
  styles: string[];
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const cache = new Map<string, { stamp: string; hints: RemoteHints | null }>();

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * The hints for the version a visitor of this remote gets for sure: its stable one, unless a rollout gives the
 * candidate to everyone. While a candidate serves part of the visitors the shell picks the version (by its own
 * visitor id), so nothing is hinted rather than half of them fetching a version they will not use.
 * Only manifests served by this server from RELEASES_DIR are read; a remote on another origin gets no hints.
 */
export async function remoteHints(remote: RemoteEntry, releasesDir: string): Promise<RemoteHints | null> {
  const percent = remote.rollout?.percent ?? 0;
  if (percent > 0 && percent < 100) return null;
  const manifestUrl = percent === 100 && remote.rollout ? remote.rollout.manifestUrl : remote.manifestUrl;
  if (!manifestUrl.startsWith('/remotes/')) return null;
  const file = posix.join(releasesDir, posix.normalize(manifestUrl.slice('/remotes/'.length)));
  if (!isInside(releasesDir, file)) return null;
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.hints;
  const hints = parseHints(manifestUrl, await readFile(file, 'utf8'));
  cache.set(file, { stamp, hints });
  return hints;
}

function parseHints(manifestUrl: string, text: string): RemoteHints | null {
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(text) as FederationManifest;
  } catch {
    return null;
  }
  const entry = manifest.metaData?.remoteEntry;
  // publicPath 'auto' (ours): files sit beside the manifest, where the runtime looks for them too.
  if (manifest.metaData?.publicPath !== 'auto' || typeof entry?.name !== 'string') return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const under = (name: string) => `${base}${name}`;
  return {
    manifest: { url: manifestUrl, text },
    scripts: [under(`${entryPath}${entry.name}`), ...strings(routes?.assets?.js?.sync).map(under)],
    styles: strings(routes?.assets?.css?.sync).map(under),
  };
}
