import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteRoutesModule, type RemoteRoutesModule } from '@portal/shared/contracts';
import { containerName, type RegistryRemote } from '@portal/shared/registry';
import type { LoadOutcome } from '../release/beacon';
import type { Release } from '../release/release-context';
import type { ServedVersion } from '../release/release-plan';
import { rememberFailedCandidate } from '../release/failed-candidates';
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

/** How the loader leaves a failed candidate behind; the app's are the browser's, tests give their own. */
export interface AbandonOptions {
  /** Keeps the failure across page views (failed-candidates.ts); false when the browser cannot keep it. */
  remember?: (remote: string, version: string) => boolean;
  reloadPage?: () => void;
}

/** Settles never: the page is being replaced, and its area keeps showing that it is loading until then. */
const untilReloaded = () => new Promise<never>(() => undefined);

/**
 * The app's loader: each remote's `./routes` at the version the release plan serves, loaded once and cached. The
 * same promise is returned until it is reset, which is what React's `use` needs (a failure stays cached so React's
 * re-render shows the fallback instead of silently starting a second load); only the retry button starts a new one.
 *
 * A candidate that fails — to load here, or while its page renders (`abandonCandidate` from the boundary) — is
 * reported, and the visitor gets the stable version without seeing an error (docs/adr/0026). Two builds of one remote
 * never share a page: they have the same container and chunk-loading globals, chunk ids and shared-module providers,
 * so the failure is remembered in the browser and the page is reloaded, and the new page view plans stable from the
 * start. Only a browser that cannot remember (no usable storage; a reload would try the candidate again) falls back
 * in this page view: the plan switches (routing, slots and the page area follow), the candidate's build is
 * quarantined, the runtime's caches of the remote are replaced by the stable entry (`registerRemotes(…, { force:
 * true })`), and stable loads. Only when stable fails too does the promise reject and the fallback UI show.
 */
export function createFederationLoader({ plan, report }: Release, options: AbandonOptions = {}): RemoteLoader {
  const { remember = rememberFailedCandidate, reloadPage = () => window.location.reload() } = options;
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

  /** The served candidate failed: stable instead, by a reload or in this page view. Null when already on stable. */
  function leaveCandidate(remoteName: string, cause: unknown): Promise<RemoteRoutesModule> | null {
    const served = plan.served(remoteName);
    if (served?.channel !== 'candidate') return null;
    if (remember(remoteName, served.remote.version)) {
      console.warn(`[shell] ${remoteName}@${served.remote.version} failed; reloading on the stable version`, cause);
      reloadPage();
      return untilReloaded();
    }
    const stable = plan.fallBack(remoteName);
    if (!stable) return null;
    console.warn(`[shell] ${remoteName}@${served.remote.version} failed; falling back to ${stable.version} in this page view`, cause);
    quarantineBuild(served.remote);
    reregisterRemote(stable);
    return attempt({ remote: stable, channel: 'stable' });
  }

  async function loadServed(remote: RegistryRemote): Promise<RemoteRoutesModule> {
    const served = plan.served(remote.name) ?? { remote, channel: 'stable' };
    try {
      return await attempt(served);
    } catch (error) {
      const instead = leaveCandidate(remote.name, error);
      if (!instead) throw error;
      return instead;
    }
  }

  const track = (name: string, promise: Promise<RemoteRoutesModule>) => {
    promise.catch(() => failed.add(name));
    loading.set(name, promise);
    return promise;
  };

  return {
    load(remote) {
      return loading.get(remote.name) ?? track(remote.name, loadServed(remote));
    },
    /** Called by the retry button: clear the runtime's caches of a failed remote before loading again. */
    reset(remote) {
      if (!failed.has(remote.name)) return;
      failed.delete(remote.name);
      loading.delete(remote.name);
      reregisterRemote(plan.served(remote.name)?.remote ?? remote);
    },
    abandonCandidate(remoteName, cause) {
      const instead = leaveCandidate(remoteName, cause);
      if (!instead) return false;
      track(remoteName, instead);
      return true;
    },
  };
}
