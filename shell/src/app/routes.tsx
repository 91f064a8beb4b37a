import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from '@portal/shared/router';
import { HOME_PATH } from '@portal/shared/navigation';
import { DeviceLayout } from '../layout/DeviceLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import { PageLoading } from '../layout/PageLoading';
import { ShellFrame } from '../layout/ShellFrame';
import { RemoteSwitch } from '../remotes/RemoteSwitch';
import { ExternalLinkRedirect } from '../navigation/ExternalLinkRedirect';
import { RootRedirect } from '../navigation/RootRedirect';

// The back office is its own chunk: no public page downloads a byte of it (issue 24).
const AdminArea = lazy(() => import('../admin/AdminArea'));

/** The shell's own routes: layouts per device, and the back office's; every page below them belongs to a remote. */
export const appRoutes: RouteObject[] = [
  // Outside the public frame: none of its chrome, device switching or team-session rules apply to staff.
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<PageLoading />}>
        <AdminArea />
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
