// `pnpm dev`: every app's dev server with reload, plus the API, for daily work. The API serves a
// registry generated here that points each remote at its own dev server.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm } from './lib/ensure-pnpm.mjs';
import { REMOTES, repoRoot } from './lib/paths.mjs';
import { remoteDeclaration } from './lib/declarations.mjs';
import { run } from './lib/run.mjs';

ensurePnpm();
run('pnpm', ['install', '--prefer-offline']);

// The registry lists what each remote declares (@portal/contracts/pages), read from the contracts' build.
run('pnpm', ['--dir', 'contracts', 'run', 'build']);
const remotes = await Promise.all(REMOTES.map(async (name) => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8'));
  const { slots, ...routes } = await remoteDeclaration(name);
  const manifestUrl = `http://localhost:${pkg.portal.devPort}/mf-manifest.json`;
  return { name, version: pkg.version, manifestUrl, routes, ...(slots ? { slots } : {}) };
}));
const registryFile = path.join(repoRoot, 'var/registry.dev.json');
mkdirSync(path.dirname(registryFile), { recursive: true });
writeFileSync(registryFile, JSON.stringify({ schemaVersion: 1, remotes }, null, 2));

const child = spawn('pnpm', ['run', '--parallel', '--recursive', '--filter', './shell', '--filter', './mf-*', '--filter', './api', 'dev'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, REGISTRY_FILE: registryFile, PORTAL_FALLBACK_REGISTRY: registryFile },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
