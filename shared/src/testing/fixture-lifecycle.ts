import { startFixtureServer, type FixtureServer } from './fixture-server';

export interface SuiteServer {
  /** Filled in beforeAll: read it inside tests and hooks, never at the top of the file. */
  server: FixtureServer;
}

/**
 * One fixture server for the test file: started before all tests, its held responses released after each
 * (no answer a test left hanging outlives it), closed after all. `onStart` runs once it listens (point the
 * clients at it there) and may return an undo, run after all tests.
 */
export function setupFixtureServer(onStart?: (server: FixtureServer) => void | (() => void)): SuiteServer {
  const suite = {} as SuiteServer; // filled in before any test reads it
  let undo: void | (() => void);
  beforeAll(async () => {
    suite.server = await startFixtureServer();
    undo = onStart?.(suite.server);
  });
  afterEach(() => suite.server.release());
  afterAll(async () => {
    undo?.();
    await suite.server.close();
  });
  return suite;
}
