import { Navigate, type RouteObject } from '@portal/shared/router';
import { HOME_PATH } from '@portal/shared/navigation';
import { DeviceLayout } from '../layout/DeviceLayout';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ShellFrame } from '../layout/ShellFrame';
import { RemoteSwitch } from '../remotes/RemoteSwitch';
import { ExternalLinkRedirect } from '../navigation/ExternalLinkRedirect';
import { RootRedirect } from '../navigation/RootRedirect';

/** The shell's own routes: layouts per device; every page below them belongs to a remote. */
export const appRoutes: RouteObject[] = [
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
