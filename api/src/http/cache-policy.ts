import { basename, relative, sep } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Entry files keep their names across releases of a version, so browsers must revalidate them.
const remoteEntryFiles = new Set(['mf-manifest.json', 'remoteEntry.js']);
const versionSegment = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;
// webpack's [contenthash]: 8+ hex characters between dots/dashes, e.g. main.3f9a1c2b.js.
const hashedName = /[.-][0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

// A precompressed copy (`main.3f9a1c2b.js.br`, served for `main.3f9a1c2b.js`) is cached as the file it stands for.
const withoutCompression = (file: string) => file.replace(/\.(?:br|gz)$/, '');

/** Cache-Control for a file under RELEASES_DIR (`<remote>/<version>/...`). */
export function remoteCacheControl(releasesDir: string, served: string): string {
  const file = withoutCompression(served);
  if (remoteEntryFiles.has(basename(file))) return NO_CACHE;
  const [, version, ...rest] = relative(releasesDir, file).split(sep);
  return version && versionSegment.test(version) && rest.length > 0 ? IMMUTABLE : NO_CACHE;
}

/** Cache-Control for a file of the built shell. */
export function shellCacheControl(served: string): string {
  return hashedName.test(basename(withoutCompression(served))) ? IMMUTABLE : NO_CACHE;
}
