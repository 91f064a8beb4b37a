import { Outlet } from 'react-router-dom';
import { UiHost } from '@portal/shared/ui';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { SessionEndWatcher } from '../navigation/SessionEndWatcher';

/** What every page has, whatever its layout: navigation rules, session-end handling, toasts and the dialog. */
export function ShellFrame() {
  return (
    <>
      <NavigationEffects />
      <SessionEndWatcher />
      <Outlet />
      <UiHost />
    </>
  );
}
