// @ts-check
// A JavaScript module cannot import a declaration file: the reference brings the internals' types into every program
// that type-checks this file (the apps' webpack configs import it).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="./webpack-internals.d.ts" />
import { createRequire } from 'node:module';

// webpack's own helpers for deterministic ids (webpack is pinned: TOOLCHAIN.md), so the ids below are assigned exactly
// as `moduleIds: 'deterministic'` assigns them, from one different name.
const require = createRequire(import.meta.url);
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');

const PLUGIN_NAME = 'ReproducibleModuleIdsPlugin';

/**
 * A module's name as it would be in any checkout. Two federation modules carry the checkout's path into their names,
 * hence into their deterministic ids — and, through id collisions, into the ids of other modules (issue 16: `3976`
 * against `2170` in two clones):
 * - the runtime's generated entry, `node_modules/.federation/entry.<md5>.js`, whose md5 is taken over a template that
 *   imports the bundler runtime by its absolute path (FederationRuntimePlugin.getFilePath, @module-federation/enhanced);
 * - the container entry, whose name ends with that entry's absolute path;
 * - that entry concatenated with the modules it imports, whose name ends with a hash of their names, its own included.
 * Named with the repository's root left out and without that md5 (there is one such entry per build), they keep one
 * id wherever the build runs.
 * @param {string} name a module's name (relative to the build's context where webpack could make it so)
 * @param {string} root the repository's root folder
 */
export function reproducibleName(name, root) {
  return name
    .split(root)
    .join('<repo>')
    // Concatenated with the modules it imports, the entry's name also ends with a hash of theirs, its own included.
    .replace(/(^|\/)\.federation\/entry\.[0-9a-f]{32}\.js(\|[0-9a-f]{32}$)?/g, '$1.federation/entry.js');
}

/**
 * `moduleIds: 'deterministic'` (webpack's DeterministicModuleIdsPlugin, same helpers and parameters) with the module
 * names made independent of the checkout path first. Used with `optimization.moduleIds: false`.
 */
export class ReproducibleModuleIdsPlugin {
  /** @param {string} root the repository's root folder */
  constructor(root) {
    this.root = root;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN_NAME, () => {
        const { chunkGraph } = compilation;
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (/** @type {import('webpack').Module} */ module) => reproducibleName(getFullModuleName(module, compiler.context, compiler.root), this.root),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (/** @type {import('webpack').Module} */ module, /** @type {number} */ id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunkGraph.setModuleId(module, id);
            return true;
          },
          [1000],
          10,
          usedIds.size,
        );
      });
    });
  }
}
