import { useSyncExternalStore } from 'react';
import type { Device } from '@portal/shared/contracts';
import { MOBILE_MEDIA_QUERY, currentDevice } from '@portal/shared/device';

function subscribe(onChange: () => void): () => void {
  // The media query fires only when the width crosses the breakpoint, not on every pixel of a resize.
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The device this browser should see now (user agent or width), live across resizes. */
export function useDetectedDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'pc');
}
