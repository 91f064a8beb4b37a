import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteRoutesModule, type RemoteRoutesModule } from '@portal/shared/contracts';
import { containerName, type RegistryRemote } from '@portal/shared/registry';
import type { LoadOutcome } from '../release/beacon';
import type { Release } from '../release/release-context';
import type { ServedVersion } from '../release/release-plan';
import { quarantineBuild } from './failed-build';
import { reregisterRemote } from './federation';
import { RemoteLoadError, type RemoteLoader } from './remote-loader-context';

/** Covers the remote entry and its chunks after the manifest; a stuck load becomes a fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new RemoteLoadError(`${what} failed to load`, { cause: error }));
      },
    );
  });
}

/** One version's `./routes` module, from whichever entry of the remote the runtime has registered now. */
async function loadRoutesModule(remote: RegistryRemote): Promise<RemoteRoutesModule> {
  const what = `${remote.name}@${remote.version}`;
  const loading = loadRemote<unknown>(`${containerName(remote.name)}/routes`);
  const module = await withTimeout(loading, REMOTE_LOAD_TIMEOUT_MS, what);
  if (!isRemoteRoutesModule(module)) throw new RemoteLoadError(`${what}/routes does not fulfil the remote contract`);
  return module;
}

/**
 * The app's loader: each remote's `./routes` at the version the release plan serves, loaded once and cached. The
 * same promise is returned until it is reset, which is what React's `use` needs (a failure stays cached so React's
 * re-render shows the fallback instead of silently starting a second load); only the retry button starts a new one.
 *
 * A candidate that fails to load is reported, and in the same promise the remote falls back to its stable version:
 * the plan switches (routing, slots and the page area follow), the candidate's build is quarantined, the runtime's
 * caches of the remote are replaced by the stable entry (`registerRemotes(…, { force: true })`), and stable loads.
 * Only when that fails too does the promise reject and the fallback UI show.
 */
export function createFederationLoader({ plan, report }: Release): RemoteLoader {
  const loading = new Map<string, Promise<RemoteRoutesModule>>();
  const failed = new Set<string>();

  async function attempt({ remote, channel }: ServedVersion): Promise<RemoteRoutesModule> {
    const beacon = (outcome: LoadOutcome) => report({ remote: remote.name, version: remote.version, outcome }, channel);
    try {
      const module = await loadRoutesModule(remote);
      beacon('loaded');
      return module;
    } catch (error) {
      beacon('failedToLoad');
      throw error;
    }
  }

  async function loadServed(remote: RegistryRemote): Promise<RemoteRoutesModule> {
    const served = plan.served(remote.name) ?? { remote, channel: 'stable' };
    try {
      return await attempt(served);
    } catch (error) {
      const stable = plan.fallBack(remote.name);
      if (!stable) throw error;
      console.warn(`[shell] ${remote.name}@${served.remote.version} failed; falling back to ${stable.version}`, error);
      quarantineBuild(served.remote);
      reregisterRemote(stable);
      return attempt({ remote: stable, channel: 'stable' });
    }
  }

  return {
    load(remote) {
      const cached = loading.get(remote.name);
      if (cached) return cached;
      const promise = loadServed(remote);
      promise.catch(() => failed.add(remote.name));
      loading.set(remote.name, promise);
      return promise;
    },
    /** Called by the retry button: clear the runtime's caches of a failed remote before loading again. */
    reset(remote) {
      if (!failed.has(remote.name)) return;
      failed.delete(remote.name);
      loading.delete(remote.name);
      reregisterRemote(plan.served(remote.name)?.remote ?? remote);
    },
  };
}
