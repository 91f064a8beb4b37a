import { Outlet } from '@portal/shared/router';
import { SlotOutletContext } from '@portal/shared/slots';
import { UiHost } from '@portal/shared/ui';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { SessionEndWatcher } from '../navigation/SessionEndWatcher';
import { SlotOutlet } from '../remotes/SlotOutlet';

/**
 * What every page has, whatever its layout: navigation rules, session-end handling, toasts and the dialog, and
 * the outlet that fills the extension slots a remote's page renders.
 */
export function ShellFrame() {
  return (
    <SlotOutletContext value={SlotOutlet}>
      <NavigationEffects />
      <SessionEndWatcher />
      <Outlet />
      <UiHost />
    </SlotOutletContext>
  );
}
