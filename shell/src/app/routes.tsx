import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from '@portal/shared/router';
import { HOME_PATH } from '@portal/shared/navigation';
import { DeviceLayout } from '../layout/DeviceLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import { PageLoading } from '../layout/PageLoading';
import { ShellFrame } from '../layout/ShellFrame';
import { RemoteArea } from '../remotes/RemoteArea';
import { RemoteSwitch } from '../remotes/RemoteSwitch';
import { NotFound } from '../layout/NotFound';
import { ExternalLinkRedirect } from '../navigation/ExternalLinkRedirect';
import { RootRedirect } from '../navigation/RootRedirect';

// The back office's frame is its own chunk (issue 24). The parts it shares with the public pages are handed to it
// rather than imported: a module imported by two chunks is no longer inlined into the public pages' chunk, which
// cost every visitor 0.4 KB gzip (measured).
const AdminArea = lazy(() => import('../admin/AdminArea'));

/** The shell's own routes: layouts per device, and the back office's; every page below them belongs to a remote. */
export const appRoutes: RouteObject[] = [
  // Outside the public frame: none of its chrome, device switching or team-session rules apply to staff.
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<PageLoading />}>
        <AdminArea Area={RemoteArea} NotFound={NotFound} />
      </Suspense>
    ),
  },
  {
    element: <ShellFrame />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/c/:n', element: <ExternalLinkRedirect /> },
      {
        path: '/pc',
        element: <DeviceLayout device="pc" />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH.pc} replace /> },
          { path: '*', element: <RemoteSwitch device="pc" /> },
        ],
      },
      {
        path: '/mobile',
        element: <DeviceLayout device="mobile" />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH.mobile} replace /> },
          { path: '*', element: <RemoteSwitch device="mobile" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
