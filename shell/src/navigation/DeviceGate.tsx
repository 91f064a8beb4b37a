import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared/router';
import type { Device } from '@portal/shared/contracts';
import { useDeviceStore } from '@portal/shared/device';
import { equivalentPath } from '@portal/shared/navigation';
import { useDetectedDevice } from './use-detected-device';

/**
 * Keeps the layout in line with the device: a phone on a desktop URL, or a window resized across 768 px,
 * moves to the equivalent page of the other layout (the device's home when there is none).
 */
export function DeviceGate({ device, children }: { device: Device; children: ReactNode }) {
  const detected = useDetectedDevice();
  const location = useLocation();
  const setDevice = useDeviceStore((state) => state.setDevice);

  useEffect(() => {
    setDevice(detected);
  }, [detected, setDevice]);

  if (detected !== device) {
    return <Navigate to={equivalentPath(location.pathname, location.search, detected)} replace />;
  }
  return children;
}
