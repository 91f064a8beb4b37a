// Build-time factory tests (plain Node: the factory is ESM that webpack-cli loads directly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACK_OFFICE_DIR, BACK_OFFICE_HOST_ENTRIES, createAppConfig, createShellConfigs, LAZY_HOST_ENTRIES, publicRemotes, sharedDependencies } from '../federation.mjs';
import { SINGLETON_PACKAGES, containerName } from '../shared-deps.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * @param {import('webpack').Configuration} config
 * @returns {Record<string, any>} the plugin's options — `any`: read back from its private field, untyped
 */
function federationOptions(config) {
  const plugin = config.plugins?.find((candidate) => candidate?.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'config has a ModuleFederationPlugin');
  return /** @type {{ _options: Record<string, any> }} */ (/** @type {unknown} */ (plugin))._options;
}

test('every shared dependency is a singleton, with subpaths of react, react-dom and @portal/shared', () => {
  const shared = sharedDependencies();
  for (const name of [...SINGLETON_PACKAGES, 'react/', 'react-dom/', '@portal/shared/']) {
    assert.equal(shared[name]?.singleton, true, `${name} is a singleton`);
    assert.ok(shared[name]?.requiredVersion, `${name} has a required version`);
  }
  assert.deepEqual(Object.keys(shared).sort(), [...SINGLETON_PACKAGES, 'react/', 'react-dom/', '@portal/shared/'].sort());
});

test('a remote exposes ./routes, emits a manifest, resolves its public path at run time and uses the host runtime', () => {
  const dir = path.join(repoRoot, 'mf-voting');
  const config = createAppConfig({ dir, kind: 'remote', exposes: { './routes': './src/app/routes.tsx' } }, {}, { mode: 'production' });
  const options = federationOptions(config);
  assert.equal(options.name, 'mf_voting');
  assert.deepEqual(options.exposes, { './routes': './src/app/routes.tsx' });
  assert.equal(options.manifest, true);
  assert.equal(options.experiments.externalRuntime, true);
  assert.equal(config.output?.publicPath, 'auto');
});

test('the host names no remote: remotes come from the registry at run time', () => {
  const config = createAppConfig({ dir: path.join(repoRoot, 'shell'), kind: 'host' }, {}, { mode: 'production' });
  const options = federationOptions(config);
  assert.equal(options.remotes, undefined);
  assert.equal(options.experiments.provideExternalRuntime, true);
  assert.equal(config.entry, './src/index.ts');
});

test('container names are valid identifiers', () => {
  assert.equal(containerName('mf-competition'), 'mf_competition');
});

test('host and remotes share loaded-first: no remote entry is fetched until that remote is used', () => {
  /** @type {Array<[string, 'host' | 'remote']>} */
  const apps = [['shell', 'host'], ['mf-content', 'remote']];
  for (const [app, kind] of apps) {
    const config = createAppConfig({ dir: path.join(repoRoot, app), kind }, {}, { mode: 'production' });
    assert.equal(federationOptions(config).shareStrategy, 'loaded-first', app);
  }
});

test('the host provides every singleton eagerly (in its main.js) but the lazy entries; a remote keeps its copies as lazy fallbacks', () => {
  const host = federationOptions(createAppConfig({ dir: path.join(repoRoot, 'shell'), kind: 'host' }, {}, { mode: 'production' }));
  const remote = federationOptions(createAppConfig({ dir: path.join(repoRoot, 'mf-content'), kind: 'remote' }, {}, { mode: 'production' }));
  const lazy = new Set(LAZY_HOST_ENTRIES.map((entry) => `@portal/shared/${entry}`));
  for (const [name, config] of Object.entries(host.shared)) assert.equal(config.eager, !lazy.has(name), `shell: ${name}`);
  for (const [name, config] of Object.entries(remote.shared)) assert.equal(config.eager, false, `mf-content: ${name}`);
});

