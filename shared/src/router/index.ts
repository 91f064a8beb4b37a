// The router, as the shell and every remote use it: the one entry through which they import react-router.
//
// Why a list instead of sharing react-router-dom whole: a package shared through Module Federation is provided as a
// whole module, because the build that provides it cannot know what another build will use — react-router shipped
// 61 KB gzip on every first page although about a sixth of it is used. This module is shared instead (it is under the
// `@portal/shared/` singleton prefix), so there is still exactly one router across shell and remotes, and webpack
// keeps only what is listed here. A remote that needs another export adds it here: TypeScript refuses an import that
// is not listed, at build time, rather than a second router copy appearing at run time (docs/adr/0019).
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
// The DOM flavour of RouterProvider, as react-router-dom exports it (it passes ReactDOM's flushSync to the router).
export { RouterProvider } from 'react-router/dom';
export type { LinkProps, Location, NavigateFunction, RouteObject } from 'react-router';
