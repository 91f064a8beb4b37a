// Releases remotes on their own: build, copy the build to <releases>/<name>/<version>/, then point
// the registry at it. The shell picks the new version up on its next page load, without a rebuild.
//   node scripts/release.mjs [mf-content …] [--skip-build]
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, releasesDir, remotesPublicBase, repoRoot } from './lib/paths.mjs';
import { readRegistry, upsertRemote, writeRegistry } from './lib/registry-file.mjs';
import { run } from './lib/run.mjs';

export function releaseRemote(name, { build = true } = {}) {
  const dir = path.join(repoRoot, name);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // routes.json: the paths the remote owns, and the extension slots it fills (both reach the registry).
  const { slots, ...routes } = JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8'));
  if (build) run('pnpm', ['--filter', `./${name}`, 'run', 'build']);
  const dist = path.join(dir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${name} has no build in ${dist}`);

  const target = path.join(releasesDir, name, version);
  const staging = `${target}.staging-${process.pid}`;
  cpSync(dist, staging, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);

  const manifestUrl = `${remotesPublicBase}/${name}/${version}/mf-manifest.json`;
  writeRegistry(upsertRemote(readRegistry(), { name, version, manifestUrl, routes, ...(slots ? { slots } : {}) }));
  console.log(`✓ released ${name}@${version} → ${manifestUrl}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  for (const name of names) if (!REMOTES.includes(name)) throw new Error(`unknown remote ${name}`);
  for (const name of names.length ? names : REMOTES) releaseRemote(name, { build: !args.includes('--skip-build') });
}
