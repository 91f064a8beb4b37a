// Issue 16: the same commit builds the same bytes in any checkout path, and installing never stops to ask a question
// when no terminal is attached. Two fresh clones of this repository's HEAD at paths of different lengths each install
// (offline, from the machine's pnpm store) and build one remote and the shell; every output file must hash the same.
// Bounded: one small remote (mf-voting) and the shell, about a minute on this 2-CPU machine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = ['mf-voting', 'shell'];
const STEP_TIMEOUT_MS = 240_000;

/** Runs a command with no terminal attached (stdin closed), as a service manager or CI runs it. */
function run(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: STEP_TIMEOUT_MS, env: { ...process.env, CI: '' } });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} in ${cwd} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `run`, without blocking: the two checkouts install and build side by side (each step leaves a CPU idle at times). */
function runAsync(cwd, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: STEP_TIMEOUT_MS, env: { ...process.env, CI: '' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited ${code}:\n${output}`))));
  });
}

/**
 * Installs what the two builds need, offline: the apps, their workspace dependencies, @portal/shared's own tools (its
 * build config needs webpack) and @portal/contracts' dependencies (a filtered install links the package but does not
 * install what it imports; the shell's bundle compiles its source).
 */
const INSTALL = ['install', '--frozen-lockfile', '--prefer-offline', '--filter', './shared', '--filter', './contracts', ...APPS.flatMap((app) => ['--filter', `./${app}...`])];
const install = (checkout) => run(checkout, 'pnpm', INSTALL);

/** path → SHA-256 of every file under a build's output folder. */
function hashes(dist) {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }).sort(([a], [b]) => a.localeCompare(b)),
  );
}

test('one remote and the shell build byte-identical in two fresh clones at different paths', { timeout: 600_000 }, async () => {
  const base = mkdtempSync(path.join(tmpdir(), 'portal-repro-'));
  const checkouts = [path.join(base, 'a'), path.join(base, 'a-much-longer-folder', 'second', 'checkout-b')];
  try {
    const built = await Promise.all(
      checkouts.map(async (checkout) => {
        mkdirSync(path.dirname(checkout), { recursive: true });
        await runAsync(repoRoot, 'git', ['clone', '--quiet', '--no-local', repoRoot, checkout]);
        await runAsync(checkout, 'pnpm', INSTALL);
        for (const app of APPS) await runAsync(checkout, 'pnpm', ['--filter', `./${app}`, 'run', 'build']);
        return Object.fromEntries(APPS.map((app) => [app, hashes(path.join(checkout, app, 'dist'))]));
      }),
    );
    for (const app of APPS) {
      const [first, second] = [built[0][app], built[1][app]];
      assert.ok(Object.keys(first).length > 10, `${app} built its files`);
      const differing = [...new Set([...Object.keys(first), ...Object.keys(second)])].filter((file) => first[file] !== second[file]);
      assert.deepEqual(differing, [], `${app}: files that differ between ${checkouts[0]} and ${checkouts[1]}`);
    }

    // A checkout whose modules were installed from another store: pnpm wants to remove them first. Without a terminal
    // to confirm, it used to abort (ERR_PNPM_ABORTED_REMOVE_MODULES_DIR_NO_TTY); `npm start` under a service manager
    // must go on.
    const modules = path.join(checkouts[1], 'node_modules', '.modules.yaml');
    const state = JSON.parse(readFileSync(modules, 'utf8'));
    writeFileSync(modules, JSON.stringify({ ...state, storeDir: path.join(base, 'another-store', 'v10') }, null, 2));
    const output = install(checkouts[1]);
    assert.doesNotMatch(output, /ABORTED/);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
