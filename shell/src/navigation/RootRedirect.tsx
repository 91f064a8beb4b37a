import { Navigate } from '@portal/shared/router';
import { HOME_PATH } from '@portal/shared/navigation';
import { useDetectedDevice } from './use-detected-device';

/** The root leads to the home of the visitor's device (§2: /pc/home, and a mobile device starts at mobile home). */
export function RootRedirect() {
  return <Navigate to={HOME_PATH[useDetectedDevice()]} replace />;
}
