// scripts/release.mjs: `pnpm release <command>` goes to the staged-release CLI (api/src/cli/release.ts); without a
// command it is still the local site's release (build-site.mjs), which never rewrites a version that was published
// with `pnpm release publish`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';
import { sameTree } from '../release.mjs';

const script = path.join(repoRoot, 'scripts/release.mjs');

function release(args, env) {
  return spawnSync(process.execPath, [script, ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ...env } });
}

function scratch(t) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-script-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('sameTree compares the files and their bytes', (t) => {
  const dir = scratch(t);
  const make = (name, files) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
      writeFileSync(path.join(dir, name, file), text);
    }
    return path.join(dir, name);
  };
  const a = make('a', { 'x.js': '1', 'sub/y.js': '2' });
  assert.equal(sameTree(a, make('b', { 'x.js': '1', 'sub/y.js': '2' })), true);
  assert.equal(sameTree(a, make('c', { 'x.js': '1', 'sub/y.js': '3' })), false);
  assert.equal(sameTree(a, make('d', { 'x.js': '1' })), false);
  assert.equal(sameTree(a, path.join(dir, 'missing')), false);
});

test('a command goes to the staged-release command line, with its exit code', (t) => {
  const dataDir = scratch(t);
  const status = release(['status'], { DATA_DIR: dataDir, PORTAL_NOW: '2024-02-10T10:00:00+08:00' });
  assert.equal(status.status, 0, status.stderr);
  assert.match(status.stdout, /^remote\s+stable\s+candidate/);
  assert.match(status.stdout, /mf-voting\s+—/);
  const refused = release(['ramp', 'mf-voting', '1.0.0', '10'], { DATA_DIR: dataDir });
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /mf-voting@1\.0\.0 is not published/);
  const usage = release(['ramp', 'mf-nothing', '1.0.0', '10'], { DATA_DIR: dataDir });
  assert.equal(usage.status, 2);
  assert.equal(release(['help'], { DATA_DIR: dataDir }).status, 0);
});

const dist = path.join(repoRoot, 'mf-voting/dist');
test('the site release never rewrites a version published with `pnpm release publish`', { skip: !existsSync(path.join(dist, 'mf-manifest.json')) && 'mf-voting is not built' }, (t) => {
  const dir = scratch(t);
  const env = { RELEASES_DIR: path.join(dir, 'releases'), REGISTRY_FILE: path.join(dir, 'registry.json') };
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'mf-voting/package.json'), 'utf8'));
  const target = path.join(env.RELEASES_DIR, 'mf-voting', version);
  // Unpublished: released as before.
  assert.equal(release(['mf-voting', '--skip-build'], env).status, 0);
  assert.equal(sameTree(dist, target), true);
  // Published, same bytes: fine; other bytes: refused, the folder untouched.
  writeFileSync(path.join(env.RELEASES_DIR, 'mf-voting', `.published-${version}.json`), '{}');
  assert.equal(release(['mf-voting', '--skip-build'], env).status, 0);
  writeFileSync(path.join(target, 'remoteEntry.js'), '/* published bytes */');
  const refused = release(['mf-voting', '--skip-build'], env);
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /was published with `pnpm release publish` and never changes: bump its version/);
  assert.equal(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8'), '/* published bytes */');
});
