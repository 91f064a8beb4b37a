import { useCallback } from 'react';
import { useAuthStore } from '@portal/shared/auth';
import { confirm, notifyMessage, translateMessage } from '@portal/shared/ui';

/**
 * Logout as §4 describes it: ask first, then clear token and user and say so. The shell sees the session end
 * and goes to the login page. The server is told too, but a failed call must not keep anyone logged in.
 */
export function useLogout(): () => Promise<boolean> {
  return useCallback(async () => {
    const confirmed = await confirm({ message: translateMessage('logoutConfirm') });
    if (!confirmed) return false;
    try {
      // Loaded here rather than up front: the shell's first page needs no HTTP client of its own.
      const { logout } = await import('@portal/shared/api');
      await logout({ silent: true });
    } catch {
      // The token is dropped here whatever the server says; it also expires there on its own.
    }
    useAuthStore.getState().endSession('logout');
    notifyMessage('success', 'logoutSuccess');
    return true;
  }, []);
}
