// `npm start`: everything from a fresh clone to the whole site on one Node process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

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
  process.env.NODE_ENV ??= 'production';
  await import(pathToFileURL(path.join(repoRoot, 'api/dist/server.js')).href);
}
