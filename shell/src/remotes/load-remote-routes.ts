import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteRoutesModule, type RemoteRoutesModule } from '@portal/shared/contracts';
import { containerName, type RegistryRemote } from '@portal/shared/registry';
import { reregisterRemote } from './federation';

/** Covers the remote entry and its chunks after the manifest; a stuck load becomes a fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

const loading = new Map<string, Promise<RemoteRoutesModule>>();
const failed = new Set<string>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The remote's `./routes` module, loaded once and cached. The same promise is returned until it is
 * reset, which is what React's `use` needs (a failure stays cached so React's re-render shows the
 * fallback instead of silently starting a second load); only the retry button starts a new one.
 */
export function loadRemoteRoutes(remote: RegistryRemote): Promise<RemoteRoutesModule> {
  const cached = loading.get(remote.name);
  if (cached) return cached;
  const promise = withTimeout(
    loadRemote<unknown>(`${containerName(remote.name)}/routes`),
    REMOTE_LOAD_TIMEOUT_MS,
    remote.name,
  ).then((module) => {
    if (!isRemoteRoutesModule(module)) throw new Error(`${remote.name}/routes does not fulfil the remote contract`);
    return module;
  });
  promise.catch(() => failed.add(remote.name));
  loading.set(remote.name, promise);
  return promise;
}

/** Called by the retry button: clear the runtime's caches of a failed remote before loading again. */
export function resetRemote(remote: RegistryRemote): void {
  if (!failed.has(remote.name)) return;
  failed.delete(remote.name);
  loading.delete(remote.name);
  reregisterRemote(remote);
}
