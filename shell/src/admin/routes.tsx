import { useEffect } from 'react';
import { useLocation, type RouteObject } from '@portal/shared/router';
import { PageLoading } from '../layout/PageLoading';
import { AdminArea } from './AdminArea';

/**
 * The page outside /admin/ the back office was asked to show: a public page, which is the public shell's (its own
 * HTML, docs/adr/0030), so the browser loads it as a new document.
 */
function PublicPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <PageLoading />;
}

/**
 * The back office's build of the shell has this table in place of ../app/routes.tsx (shared/build/federation.mjs): the
 * same app — registry, release plan, remote loader, season, languages — with only the back office's area, outside any
 * public frame, and no public page's code. The public shell has no /admin route: the server answers /admin/… with the
 * back office's HTML.
 */
export const appRoutes: RouteObject[] = [
  { path: '/admin/*', element: <AdminArea /> },
  { path: '*', element: <PublicPage /> },
];
