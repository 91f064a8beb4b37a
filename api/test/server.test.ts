import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from '../src/db/migrations/index.js';
import { seedModules } from '../src/db/seed/index.js';
import { readLogLines, spawnServer } from './child-server.js';
import { createTestDatabase, type TestDatabase } from './helper.js';

// Runs the real entry point in a child process (through tsx, so no build is needed).
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
  const child = spawnServer(testDb, join(testDb.dir, 'data'), env);
  const run: Run = {
    lines: [],
    stderr: '',
    listening: new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "listening" line in 20 s: ${run.stderr}`)), 20_000);
      readLogLines(child, (line) => {
        run.lines.push(line);
        const url = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(String(line.msg))?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
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

  it('a stop asked for during start-up (an instance replaced while it migrates) exits 0, not as a failed start', async () => {
    const run = startServer({});
    run.listening.catch(() => undefined);
    // The first log line is written before the migrations (it says which database): the start is under way.
    await within(new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (run.lines.length === 0) return;
        clearInterval(poll);
        resolve();
      }, 5);
    }), 20_000);
    run.kill('SIGTERM');
    expect(await within(run.exited, 15_000)).toEqual({ code: 0, signal: null });
    expect(run.lines.some((line) => line.msg === 'startup failed')).toBe(false);
  }, 30_000);

  it('exits 1 with a clear message on a bad setting', async () => {
    const run = startServer({ PORT: 'eighty' });
    expect(await within(run.exited, 15_000)).toEqual({ code: 1, signal: null });
    expect(run.stderr).toContain('Invalid configuration: PORT must be an integer from 0 to 65535, got "eighty"');
    await expect(run.listening).rejects.toThrow(/exited before listening/);
  }, 30_000);
});
