import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

// A build's identity is its bytes: every file's SHA-256 and the digest of the sorted list (what `sha256sum` would
// print for the tree). Two trees are the same release exactly when their digests are equal.

export interface TreeFile {
  /** Relative, with `/` separators. */
  path: string;
  sha256: string;
  size: number;
}

export interface Tree {
  digest: string;
  files: TreeFile[];
}

export async function digestTree(root: string): Promise<Tree> {
  const files: TreeFile[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const full = join(entry.parentPath, entry.name);
    // A link could point outside the build (or change after publishing): a release is plain files only.
    if (entry.isSymbolicLink()) throw new Error(`${full} is a symbolic link: a release holds plain files only`);
    if (!entry.isFile()) continue;
    const bytes = await readFile(full);
    files.push({ path: relative(root, full).split(sep).join('/'), sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { digest: digestOf(files), files };
}

export function digestOf(files: readonly TreeFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.sha256}  ${file.path}\n`);
  return hash.digest('hex');
}

/** What differs between a published tree and another: the files changed, added and removed. */
export function treeDifference(published: readonly TreeFile[], other: readonly TreeFile[]): { changed: string[]; added: string[]; removed: string[] } {
  const before = new Map(published.map((file) => [file.path, file.sha256]));
  const after = new Map(other.map((file) => [file.path, file.sha256]));
  return {
    changed: [...after].filter(([path, sha]) => before.has(path) && before.get(path) !== sha).map(([path]) => path),
    added: [...after.keys()].filter((path) => !before.has(path)),
    removed: [...before.keys()].filter((path) => !after.has(path)),
  };
}

/** The difference in one line, at most `limit` names per kind. */
export function describeDifference(difference: ReturnType<typeof treeDifference>, limit = 5): string {
  const part = (label: string, paths: string[]) => {
    if (paths.length === 0) return [];
    const shown = paths.slice(0, limit).join(', ');
    return [`${label} ${shown}${paths.length > limit ? ` and ${paths.length - limit} more` : ''}`];
  };
  return [...part('changed:', difference.changed), ...part('added:', difference.added), ...part('removed:', difference.removed)].join('; ');
}
