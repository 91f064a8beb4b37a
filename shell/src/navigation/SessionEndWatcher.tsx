import { useEffect, useRef } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth';
import { useDeviceStore } from '@portal/shared/device';
import { LOGIN_PATH } from '@portal/shared/navigation';
import { notifyMessage } from '@portal/shared/ui';

/**
 * Sends the visitor to the login page whenever a session ends: a confirmed logout, or a call the server refused
 * (401, 403, code -1), which §4 treats exactly like a logout.
 */
export function SessionEndWatcher() {
  const navigate = useNavigate();
  const lastEnd = useAuthStore((state) => state.lastEnd);
  const handled = useRef(lastEnd?.seq ?? 0);

  useEffect(() => {
    if (!lastEnd || lastEnd.seq === handled.current) return;
    handled.current = lastEnd.seq;
    if (lastEnd.reason === 'rejected') notifyMessage('warning', lastEnd.hadToken ? 'sessionExpired' : 'pleaseLogIn');
    void navigate(LOGIN_PATH[useDeviceStore.getState().device]);
  }, [lastEnd, navigate]);
  return null;
}
