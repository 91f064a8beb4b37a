// The site's pages are one table, the server's too (@portal/contracts/pages).
export {
  EQUIVALENTS,
  HOME_PATH,
  LOGIN_PATH,
  LOGIN_REQUIRED,
  MOBILE_FOOTERLESS,
  MOBILE_ROUTES,
  PC_ROUTES,
  pathOf,
  splitPath,
} from '@portal/contracts/pages';
export type { MobileRoute, PcRoute } from '@portal/contracts/pages';
