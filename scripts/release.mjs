// Releases remotes. Two ways in:
//   pnpm release <publish|ramp|window|rollback|status|history|record|verify> …   staged releases kept in the API's database
//       (api/src/cli/release.ts, docs/adr/0017): the way a remote's team releases; see the README.
//   node scripts/release.mjs [mf-content …] [--skip-build]         the local site's own releases (build-site.mjs):
//       build, copy the build to <releases>/<name>/<version>/, then point the registry file at it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, releasesDir, remotesPublicBase, repoRoot } from './lib/paths.mjs';
import { readRegistry, upsertRemote, writeRegistry } from './lib/registry-file.mjs';
import { remoteDeclaration } from './lib/declarations.mjs';
import { run } from './lib/run.mjs';

export const RELEASE_COMMANDS = ['publish', 'ramp', 'window', 'rollback', 'status', 'history', 'record', 'verify', 'help', '--help', '-h'];

export async function releaseRemote(name, { build = true } = {}) {
  const dir = path.join(repoRoot, name);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // The paths the remote owns and the extension slots it fills, as it declares them (both reach the registry).
  const { slots, ...routes } = await remoteDeclaration(name);
  if (build) run('pnpm', ['--filter', `./${name}`, 'run', 'build']);
  const dist = path.join(dir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${name} has no build in ${dist}`);

  const target = path.join(releasesDir, name, version);
  if (existsSync(path.join(releasesDir, name, `.published-${version}.json`))) {
    // Published with `pnpm release publish`: immutable, and the database decides what visitors get.
    if (!sameTree(dist, target)) throw new Error(`${name}@${version} was published with \`pnpm release publish\` and never changes: bump its version in ${name}/package.json`);
  } else {
    const staging = `${target}.staging-${process.pid}`;
    cpSync(dist, staging, { recursive: true });
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  }

  const manifestUrl = `${remotesPublicBase}/${name}/${version}/mf-manifest.json`;
  writeRegistry(upsertRemote(readRegistry(), { name, version, manifestUrl, routes, ...(slots ? { slots } : {}) }));
  console.log(`✓ released ${name}@${version} → ${manifestUrl}`);
}

/** Whether two folders hold the same files with the same bytes. */
export function sameTree(a, b) {
  const list = (root) => (existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  const files = list(a);
  const others = list(b);
  return files.length === others.length
    && files.every((file, i) => file === others[i] && readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))));
}

/**
 * Runs the staged-release command line with tsx (a root devDependency) and exits with its code; workspace packages
 * (@portal/contracts) are read as their TypeScript source (`source` export condition), with no build first.
 */
function runReleaseCommand(args) {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsx, '--conditions=source', path.join(repoRoot, 'api/src/cli/release.ts'), ...args], { stdio: 'inherit', cwd: repoRoot });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (RELEASE_COMMANDS.includes(args[0])) runReleaseCommand(args[0] === 'help' ? ['--help', ...args.slice(1)] : args);
  const names = args.filter((arg) => !arg.startsWith('--'));
  for (const name of names) if (!REMOTES.includes(name)) throw new Error(`unknown remote ${name}`);
  for (const name of names.length ? names : REMOTES) await releaseRemote(name, { build: !args.includes('--skip-build') });
}
