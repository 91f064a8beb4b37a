// Build stamps: a hash of everything a build reads, so a second `npm start` skips what is done.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const SKIP = new Set(['node_modules', 'dist', '__tests__', 'test']);

function addTree(hash, target) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    hash.update(path.relative(repoRoot, target)).update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (!SKIP.has(entry)) addTree(hash, path.join(target, entry));
  }
}

export function inputsHash(paths, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const target of paths) addTree(hash, path.join(repoRoot, target));
  return hash.digest('hex');
}

const stampDir = path.join(repoRoot, 'var/build-stamps');

export function isFresh(name, hash, output) {
  const file = path.join(stampDir, `${name}.txt`);
  return existsSync(output) && existsSync(file) && readFileSync(file, 'utf8') === hash;
}

export function writeStamp(name, hash) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(path.join(stampDir, `${name}.txt`), hash);
}
