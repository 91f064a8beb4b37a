import {
  pickVersion,
  stableVersion,
  type RegistryRemote,
  type RemoteRegistry,
  type RolloutChannel,
} from '@portal/shared/registry';
import type { FailedCandidates } from './failed-candidates';

/** The version of a remote this page view serves, and whether it is the remote's stable one or its candidate. */
export interface ServedVersion {
  remote: RegistryRemote;
  channel: RolloutChannel;
}

/**
 * Which version of each remote this page view serves (docs/adr/0017): the visitor's pick, until a candidate fails to
 * load; that remote is then on its stable version for the rest of the page view. Routing, slots, the page area's
 * version and the loader all read it, so they agree; a fall-back notifies its subscribers (React re-renders).
 */
export interface ReleasePlan {
  /** The registry as served: each remote's entry at its served version (the same object until something changes). */
  registry(): RemoteRegistry;
  served(remoteName: string): ServedVersion | undefined;
  /** The remote's candidate failed: serve its stable version from now on. Its stable entry; null if already on it. */
  fallBack(remoteName: string): RegistryRemote | null;
  subscribe(listener: () => void): () => void;
}

function pick(remote: RegistryRemote, visitorId: string, failed: FailedCandidates): ServedVersion {
  const picked = pickVersion(remote, visitorId);
  // A candidate that already failed in this browser is not tried again (issue 22): its visitors keep stable.
  if (picked.channel === 'candidate' && failed[remote.name] !== picked.remote.version) return picked;
  return { remote: stableVersion(remote), channel: 'stable' };
}

/** `failed`: candidates that failed in this browser before (failed-candidates.ts), served stable instead. */
export function planRelease(registry: RemoteRegistry, visitorId: string, failed: FailedCandidates = {}): ReleasePlan {
  let served = new Map<string, ServedVersion>(registry.remotes.map((remote) => [remote.name, pick(remote, visitorId, failed)]));
  const asRegistry = (): RemoteRegistry => ({ ...registry, remotes: [...served.values()].map(({ remote }) => remote) });
  let snapshot = asRegistry();
  const listeners = new Set<() => void>();

  return {
    registry: () => snapshot,
    served: (remoteName) => served.get(remoteName),
    fallBack(remoteName) {
      const original = registry.remotes.find((remote) => remote.name === remoteName);
      if (!original || served.get(remoteName)?.channel !== 'candidate') return null;
      const stable = stableVersion(original);
      // Same key, same place: the registry keeps its order, which decides who owns a path.
      served = new Map(served).set(remoteName, { remote: stable, channel: 'stable' });
      snapshot = asRegistry();
      for (const listener of listeners) listener();
      return stable;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
