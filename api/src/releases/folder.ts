import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeDifference, digestTree, treeDifference, type Tree } from './tree.js';

// A version's folder under RELEASES_DIR (`<remote>/<version>/`, served under /remotes/). It appears whole or not
// at all: the build is copied to a dot-named staging folder (dotfiles are never served), digested there — the
// bytes that will be served — and renamed into place. rename(2) refuses a non-empty target, so of two publishers
// racing for one version exactly one places its folder.

/** The version's folder exists with other bytes than the build: nothing was changed. */
export class FolderTaken extends Error {}

export function versionFolder(releasesDir: string, remote: string, version: string): string {
  return join(releasesDir, remote, version);
}

/** The marker saying a folder was published by `pnpm release publish`: scripts/release.mjs never rewrites it. */
export function publishedMarker(releasesDir: string, remote: string, version: string): string {
  return join(releasesDir, remote, `.published-${version}.json`);
}

export async function placeRelease(releasesDir: string, remote: string, version: string, source: string): Promise<Tree> {
  const parent = join(releasesDir, remote);
  const target = versionFolder(releasesDir, remote, version);
  await mkdir(parent, { recursive: true });
  const staging = join(parent, `.staging-${version}-${randomBytes(6).toString('hex')}`);
  try {
    await cp(source, staging, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
    const tree = await digestTree(staging);
    if (await exists(target)) {
      // Left by an older release script or by a publish that failed after the rename: the same bytes are fine.
      const there = await digestTree(target);
      if (there.digest !== tree.digest) throw new FolderTaken(`${target} already exists with other files (${describeDifference(treeDifference(there.files, tree.files))})`);
      return tree;
    }
    try {
      await rename(staging, target);
    } catch (error) {
      throw new FolderTaken(`${target} was written meanwhile by someone else: ${String(error)}`);
    }
    return tree;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The marker also keeps the version's record hash: a copy outside the database of what the chain said then. */
export async function markPublished(releasesDir: string, remote: string, version: string, digest: string, record: string | null): Promise<void> {
  await writeFile(publishedMarker(releasesDir, remote, version), `${JSON.stringify({ remote, version, digest, record })}\n`);
}

export async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
