// Locations shared by the project's scripts; each can be moved with the same variable the API reads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['mf-content', 'mf-account', 'mf-competition', 'mf-voting'];
export const releasesDir = process.env.RELEASES_DIR ?? path.join(repoRoot, 'var/releases');
export const registryFile = process.env.REGISTRY_FILE ?? path.join(repoRoot, 'var/registry.json');
/** URL prefix the releases folder is served under: /remotes by the API, or a CDN origin. */
export const remotesPublicBase = (process.env.REMOTES_PUBLIC_BASE ?? '/remotes').replace(/\/$/, '');
