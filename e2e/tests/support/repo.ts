import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const releasesDir = path.join(repoRoot, 'var/releases');

export interface RegistryDocument {
  schemaVersion: 1;
  remotes: Array<{ name: string; version: string; manifestUrl: string; routes: { pc: string[]; mobile: string[] } }>;
}

/** The registry the production build released (scripts/release.mjs). */
export function releasedRegistry(): RegistryDocument {
  return JSON.parse(readFileSync(path.join(repoRoot, 'var/registry.json'), 'utf8')) as RegistryDocument;
}

export function withRemote(registry: RegistryDocument, name: string, patch: { version: string; manifestUrl: string }): RegistryDocument {
  return { ...registry, remotes: registry.remotes.map((remote) => (remote.name === name ? { ...remote, ...patch } : remote)) };
}
