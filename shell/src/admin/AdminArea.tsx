import { useLocation } from '@portal/shared/router';
import { findOwner } from '@portal/shared/registry';
import { UiHost } from '@portal/shared/ui';
import { useRegistry } from '../registry/registry-context';
import { RemoteArea } from '../remotes/RemoteArea';
import { NotFound } from '../layout/NotFound';

/**
 * The back office (issue 24): the remote that owns the path under /admin/ in the registry, loaded like every remote
 * (release plan, candidate fallback, load beacons), but in a frame of its own — none of the public header, footer,
 * popups, device switching or team-session rules. The remote draws its own layout and navigation.
 * `/admin` itself belongs to the remote of the back office, whose route table says where its home is.
 */
export default function AdminArea() {
  const { pathname } = useLocation();
  const { registry } = useRegistry();
  const owner = /^\/admin\/*$/.test(pathname)
    ? registry.remotes.find((remote) => (remote.routes.admin ?? []).length > 0)
    : findOwner(registry, 'admin', pathname);
  return (
    <div className="admin-area">
      {owner ? <RemoteArea key={owner.name} remote={owner} area="admin" /> : <NotFound />}
      <UiHost />
    </div>
  );
}