test('libraries with state of their own are reached through @portal/shared entries, not shared whole', () => {
  const shared = sharedDependencies();
  for (const name of ['react-router', 'react-router-dom', 'react-i18next', 'i18next', 'zustand', 'axios', 'react-hook-form']) {
    assert.equal(shared[name], undefined, `${name} is not a shared package`);
  }
});

test('the shell provides the form entry lazily (never in its main.js); a remote provides no extra entry', () => {
  const host = federationOptions(createAppConfig({ dir: path.join(repoRoot, 'shell'), kind: 'host' }, {}, { mode: 'production' }));
  const form = host.shared['@portal/shared/form'];
  assert.equal(form.eager, false);
  assert.equal(form.singleton, true);
  assert.equal(form.shareKey, '@portal/shared/form');
  assert.ok(path.isAbsolute(form.import), 'named by its file, so it is provided though the shell never imports it');
  assert.equal(host.shared['@portal/shared/'].eager, true);
  const remote = federationOptions(createAppConfig({ dir: path.join(repoRoot, 'mf-account'), kind: 'remote' }, {}, { mode: 'production' }));
  assert.equal(remote.shared['@portal/shared/form'], undefined);
});

test('the registry built into the shell lists only remotes with public pages: the back office costs main.js nothing', () => {
  const entry = (/** @type {string} */ name, /** @type {Record<string, string[]>} */ routes) => ({ name, version: '1.0.0', manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`, routes });
  const registry = {
    schemaVersion: 1,
    remotes: [entry('mf-voting', { pc: ['secondCompetition'], mobile: ['vote'] }), entry('mf-admin', { pc: [], mobile: [], admin: ['login'] })],
  };
  assert.deepEqual(publicRemotes(registry).remotes.map((remote) => remote.name), ['mf-voting']);
  assert.equal(publicRemotes(registry).schemaVersion, 1);
});

test('the shell is two builds: the public pages\', and the back office\'s in its own folder with its two seams (docs/adr/0030)', () => {
  const shell = path.join(repoRoot, 'shell');
  const [pages, backOffice] = createShellConfigs({ dir: shell }, {}, { mode: 'production' });
  assert.ok(pages && backOffice);
  assert.equal(pages.output?.path, path.join(shell, 'dist'));
  assert.equal(pages.output?.publicPath, '/');
  assert.equal(backOffice.output?.path, path.join(shell, 'dist', BACK_OFFICE_DIR));
  assert.equal(backOffice.output?.publicPath, `/${BACK_OFFICE_DIR}/`);
  // The public build cleans its folder but the back office's, which the other build writes at the same time.
  const clean = /** @type {{ keep: (file: string) => boolean }} */ (pages.output?.clean);
  assert.equal(clean.keep(`${BACK_OFFICE_DIR}/main.0123abcd.js`), true);
  assert.equal(clean.keep('main.0123abcd.js'), false);
  // The same app and the same singletons provided to the remotes, plus the back office's own lazy entries (the router's
  // blocker: docs/adr/0034), which the public build never provides; only the back office's build replaces modules.
  const own = BACK_OFFICE_HOST_ENTRIES.map((entry) => `@portal/shared/${entry}`);
  assert.deepEqual(Object.keys(federationOptions(backOffice).shared), [...Object.keys(federationOptions(pages).shared), ...own]);
  for (const name of own) {
    assert.equal(federationOptions(pages).shared[name], undefined, `the public build does not provide ${name}`);
    assert.equal(federationOptions(backOffice).shared[name].eager, false, `${name} is its own async chunk`);
  }
  const replacements = (/** @type {import('webpack').Configuration} */ config) =>
    (config.plugins ?? []).filter((plugin) => plugin?.constructor.name === 'NormalModuleReplacementPlugin').length;
  assert.equal(replacements(pages), 0);
  assert.equal(replacements(backOffice), 2);
  assert.ok(pages.devServer && !backOffice.devServer, 'one dev server serves both builds');
});
