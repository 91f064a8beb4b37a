import { useLocation } from 'react-router-dom';
import type { Device } from '@portal/shared/contracts';
import { findOwner } from '@portal/shared/registry';
import { useRegistry } from '../registry/registry-context';
import { RemoteArea } from './RemoteArea';
import { NotFound } from '../layout/NotFound';

/** Picks the remote that owns the current URL, from the registry's ownership table. */
export function RemoteSwitch({ device }: { device: Device }) {
  const { pathname } = useLocation();
  const { registry } = useRegistry();
  const owner = findOwner(registry, device, pathname);
  if (!owner) return <NotFound />;
  // Keyed by remote: moving to another remote starts with a fresh error boundary.
  return <RemoteArea key={owner.name} remote={owner} device={device} />;
}
