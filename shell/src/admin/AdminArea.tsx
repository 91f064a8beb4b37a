import type { ComponentType } from 'react';
import { useLocation } from '@portal/shared/router';
import { findOwner, type RegistryRemote } from '@portal/shared/registry';
import { UiHost } from '@portal/shared/ui';
import { useRegistry } from '../registry/registry-context';

export interface AdminAreaProps {
  /** The page area every remote renders into (RemoteArea): release plan, candidate fallback, beacons, boundary. */
  Area: ComponentType<{ remote: RegistryRemote; area: 'admin' }>;
  NotFound: ComponentType;
}

/**
 * The back office (issue 24): the remote that owns the path under /admin/ in the registry, loaded like every remote,
 * but in a frame of its own — none of the public header, footer, popups, device switching or team-session rules. The
 * remote draws its own layout and navigation. `/admin` itself belongs to the remote of the back office, whose route
 * table says where its home is.
 */
export default function AdminArea({ Area, NotFound }: AdminAreaProps) {
  const { pathname } = useLocation();
  const { registry } = useRegistry();
  const owner = /^\/admin\/*$/.test(pathname)
    ? registry.remotes.find((remote) => (remote.routes.admin ?? []).length > 0)
    : findOwner(registry, 'admin', pathname);
  return (
    <div className="admin-area">
      {owner ? <Area key={owner.name} remote={owner} area="admin" /> : <NotFound />}
      <UiHost />
    </div>
  );
}
