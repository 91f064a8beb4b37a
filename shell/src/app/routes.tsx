import { Navigate, type RouteObject } from 'react-router-dom';
import { DesktopLayout } from '../layout/DesktopLayout';
import { MobileLayout } from '../layout/MobileLayout';
import { NotFound } from '../layout/NotFound';
import { RemoteSwitch } from '../remotes/RemoteSwitch';
import { HOME_PATH } from './paths';

/** The shell's own routes: layouts per device; every page below them belongs to a remote. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={HOME_PATH.pc} replace /> },
  {
    path: '/pc',
    element: <DesktopLayout />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH.pc} replace /> },
      { path: '*', element: <RemoteSwitch device="pc" /> },
    ],
  },
  {
    path: '/mobile',
    element: <MobileLayout />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH.mobile} replace /> },
      { path: '*', element: <RemoteSwitch device="mobile" /> },
    ],
  },
  { path: '*', element: <NotFound /> },
];
