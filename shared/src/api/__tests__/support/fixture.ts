import { setupFixtureServer, type FixtureServer } from '@portal/shared/testing';
import { recorder } from './hooks';

export type Recorder = ReturnType<typeof recorder>;

export interface Fixture<C> {
  readonly server: FixtureServer;
  seen: Recorder;
  client: C;
}

/**
 * One real server for the test file (@portal/shared/testing), and before each test a fresh recorder and a
 * client made by `makeClient`. The fields are filled in beforeAll/beforeEach, so read them inside tests.
 */
export function serverFixture<C = undefined>(makeClient?: (server: FixtureServer, seen: Recorder) => C): Fixture<C> {
  const suite = setupFixtureServer();
  const fixture = {
    get server() {
      return suite.server;
    },
  } as Fixture<C>; // seen and client are filled in before any test reads them
  beforeEach(() => {
    fixture.seen = recorder();
    fixture.client = makeClient ? makeClient(suite.server, fixture.seen) : (undefined as C);
  });
  return fixture;
}
