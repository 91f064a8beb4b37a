import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../../src/paths.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';
import type { Digest } from './digest.js';
import type { Caller, ServerCall, ServerReady } from './protocol.js';

// The test thread's handle on the server under fuzz, which runs in a worker thread (fuzz-server.ts says why):
// its port, routes and facts, and calls to move its clock, digest its tables and keep callers signed in.

export interface FuzzApp extends Omit<ServerReady, 'tokens'> {
  testDb: TestDatabase;
  /** The caller's current token (undefined: no token header). */
  token(caller: Caller): string | undefined;
  setClock(at: Date): Promise<void>;
  digest(): Promise<Digest>;
  /** After a successful request: a new session if that one ended the caller's; true when it did. */
  ensureSession(caller: Caller): Promise<boolean>;
  close(): Promise<void>;
}

/** How long the worker may take to start, seed and set up its teams. */
const START_TIMEOUT_MS = 60_000;

export async function startFuzzApp(): Promise<FuzzApp> {
  const testDb = await createTestDatabase();
  // The server's TypeScript, workspace packages included (`source` condition), as the rest of the suite runs it.
  const worker = new Worker(join(repoRoot, 'api', 'test', 'fuzz', 'fuzz-server.mjs'), { execArgv: [...process.execArgv, '--conditions=source'], workerData: { database: testDb.database, dir: testDb.dir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let serial = 0;
  let dead: Error | undefined;
  const die = (error: Error) => {
    dead = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`the server's worker exited (${code})`)));

  const ready = await new Promise<ServerReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the fuzz server did not start in time')), START_TIMEOUT_MS);
    worker.on('message', (message: { ready?: ServerReady; failed?: string; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) {
        clearTimeout(timer);
        resolve(message.ready);
      } else if (message.failed) {
        clearTimeout(timer);
        reject(new Error(message.failed));
      } else if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.result);
      }
    });
    worker.once('error', reject);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    await testDb.drop();
    throw error;
  });

  function call<T>(message: ServerCall): Promise<T> {
    if (dead) return Promise.reject(dead);
    serial += 1;
    const id = serial;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const { tokens, ...rest } = ready;
  let clock: number | undefined;
  return {
    ...rest,
    testDb,
    token: (caller) => tokens[caller],
    async setClock(at) {
      if (at.getTime() === clock) return;
      await call({ op: 'setClock', at: at.toISOString() });
      clock = at.getTime();
    },
    digest: () => call<Digest>({ op: 'digest' }),
    async ensureSession(caller) {
      const token = await call<string | undefined>({ op: 'ensureSession', caller });
      const renewed = token !== tokens[caller];
      tokens[caller] = token;
      return renewed;
    },
    async close() {
      if (!dead) await call({ op: 'close' });
      worker.removeAllListeners('exit');
      await worker.terminate();
      await testDb.drop();
    },
  };
}
