import type { ComponentType, LazyExoticComponent } from 'react';
import type { AdminRoute } from '@portal/contracts/pages';
import { matchPath } from '@portal/shared/router';
import type { StaffRole } from '../api/staff-auth-types';

// A back office declared as resources (STYLE.md; Refine's shape): each resource once, with its pages and the roles
// that may use it; the navigation and the routes are derived from the one table (app/resources.tsx).

/** A resource's page: its own lazy chunk, reading what it shows from the URL. */
type Page = LazyExoticComponent<ComponentType>;

export interface Resource {
  /** Its name, also its label's key (`resource.<name>`). */
  name: string;
  /** Its list page (the navigation's entry), and its record's page when it has one. */
  list: AdminRoute;
  show?: AdminRoute;
  /** Who may use it. The server checks every call anyway: this only hides what a role cannot use. */
  roles: readonly StaffRole[] | 'all';
  List: Page;
  Show?: Page;
}

export function mayUse(resource: Resource, role: StaffRole): boolean {
  return resource.roles === 'all' || resource.roles.includes(role);
}

/** The resource whose page `pathname` (`/admin/staff/3`) is, or undefined. */
export function resourceAt(resources: readonly Resource[], pathname: string): Resource | undefined {
  return resources.find((resource) =>
    [resource.list, resource.show].some((route) => route && matchPath({ path: `/admin/${route}`, end: true }, pathname)),
  );
}
