import { spawnSync } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** Runs a command in the foreground and stops the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

export function commandOutput(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: repoRoot });
  return result.status === 0 ? result.stdout.trim() : null;
}
