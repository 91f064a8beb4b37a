// Installs and builds everything the production site needs: API, each remote released under its
// versioned path with the registry pointing at it, and the shell with the registry copy built in.
// Each step is skipped when its inputs have not changed since the last run.
import path from 'node:path';
import { ensurePnpm } from './lib/ensure-pnpm.mjs';
import { REMOTES, registryFile, releasesDir, repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { inputsHash, isFresh, writeStamp } from './lib/stamp.mjs';
import { releaseRemote } from './release.mjs';
import { existsSync, readFileSync } from 'node:fs';

const SHARED_INPUTS = ['shared/src', 'shared/build', 'shared/package.json', 'contracts/src', 'contracts/package.json', 'pnpm-lock.yaml'];

ensurePnpm();
run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);

const apiHash = inputsHash(['api/src', 'api/package.json', 'api/tsconfig.json', 'contracts/src', 'contracts/package.json', 'pnpm-lock.yaml']);
if (!isFresh('api', apiHash, path.join(repoRoot, 'api/dist/server.js'))) {
  run('pnpm', ['--filter', './api', 'run', 'build']);
  writeStamp('api', apiHash);
}

for (const name of REMOTES) {
  const hash = inputsHash([`${name}/src`, `${name}/package.json`, `${name}/webpack.config.mjs`, ...SHARED_INPUTS]);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8'));
  if (!isFresh(name, hash, path.join(releasesDir, name, version, 'mf-manifest.json')) || !existsSync(registryFile)) {
    await releaseRemote(name);
    writeStamp(name, hash);
  }
}

// The shell embeds a copy of the registry, so it is rebuilt when a release changed it.
const shellHash = inputsHash(['shell/src', 'shell/public', 'shell/package.json', 'shell/webpack.config.mjs', ...SHARED_INPUTS], readFileSync(registryFile, 'utf8'));
if (!isFresh('shell', shellHash, path.join(repoRoot, 'shell/dist/index.html'))) {
  run('pnpm', ['--filter', './shell', 'run', 'build']);
  writeStamp('shell', shellHash);
}

