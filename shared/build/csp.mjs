// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import webpack from 'webpack';

/**
 * Libraries the shell bundles that put a fixed <style> element into the page when they load, and how to find its
 * text in their code. The site's Content-Security-Policy allows no inline style but by nonce or hash (issue 14);
 * these take no nonce, so their exact text is allowed by its hash. sonner (toasts) injects its stylesheet through
 * `__insertCSS("…")` at import.
 */
const INJECTORS = [{ name: 'sonner', call: /__insertCSS\("((?:[^"\\]|\\.)*)"\)/g }];

/** @param {string} text */
const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP sources (`'sha256-…'`) of the styles the libraries above inject, read from the installed versions. */
export function injectedStyleHashes() {
  // Resolved as @portal/shared resolves them: it is the package that imports them.
  const require = createRequire(new URL('../package.json', import.meta.url));
  /** @type {string[]} */
  const hashes = [];
  for (const { name, call } of INJECTORS) {
    const code = readFileSync(require.resolve(name), 'utf8');
    const found = [...code.matchAll(call)];
    if (found.length === 0) throw new Error(`[csp] ${name} no longer injects its styles the known way: check its CSP needs`);
    for (const match of found) hashes.push(sha256Source(/** @type {string} */ (JSON.parse(`"${match[1]}"`))));
  }
  // sonner appends its <style> to the page before it puts the text in: the browser checks the empty element first.
  hashes.push(sha256Source(''));
  return hashes;
}

/** Origins other than the site's that the shell's code connects to: the content API's (Layer A) when the deployment names another host. */
export function connectOrigins() {
  const site = JSON.parse(readFileSync(new URL('../src/config/deployment.config.json', import.meta.url), 'utf8'));
  return typeof site.apiHost === 'string' && /^https?:\/\//.test(site.apiHost) ? [new URL(site.apiHost).origin] : [];
}

/**
 * Writes `csp.json` ({ styleHashes, connectOrigins }) beside index.html: what this build of the shell needs from each
 * page's Content-Security-Policy beyond the site's own origin and the registry's; the server reads it (docs/adr/0022).
 */
export class CspPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CspPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CspPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify({ styleHashes: injectedStyleHashes(), connectOrigins: connectOrigins() });
        compilation.emitAsset('csp.json', new webpack.sources.RawSource(json));
      });
    });
  }
}
