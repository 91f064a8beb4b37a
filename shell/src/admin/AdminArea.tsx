import { useLocation } from '@portal/shared/router';
import { findOwner, type RemoteRegistry, type RemotesOf } from '@portal/shared/registry';
import { UiHost } from '@portal/shared/ui';
import { useRegistry } from '../registry/registry-context';
import { RemoteArea } from '../remotes/RemoteArea';
import { NotFound } from '../layout/NotFound';

/** The remotes of the registry that own pages under /admin/: the back office's. */
export function backOfficeRemotes(registry: RemoteRegistry): RemotesOf<'admin'> {
  return registry.remotes.filter((remote): remote is RemotesOf<'admin'>[number] => remote.routes.admin !== undefined);
}

/**
 * The back office (issue 24): the remote that owns the path under /admin/ in the registry, loaded like every remote,
 * but in a frame of its own — none of the public header, footer, popups, device switching or team-session rules. The
 * remote draws its own layout and navigation. `/admin` itself belongs to the remote of the back office, whose route
 * table says where its home is. It is in the back office's build of the shell only (./routes.tsx, docs/adr/0030),
 * whose registry keeps each remote's `routes.admin`.
 */
export function AdminArea() {
  const { pathname } = useLocation();
  const remotes = backOfficeRemotes(useRegistry().registry);
  const owner = /^\/admin\/*$/.test(pathname)
    ? remotes.find((remote) => remote.routes.admin.length > 0)
    : findOwner({ remotes }, 'admin', pathname);
  return (
    <div className="admin-area">
      {owner ? <RemoteArea key={owner.name} remote={owner} device="admin" /> : <NotFound />}
      <UiHost />
    </div>
  );
}
