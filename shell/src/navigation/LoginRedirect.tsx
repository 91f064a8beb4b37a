import { useEffect, useRef } from 'react';
import { useNavigate } from '@portal/shared/router';
import type { Device } from '@portal/shared/contracts';
import { loginRedirect } from '@portal/shared/navigation';

/** A page that needs a token, opened without one: 'please log in first', then the device's login page. */
export function LoginRedirect({ device }: { device: Device }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Once per mount: StrictMode's second effect run must not show the warning twice.
    if (done.current) return;
    done.current = true;
    void navigate(loginRedirect(device), { replace: true });
  }, [device, navigate]);
  return null;
}
