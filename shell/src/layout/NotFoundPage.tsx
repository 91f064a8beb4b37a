import { useDetectedDevice } from '../navigation/use-detected-device';
import { DeviceLayout } from './DeviceLayout';
import { NotFound } from './NotFound';

/** An unknown path outside /pc and /mobile still gets the site around its 404, in the visitor's layout. */
export function NotFoundPage() {
  return (
    <DeviceLayout device={useDetectedDevice()}>
      <NotFound />
    </DeviceLayout>
  );
}
