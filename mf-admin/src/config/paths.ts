import type { AdminRoute } from '@portal/contracts/pages';
import type { StaffStage } from '../api/staff-auth-types';

/** A page of the back office by its declared route (@portal/contracts/pages: a typo fails typecheck). */
export function adminPath(route: AdminRoute): string {
  return `/admin/${route}`;
}

/** The back office's home, where `/admin` and a ready session lead: the page every role may open. */
export const HOME_ROUTE: AdminRoute = 'dashboard';
export const HOME_PATH = adminPath(HOME_ROUTE);
export const LOGIN_PATH = adminPath('login');

/** Where a session at this stage belongs: until it is ready, only its sign-in step renders. */
export const STAGE_PATH: Record<StaffStage, string> = {
  enrol: adminPath('enrol'),
  secondFactor: adminPath('verify'),
  ready: HOME_PATH,
};
