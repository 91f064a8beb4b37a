import { lazy, Suspense, type ReactNode } from 'react';
import type { Device } from '@portal/shared/contracts';
import { DeviceGate } from '../navigation/DeviceGate';
import { PageLoading } from './PageLoading';

// Each device's chrome is its own chunk: a phone never downloads the desktop header, a desktop never the
// side menu, the popover or the QR code.
const DesktopLayout = lazy(async () => ({ default: (await import('./DesktopLayout')).DesktopLayout }));
const MobileLayout = lazy(async () => ({ default: (await import('./MobileLayout')).MobileLayout }));

/** The layout of a device, entered only by that device (otherwise the gate moves to the equivalent page). */
export function DeviceLayout({ device, children }: { device: Device; children?: ReactNode }) {
  const Layout = device === 'mobile' ? MobileLayout : DesktopLayout;
  return (
    <DeviceGate device={device}>
      <Suspense fallback={<PageLoading />}>
        <Layout>{children}</Layout>
      </Suspense>
    </DeviceGate>
  );
}
