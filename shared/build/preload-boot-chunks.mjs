// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Writes into the shell's index.html a preload for every file the app's first render needs beyond main.js: the
 * chunks behind the `import('./bootstrap')` async boundary and the shared modules they consume (React, the router
 * facade, i18n...), transitively. Without it the browser learns of them only once main.js has run — one more round
 * trip before anything is drawn (issue 13). Stylesheets become ordinary <link rel="stylesheet"> so the first paint is
 * styled; the CSS loader finds them already in the page and does not add them twice.
 */
export class PreloadBootChunksPlugin {
  /** @param {string} bootRequest the async boundary's import request */
  constructor(bootRequest = './bootstrap') {
    this.bootRequest = bootRequest;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = bootFiles(compilation, this.bootRequest);
        const sorted = [...files].sort();
        const tag = (/** @type {string} */ rel, /** @type {string} */ file, /** @type {Record<string, string>} */ extra = {}) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel, href: `${publicPath}${file}`, ...extra });
        // Stylesheets first: they block the first paint, so they must not queue behind the scripts' downloads.
        data.headTags.unshift(...sorted.filter((file) => file.endsWith('.css')).map((file) => tag('stylesheet', file)));
        data.headTags.push(...sorted.filter((file) => file.endsWith('.js')).map((file) => tag('preload', file, { as: 'script' })));
        return data;
      });
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} bootRequest
 * @returns {Set<string>}
 */
export function bootFiles(compilation, bootRequest) {
  const { chunkGraph } = compilation;
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @type {import('webpack').ChunkGroup[]} */
  const pending = [...compilation.chunkGroups].filter((group) => group.origins.some((origin) => origin.request === bootRequest));
  /** @type {Set<import('webpack').ChunkGroup>} */
  const seen = new Set();
  while (pending.length > 0) {
    const group = /** @type {import('webpack').ChunkGroup} */ (pending.pop());
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      // A consumed shared module's fallback is an async block: the runtime loads its chunk before the module runs.
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const blockGroup = chunkGraph.getBlockChunkGroup(block);
          if (blockGroup) pending.push(blockGroup);
        }
      }
    }
  }
  const files = new Set();
  for (const chunk of chunks) {
    if (chunk.hasRuntime()) continue; // main.js is in the page already
    for (const file of chunk.files) files.add(file);
  }
  return files;
}
