import { matchPath } from '@portal/shared/router';
import type { Area, SlotName } from '@portal/shared/contracts';
import type { RegistryRemote, RemoteRegistry } from './schema';

/** The remote that owns a pathname such as `/pc/latestNews`, `/mobile/news/consult/detail` or `/admin/login`. */
export function findOwner(registry: RemoteRegistry, area: Area, pathname: string): RegistryRemote | null {
  for (const remote of registry.remotes) {
    for (const pattern of remote.routes[area] ?? []) {
      if (matchPath({ path: `/${area}/${pattern}`, end: true }, pathname)) return remote;
    }
  }
  return null;
}

/** The remote that fills an extension slot, or null when no registered remote declares it. */
export function findSlotProvider(registry: RemoteRegistry, slot: SlotName): RegistryRemote | null {
  return registry.remotes.find((remote) => remote.slots?.includes(slot)) ?? null;
}
