import { recorder } from './hooks';
import { startServer, type TestServer } from './server';

export type Recorder = ReturnType<typeof recorder>;

export interface Fixture<C> {
  server: TestServer;
  seen: Recorder;
  client: C;
}

/**
 * One real server for the test file, and before each test a fresh recorder and a client made by `makeClient`.
 * The fields are filled in beforeAll/beforeEach, so read them inside tests, never at the top of the file.
 */
export function serverFixture<C = undefined>(makeClient?: (server: TestServer, seen: Recorder) => C): Fixture<C> {
  const fixture = {} as Fixture<C>; // filled in before any test reads it
  beforeAll(async () => {
    fixture.server = await startServer();
  });
  afterEach(() => fixture.server.release()); // no response a test left hanging outlives it
  afterAll(() => fixture.server.close());
  beforeEach(() => {
    fixture.seen = recorder();
    fixture.client = makeClient ? makeClient(fixture.server, fixture.seen) : (undefined as C);
  });
  return fixture;
}
