import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerName, type RegistryRemote } from '@portal/shared/registry';

/** A manifest that has not answered by then counts as down: the fallback shows instead of a spinner. */
export const MANIFEST_TIMEOUT_MS = 8_000;

/**
 * Give every manifest fetch a timeout and treat an HTTP error as a failure. Without it a hanging
 * remote server would leave its page loading forever, and a 404 page would be parsed as a manifest.
 */
export function manifestFetchPlugin(timeoutMs = MANIFEST_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-manifest-fetch',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response;
    },
  };
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
