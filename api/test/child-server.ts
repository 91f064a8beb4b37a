import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './helper.js';

// The real entry point (src/server.ts, through tsx so no build is needed) as a child process on a test's database: the
// way tests start separate API instances. It gets nothing of the parent's environment but PATH: loopback, any free
// port, JSON logs at info, `dataDir` as DATA_DIR (the SQLite file lives there unless the test database is
// PostgreSQL), no shell, releases or registry, and the test's own settings last.

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export type ServerProcess = ChildProcessByStdio<null, Readable, Readable>;

export function spawnServer(testDb: TestDatabase, dataDir: string, env: Record<string, string> = {}): ServerProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SHELL_DIST: join(testDb.dir, 'no-shell'),
      RELEASES_DIR: join(testDb.dir, 'no-releases'),
      REGISTRY_FILE: join(testDb.dir, 'no-registry.json'),
      ...(testDb.database.kind === 'postgres' ? { DATABASE_URL: testDb.database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Hands each JSON log line the server writes to stdout to `onLine`, in order. */
export function readLogLines(child: ServerProcess, onLine: (line: Record<string, unknown>) => void): void {
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts.filter(Boolean)) onLine(JSON.parse(part) as Record<string, unknown>);
  });
}
