import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot } from '../../paths.js';
import { builtServer } from '../programs.js';

// The real production server in a child process, as `npm start` runs it: `node api/dist/server.js` with the
// server's node flags (scripts/lib/server-flags.mjs) and NODE_ENV=production. The crash test kills it with SIGKILL.

// The same flags as scripts/lib/server-flags.mjs (a .mjs file the API's TypeScript cannot import).
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
const START_TIMEOUT_MS = 30_000;
/** Servers this process started and that have not exited: what a time limit or Ctrl-C must end. */
const started = new Set<ChildProcess>();

/** SIGKILLs the servers this process started (by their own handles, nothing else). */
export function killStartedServers(): void {
  for (const child of started) child.kill('SIGKILL');
}

/** Throws a clear message when api/dist is missing: this test runs the built server, not the sources. */
export function requireBuiltServer(): void {
  if (!existsSync(builtServer)) {
    throw new Error(`${builtServer} is missing: the crash test runs the built server. Build it first: cd api && pnpm build (npm test builds it before the tests).`);
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Every log line with level ≥ 50 (error) the server wrote. */
  errors: string[];
  /** Files of uploads committed before a crash that this start moved into place (uploads plugin's log). */
  finishedCommits: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  requireBuiltServer();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const errors: string[] = [];
  let finishedCommits = 0;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${START_TIMEOUT_MS} ms: ${stderr}`));
    }, START_TIMEOUT_MS);
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (/"level":(5\d|60)/.test(line)) errors.push(line);
        if (line.includes('moved into place the files of uploads committed before a crash')) finishedCommits += Number((JSON.parse(line) as { finished?: unknown }).finished);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (listening) {
          clearTimeout(timer);
          resolve(listening);
        }
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening: ${stderr}${errors.join('\n')}`));
    });
  });
  return { url, child, errors, finishedCommits, exited };
}

/** SIGKILL: no graceful close, nothing flushed; only what was already committed or on disk survives. */
export async function killServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM and the graceful close (at most 15 s, then SIGKILL). */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}
