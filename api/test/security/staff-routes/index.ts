import { REVIEW_ROUTES } from './review.js';
import type { StaffRoute } from './types.js';

// Every staff route, one file per area of the back office, spread here. A staff route missing from these files fails
// the access-control suite like any other unclassified route.

export const STAFF_ROUTE_TABLE: Record<string, StaffRoute> = {
  ...REVIEW_ROUTES,
};
