import { RESULTS_STAFF_ROUTES } from './results.js';
import type { StaffRoute } from './types.js';

// Every staff route, one file per area of the back office, spread here. A staff route missing from these files fails
// the access-control suite like any other unclassified route.

export const STAFF_ROUTE_TABLE: Record<string, StaffRoute> = {
  ...RESULTS_STAFF_ROUTES,
};
