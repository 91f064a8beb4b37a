// `npm start`: everything from a fresh clone to the whole site on one Node process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import './build-site.mjs';

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(repoRoot, 'api/dist/server.js')).href);
