import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { MediaVariantFormat } from '../db/schema-media.js';
import type { RenderedVariant } from './images.js';

// The seed's sample images are the same pictures in every new database, and encoding them (AVIF above all) is most of
// a first start: ~30 s for the demo's 41 images on this machine, paid again by every test site and e2e server. Their
// variants are kept in a folder of the app's own (var/cache, never a shared temporary folder that another user could
// fill), keyed by the image's hash — which covers the pipeline's recipe — so a changed picture or recipe never meets
// an old entry. Only seeds use it: an editor's upload is encoded for itself.

interface Entry {
  format: MediaVariantFormat;
  width: number;
  height: number;
}

/** The variants kept for `hash`, or undefined when none (or a damaged entry: it is made again). */
export async function cachedVariants(dir: string, hash: string): Promise<RenderedVariant[] | undefined> {
  try {
    const entries = JSON.parse(await readFile(join(dir, hash, 'index.json'), 'utf8')) as Entry[];
    return await Promise.all(entries.map(async (entry) => ({ ...entry, data: await readFile(join(dir, hash, `${entry.width}.${entry.format}`)) })));
  } catch {
    return undefined;
  }
}

/** Keeps `variants` under `hash`: written beside, then renamed into place, so a concurrent start never reads half. */
export async function keepVariants(dir: string, hash: string, variants: readonly RenderedVariant[]): Promise<void> {
  const scratch = join(dir, `.${hash}-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(scratch, { recursive: true });
    for (const variant of variants) await writeFile(join(scratch, `${variant.width}.${variant.format}`), variant.data);
    const index: Entry[] = variants.map(({ format, width, height }) => ({ format, width, height }));
    await writeFile(join(scratch, 'index.json'), JSON.stringify(index));
    // Another start kept it first: theirs is the same, ours goes.
    await rename(scratch, join(dir, hash)).catch(() => undefined);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
