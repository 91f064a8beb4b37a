import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerName, type RegistryRemote } from '@portal/shared/registry';
import { readDataBlock } from '../registry/data-block';

/** A manifest that has not answered by then counts as down: the fallback shows instead of a spinner. */
export const MANIFEST_TIMEOUT_MS = 8_000;

/**
 * Give every manifest fetch a timeout and treat an HTTP error as a failure. Without it a hanging
 * remote server would leave its page loading forever, and a 404 page would be parsed as a manifest.
 */
export function manifestFetchPlugin(timeoutMs = MANIFEST_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  const inline = inlineManifests();
  return {
    name: 'portal-manifest-fetch',
    async fetch(url, init) {
      const key = new URL(url, window.location.href).href;
      const written = inline.get(key);
      if (written !== undefined) {
        // Once: a later load of the same remote (after a failure, a retry) asks the server again.
        inline.delete(key);
        return new Response(written, { headers: { 'Content-Type': 'application/json' } });
      }
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response;
    },
  };
}

/**
 * Manifests the server wrote into the page's HTML for the remote that owns the route (api/src/shell-html), by
 * absolute URL: its loading then starts without waiting for the manifest's round trip.
 */
function inlineManifests(): Map<string, string> {
  const block = readDataBlock('portal-manifests');
  const manifests = new Map<string, string>();
  if (typeof block !== 'object' || block === null) return manifests;
  for (const [url, manifest] of Object.entries(block)) {
    manifests.set(new URL(url, window.location.href).href, JSON.stringify(manifest));
  }
  return manifests;
}

function toRuntimeRemote(remote: RegistryRemote) {
  return {
    name: containerName(remote.name),
    // Root-relative manifest URLs are on the shell's own origin.
    entry: new URL(remote.manifestUrl, window.location.href).href,
  };
}

export function registerRegistryRemotes(remotes: RegistryRemote[]): void {
  registerPlugins([manifestFetchPlugin()]);
  registerRemotes(remotes.map(toRuntimeRemote));
}

/** Forget everything the runtime cached about a remote that failed, so the next load starts afresh. */
export function reregisterRemote(remote: RegistryRemote): void {
  registerRemotes([toRuntimeRemote(remote)], { force: true });
}
