// The built API as a child process, for the benchmarks: started on 127.0.0.1 with its own environment, its base URL
// read from the "Server listening at" log line, and its memory read from /proc (Linux).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { eachLine } from './lines.mjs';
import { repoRoot } from './paths.mjs';

/** The built server, from the repository's root: what `npm start` runs. */
export const API_SERVER_SCRIPT = 'api/dist/server.js';

/**
 * Starts `node [flags] api/dist/server.js`; resolves to the child and its base URL once it listens. `keepLines`: every
 * JSON log line is kept, parsed, in `lines` (for a test that reads what the instance did).
 */
export function startApi(env, flags = [], { keepLines = false } = {}) {
  const child = spawn(process.execPath, [...flags, API_SERVER_SCRIPT], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  /** @type {Record<string, unknown>[]} */
  const lines = [];
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    eachLine(child.stdout, (line) => {
      if (keepLines) {
        try {
          lines.push(JSON.parse(line));
        } catch {
          // not a log line
        }
      }
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (url) resolve({ child, url, lines });
    });
    child.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening: ${stderr}`)));
  });
}

/** SIGTERM, then at most 5 s for a graceful close. */
export async function stopApi(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Resets VmHWM to the current RSS ("5" to clear_refs), so the next peak is the next step's own. */
export function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
