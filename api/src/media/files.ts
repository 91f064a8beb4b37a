import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaVariantFormat } from '../db/schema-media.js';

// The library's files: `<PUBLIC_MEDIA_DIR>/lib/<hash>-<width>.<ext>`, served at `/media/lib/…` as immutable (the
// name changes whenever the bytes would: http/media.ts). Each is written under a dot name first, which /media/ never
// serves, made durable, then renamed into place: a reader sees the whole file or none.

export const LIBRARY_FOLDER = 'lib';

const EXTENSIONS: Record<MediaVariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

export const libraryDir = (publicMediaDir: string) => join(publicMediaDir, LIBRARY_FOLDER);
export const variantFile = (hash: string, width: number, format: MediaVariantFormat) => `${hash}-${width}.${EXTENSIONS[format]}`;
export const variantUrl = (file: string) => `/media/${LIBRARY_FOLDER}/${file}`;

/** Writes `data` under a temporary dot name in `dir` and returns its path. */
export async function writeTemporary(dir: string, data: Buffer): Promise<string> {
  // World-readable on purpose: the folder is served to anyone.
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const path = join(dir, `.tmp-${randomBytes(12).toString('hex')}`);
  const handle = await open(path, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(path).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return path;
}

/** Puts a temporary file in place under its final name (atomic within the folder). */
export const putInPlace = (temporary: string, dir: string, file: string) => rename(temporary, join(dir, file));

/** Removes files, whether or not they exist. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => unlink(path).catch(() => undefined)));
}
