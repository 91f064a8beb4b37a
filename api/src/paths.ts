import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits at api/src/paths.ts and compiles to api/dist/paths.js: both are two levels
// below the monorepo root, so the same relative hop works under tsx, jest and node.
const here = dirname(fileURLToPath(import.meta.url));

export const apiRoot = resolve(here, '..');
export const repoRoot = resolve(apiRoot, '..');
