import { parseRegistry, stableVersion, type RemoteRegistry } from '@portal/shared/registry';
import { readDataBlock } from './data-block';

export interface LoadedRegistry {
  registry: RemoteRegistry;
  /** `live` when fetched now, `built-in` when the shell fell back to its own copy. */
  source: 'live' | 'built-in';
}

export interface RegistryOptions {
  url: string;
  fallback: unknown;
  timeoutMs: number;
}

/**
 * The live registry, or the copy built into the shell when the live one is unreachable, slow or
 * malformed: the site must boot either way.
 */
export async function loadRegistry({ url, fallback, timeoutMs }: RegistryOptions): Promise<LoadedRegistry> {
  const inline = inlineRegistry();
  if (inline) return { registry: inline, source: 'live' };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-cache' });
    if (!response.ok) throw new Error(`registry answered HTTP ${response.status}`);
    const registry = parseRegistry(await response.json());
    if (!registry) throw new Error('registry document is malformed');
    return { registry, source: 'live' };
  } catch (error) {
    console.warn('[shell] using the built-in registry:', error);
    const builtIn = parseRegistry(fallback) ?? { schemaVersion: 1, remotes: [] };
    // Stable versions only: a copy made at build time cannot tell whether a rollout in it still applies (its
    // window may be over, the health gate may have rolled it back), and the server sends one only while it does.
    return { registry: { ...builtIn, remotes: builtIn.remotes.map(stableVersion) }, source: 'built-in' };
  }
}

/**
 * The registry the server wrote into this page's HTML (api/src/shell-html): the same document as /registry.json at
 * the moment the page was served, so the first view needs no request for it.
 */
function inlineRegistry(): RemoteRegistry | null {
  const block = readDataBlock('portal-registry');
  return block === null ? null : parseRegistry(block);
}
