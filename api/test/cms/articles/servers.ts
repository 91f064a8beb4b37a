import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from '../../helper.js';

// Real API processes (src/server.ts through tsx, as server.test.ts runs it) on a test's database: separate instances,
// as a deployment runs several, each with its own connection and its own clock (PORTAL_NOW).

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerRun {
  lines: Record<string, unknown>[];
  /** Resolves with the first log line that `match` accepts. */
  line(match: (line: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** SIGTERM, then the exit. */
  stop(): Promise<number | null>;
}

export function startServer(testDb: TestDatabase, env: Record<string, string>): ServerRun {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: testDb.dir,
      SHELL_DIST: join(testDb.dir, 'no-shell'),
      RELEASES_DIR: join(testDb.dir, 'no-releases'),
      REGISTRY_FILE: join(testDb.dir, 'no-registry.json'),
      ...(testDb.database.kind === 'postgres' ? { DATABASE_URL: testDb.database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiting: { match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts.filter(Boolean)) {
      const line = JSON.parse(part) as Record<string, unknown>;
      lines.push(line);
      for (const wait of waiting.filter((one) => one.match(line))) wait.resolve(line);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    lines,
    line(match, ms = 30_000) {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such log line in ${ms} ms; stderr: ${stderr}; lines: ${JSON.stringify(lines.map((one) => one.msg))}`)), ms);
        waiting.push({ match, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      });
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
