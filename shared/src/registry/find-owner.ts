import { matchPath } from '@portal/shared/router';
import type { Device, SlotName } from '@portal/shared/contracts';
import type { RegistryRemote, RemoteRegistry } from './schema';

/** The remote that owns a pathname such as `/pc/latestNews` or `/mobile/news/consult/detail`. */
export function findOwner(registry: RemoteRegistry, device: Device, pathname: string): RegistryRemote | null {
  for (const remote of registry.remotes) {
    for (const pattern of remote.routes[device]) {
      if (matchPath({ path: `/${device}/${pattern}`, end: true }, pathname)) return remote;
    }
  }
  return null;
}

/** The remote that fills an extension slot, or null when no registered remote declares it. */
export function findSlotProvider(registry: RemoteRegistry, slot: SlotName): RegistryRemote | null {
  return registry.remotes.find((remote) => remote.slots?.includes(slot)) ?? null;
}
