import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commandOutput, run } from './run.mjs';
import { repoRoot } from './paths.mjs';

/** pnpm at the version package.json pins (corepack fails on this machine kind: TOOLCHAIN.md). */
export function ensurePnpm() {
  const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager;
  const version = pinned.replace(/^pnpm@/, '');
  if (commandOutput('pnpm', ['--version']) === version) return;
  console.log(`→ installing pnpm ${version}`);
  run('npm', ['install', '--global', `pnpm@${version}`]);
}
