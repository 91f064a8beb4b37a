export {
  PC_ROUTES,
  MOBILE_ROUTES,
  EQUIVALENTS,
  HOME_PATH,
  LOGIN_PATH,
  LOGIN_REQUIRED,
  MOBILE_FOOTERLESS,
  pathOf,
  splitPath,
} from './routes';
export type { PcRoute, MobileRoute } from './routes';
export { equivalentPath } from './equivalent';
export { rememberPath, rememberedPath, CURRENT_PATH_KEY } from './session-path';
export { requiresLogin, loginRedirect, useGuardedNavigate } from './login-guard';
export { useLogout } from './use-logout';
export { GuardedLink } from './GuardedLink';
