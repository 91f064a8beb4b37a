// The API as the tools that measure or break it run it: built first (unless a tool is told --no-build), then started
// alone: the built server on 127.0.0.1 on a free port, with a data folder of the run's own and nothing else (no shell,
// no remotes, no registry), and only PATH from this environment.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/** `pnpm --filter ./api run build`, as `npm start` builds it; throws when it fails, so the run's clean-up still runs. */
export function buildApi() {
  const built = spawnSync('pnpm', ['--filter', './api', 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the API failed');
}

/**
 * @param {string} dataDir
 * @param {Record<string, string>} [extra] what the tool sets besides (PORTAL_NOW, DATABASE_URL, …)
 * @returns {Record<string, string>}
 */
export function apiAloneEnv(dataDir, extra = {}) {
  return {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SHELL_DIST: path.join(dataDir, 'no-shell'),
    RELEASES_DIR: path.join(dataDir, 'no-releases'),
    REGISTRY_FILE: path.join(dataDir, 'no-registry.json'),
    ...extra,
  };
}
