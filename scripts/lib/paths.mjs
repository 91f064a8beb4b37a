// Locations shared by the project's scripts; each can be moved with the same variable the API reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {string[]} The remotes, as @portal/contracts/remotes names them (read as JSON: nothing is compiled yet). */
export const REMOTES = JSON.parse(readFileSync(path.join(repoRoot, 'contracts/src/remotes.json'), 'utf8'));
export const releasesDir = process.env.RELEASES_DIR ?? path.join(repoRoot, 'var/releases');
export const registryFile = process.env.REGISTRY_FILE ?? path.join(repoRoot, 'var/registry.json');
/** URL prefix the releases folder is served under: /remotes by the API, or a CDN origin. */
export const remotesPublicBase = (process.env.REMOTES_PUBLIC_BASE ?? '/remotes').replace(/\/$/, '');
