import { lazy } from 'react';
import type { Resource } from '../lib/resource';

// The back office's resources, each declared once: its pages, and the roles that see it in the navigation (the server
// enforces the same on every call). Other engineers replace the placeholders with each resource's real pages, built on
// components/ResourceTable. The order is the navigation's.
const Dashboard = lazy(() => import('../features/dashboard/DashboardPage'));
// The organizer's and release manager's pages (issue 24 point 3).
const Finalists = lazy(() => import('../features/finalists/FinalistsPage'));
const Finalist = lazy(() => import('../features/finalists/FinalistPage'));
const Scores = lazy(() => import('../features/scores/ScoresPage'));
const Exports = lazy(() => import('../features/exports/ExportsPage'));
const Purge = lazy(() => import('../features/purge/PurgePage'));
const Staff = lazy(() => import('../features/staff/StaffPage'));
const Releases = lazy(() => import('../features/releases/ReleasesPage'));
const Release = lazy(() => import('../features/releases/ReleasePage'));
const List = lazy(() => import('../features/resources/PlaceholderListPage'));
const Show = lazy(() => import('../features/resources/PlaceholderShowPage'));

const ORGANIZER = ['organizer'] as const;

export const RESOURCES = [
  { name: 'dashboard', list: 'dashboard', roles: 'all', List: Dashboard },
  { name: 'registrations', list: 'registrations', show: 'registrations/:id', roles: ['organizer', 'reviewer'], List, Show },
  { name: 'finalists', list: 'finalists', show: 'finalists/:id', roles: ORGANIZER, List: Finalists, Show: Finalist },
  { name: 'scores', list: 'scores', roles: ORGANIZER, List: Scores },
  { name: 'exports', list: 'exports', roles: ORGANIZER, List: Exports },
  { name: 'purge', list: 'purge', roles: ORGANIZER, List: Purge },
  // Managed in the list: the staff API has no single member's route (hence no staff/:id page).
  { name: 'staff', list: 'staff', roles: ORGANIZER, List: Staff },
  { name: 'audit', list: 'audit', show: 'audit/:id', roles: ORGANIZER, List, Show },
  { name: 'releases', list: 'releases', show: 'releases/:id', roles: ['organizer', 'releaseManager'], List: Releases, Show: Release },
] as const satisfies readonly Resource[];
