import { Navigate, useLocation } from '@portal/shared/router';
import type { Device } from '@portal/shared/contracts';
import { useIsLoggedIn } from '@portal/shared/auth';
import { HOME_PATH, requiresLogin, splitPath } from '@portal/shared/navigation';
import { findOwner } from '@portal/shared/registry';
import { useRegistry } from '../registry/registry-context';
import { LoginRedirect } from '../navigation/LoginRedirect';
import { useTokenOnArrival } from '../navigation/use-token-on-arrival';
import { RemoteArea } from './RemoteArea';
import { NotFound } from '../layout/NotFound';

/** Picks the remote that owns the current URL, from the registry's ownership table, after the login rules. */
export function RemoteSwitch({ device }: { device: Device }) {
  const { pathname } = useLocation();
  const { registry } = useRegistry();
  const loggedIn = useIsLoggedIn();
  const arrivedLoggedIn = useTokenOnArrival();

  if (!loggedIn && requiresLogin(pathname)) return <LoginRedirect device={device} />;
  // §2: a visitor who already has a token and opens the mobile login goes to the mobile home.
  if (arrivedLoggedIn && loggedIn && device === 'mobile' && splitPath(pathname)?.route === 'login') {
    return <Navigate to={HOME_PATH.mobile} replace />;
  }

  const owner = findOwner(registry, device, pathname);
  if (!owner) return <NotFound />;
  // Keyed by remote: moving to another remote starts with a fresh error boundary.
  return <RemoteArea key={owner.name} remote={owner} device={device} />;
}
