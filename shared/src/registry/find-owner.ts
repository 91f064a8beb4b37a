import { matchPath } from '@portal/shared/router';
import type { Area, SlotName } from '@portal/shared/contracts';
import type { RegistryRemote, RemoteRegistry } from './schema';

/** Remotes that list their pages in `area`: every remote for a device; for `admin`, those of the back office. */
export type RemotesOf<A extends Area> = ReadonlyArray<RegistryRemote & { routes: Record<A, string[]> }>;

/**
 * The remote that owns a pathname such as `/pc/latestNews`, `/mobile/news/consult/detail` or `/admin/login`, among
 * `remotes`, each of which lists its pages in `area`. Its code is every public page's code as it was before the back
 * office (issue 24), so it reads no list that may be missing: the back office's shell passes only the remotes that have
 * one (shell/src/admin/AdminArea.tsx).
 */
export function findOwner<A extends Area>(registry: { remotes: RemotesOf<A> }, area: A, pathname: string): RegistryRemote | null {
  for (const remote of registry.remotes) {
    for (const pattern of remote.routes[area]) {
      if (matchPath({ path: `/${area}/${pattern}`, end: true }, pathname)) return remote;
    }
  }
  return null;
}

/** The remote that fills an extension slot, or null when no registered remote declares it. */
export function findSlotProvider(registry: RemoteRegistry, slot: SlotName): RegistryRemote | null {
  return registry.remotes.find((remote) => remote.slots?.includes(slot)) ?? null;
}
