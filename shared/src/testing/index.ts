export { describeRemoteContract } from './remote-contract';
export type { PageExpectation } from './remote-contract';
export { startFixtureServer, envelope, reply, jsonBody, refusedUrl } from './fixture-server';
export type { FixtureServer, Handler, Hit } from './fixture-server';
export { routes, ok, failure, pageOf } from './fixture-routes';
export { setupFixtureServer } from './fixture-lifecycle';
export type { SuiteServer } from './fixture-lifecycle';
