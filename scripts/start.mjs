// `npm start`: everything from a fresh clone to the whole site on one Node process.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { isFresh, writeStamp } from './lib/stamp.mjs';
import { createHash } from 'node:crypto';

/**
 * Each public page's first view (docs/adr/0020), captured from the built site with the data it will serve, when the
 * shell, the registry or the clock changed since the last capture. PORTAL_PRERENDER=0 skips it (pages then render
 * in the browser only). Content edited later shows in the live page a moment after the captured one; `pnpm
 * prerender` refreshes the captures.
 */
async function prerenderIfStale() {
  if (process.env.PORTAL_PRERENDER === '0') return;
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'var/data'));
  const inputs = ['shell/dist/index.html', 'var/registry.json'].map((file) => {
    try {
      return readFileSync(path.join(repoRoot, file), 'utf8');
    } catch {
      return '';
    }
  });
  const hash = createHash('sha256').update(JSON.stringify([...inputs, dataDir, process.env.PORTAL_NOW ?? ''])).digest('hex');
  if (isFresh('prerender', hash, path.join(dataDir, 'prerender'))) return;
  // Optional: without Chromium, or if a capture fails, the site still starts and renders in the browser.
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.warn(`[start] no Chromium at ${chromium}: pages are not prerendered (bash scripts/ensure-chromium.sh installs it)`);
    return;
  }
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/prerender.mjs')], { stdio: 'inherit', cwd: repoRoot });
  if (result.status === 0) writeStamp('prerender', hash);
  else console.warn('[start] prerendering failed: pages render in the browser only');
}

// The server's V8 flags take effect only when the process starts: without them, run this script again with them.
if (!SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  const child = spawn(process.execPath, [...process.execArgv, ...SERVER_NODE_FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  // Ctrl-C reaches both processes from the terminal; a SIGTERM sent to this one alone is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import('./build-site.mjs');
  await prerenderIfStale();
  process.env.NODE_ENV ??= 'production';
  await import(pathToFileURL(path.join(repoRoot, 'api/dist/server.js')).href);
}
