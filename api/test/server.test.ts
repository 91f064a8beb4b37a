import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrations } from '../src/db/migrations/index.js';
import { seedModules } from '../src/db/seed/index.js';
import { createTestDatabase, type TestDatabase } from './helper.js';

// Runs the real entry point in a child process (through tsx, so no build is needed).
const apiDir = fileURLToPath(new URL('..', import.meta.url));
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

interface Run {
  lines: Record<string, unknown>[];
  stderr: string;
  listening: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: join(testDb.dir, 'data'),
      SHELL_DIST: join(testDb.dir, 'no-shell'),
      RELEASES_DIR: join(testDb.dir, 'no-releases'),
      REGISTRY_FILE: join(testDb.dir, 'no-registry.json'),
      ...(testDb.database.kind === 'postgres' ? { DATABASE_URL: testDb.database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = {
    lines: [],
    stderr: '',
    listening: new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "listening" line in 20 s: ${run.stderr}`)), 20_000);
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const parts = buffered.split('\n');
        buffered = parts.pop() ?? '';
        for (const part of parts.filter(Boolean)) {
          const line = JSON.parse(part) as Record<string, unknown>;
          run.lines.push(line);
          const url = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(String(line.msg))?.[1];
          if (url) {
            clearTimeout(timer);
            resolve(url);
          }
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`exited before listening: ${run.stderr}`));
      });
    }),
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    kill: (signal) => child.kill(signal),
  };
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString('utf8')));
  return run;
}

/** Fails instead of hanging when the child never exits. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('server.ts', () => {
  it('starts, answers, and exits 0 on SIGTERM; a second start seeds nothing', async () => {
    for (const [round, signal] of [[1, 'SIGTERM'], [2, 'SIGINT']] as const) {
      const run = startServer({});
      try {
        const url = await run.listening;
        const health = (await (await fetch(`${url}/api/health`)).json()) as { code: number };
        expect(health.code).toBe(1);
        const ready = run.lines.find((line) => line.msg === 'database ready');
        expect(ready).toMatchObject(
          round === 1
            ? { migrations: Object.keys(migrations), seeds: seedModules.map((seed) => seed.name) }
            : { migrations: [], seeds: [] },
        );
      } finally {
        run.kill(signal);
      }
      expect(await within(run.exited, 15_000)).toEqual({ code: 0, signal: null });
      expect(run.lines.some((line) => line.msg === 'closing' && line.signal === signal)).toBe(true);
    }
    if (testDb.database.kind === 'sqlite') {
      expect(existsSync(join(testDb.dir, 'data', 'portal.sqlite'))).toBe(true);
    }
  }, 60_000);

  it('exits 1 with a clear message on a bad setting', async () => {
    const run = startServer({ PORT: 'eighty' });
    expect(await within(run.exited, 15_000)).toEqual({ code: 1, signal: null });
    expect(run.stderr).toContain('Invalid configuration: PORT must be an integer from 0 to 65535, got "eighty"');
    await expect(run.listening).rejects.toThrow(/exited before listening/);
  }, 30_000);
});
