import { join } from 'node:path';
import { apiRoot } from '../paths.js';

// The built server and command lines, for whatever runs them as processes the way production does (`node
// api/dist/…`): the crash harness, the tools, the e2e suite. They exist once the API is built (`pnpm --filter ./api
// build`; `npm start` and `npm test` build it first). Known here, with the build that makes them, so nobody outside
// spells a path into api/dist.

export const builtServer = join(apiRoot, 'dist', 'server.js');

/** The command lines of src/cli that run as processes: `pnpm admin`'s, and the quick session of the README. */
export type CommandLine = 'admin' | 'issue-session';

export function builtCommandLine(name: CommandLine): string {
  return join(apiRoot, 'dist', 'cli', `${name}.js`);
}
