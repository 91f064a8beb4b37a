// Replaces ../registry/load-registry.ts in the reference build: the route table is the registry copy built in, as a
// bundle without federation would have it, so no request is made for it.
import { parseRegistry, type RemoteRegistry } from '@portal/shared/registry';

export interface LoadedRegistry {
  registry: RemoteRegistry;
  source: 'live' | 'built-in';
}

export interface RegistryOptions {
  url: string;
  fallback: unknown;
  timeoutMs: number;
}

export function loadRegistry({ fallback }: RegistryOptions): Promise<LoadedRegistry> {
  return Promise.resolve({ registry: parseRegistry(fallback) ?? { schemaVersion: 1, remotes: [] }, source: 'built-in' });
}
