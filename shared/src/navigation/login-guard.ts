import { useCallback } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { Device } from '@portal/shared/contracts';
import { isLoggedIn } from '@portal/shared/auth';
import { notifyMessage } from '@portal/shared/ui';
import { LOGIN_PATH, LOGIN_REQUIRED, splitPath } from './routes';

export function requiresLogin(pathname: string): boolean {
  const parts = splitPath(pathname);
  return parts !== null && LOGIN_REQUIRED[parts.device].includes(parts.route);
}

/** Tells the visitor to log in first (§8) and where to go for it. */
export function loginRedirect(device: Device): string {
  notifyMessage('warning', 'pleaseLogIn');
  return LOGIN_PATH[device];
}

/**
 * Navigation for links that need a token (Register Now, the group links, personal center): goes there when
 * logged in, otherwise warns 'please log in first' and goes to the login page of the link's device.
 */
export function useGuardedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      if (isLoggedIn()) {
        void navigate(to);
        return;
      }
      const device = splitPath(new URL(to, 'http://portal.invalid').pathname)?.device ?? 'pc';
      void navigate(loginRedirect(device));
    },
    [navigate],
  );
}
