import type { StaffRole, StaffStage } from '@portal/contracts/staff';
import type { RawRequest } from '../http.js';

// A staff route's line in the access-control table (issue 24). The suite tries each route's probe as every role
// (ready, with a fresh second factor), with no session, a team session, a disabled member's session, sessions at the
// `enrol` and `secondFactor` stages, and a stale second factor on sensitive routes. Roles the route does not name, and
// every other caller, must be refused in the envelope with nothing changed; the roles it names must not be refused.

export interface StaffProbeContext {
  /** Ids of records the suite made (a registration with ID-card images, a work, a finalist, a staff member …). */
  ids: Record<string, number>;
}

export interface StaffRoute {
  access: 'staff';
  reason: string;
  /** The roles the server lets through ('any': every staff member). */
  roles: readonly StaffRole[] | 'any';
  /** Sensitive: a second factor older than STAFF_FRESH_MS is asked again (403 {stepUp: true}). */
  fresh?: boolean;
  /** Stages served besides `ready` (only the sign-in steps). */
  stages?: readonly StaffStage[];
  /** A request naming something real. For writes it may change state when allowed; refused, it must change nothing. */
  probe(context: StaffProbeContext): RawRequest;
}

/**
 * A route under /api/admin that needs no staff session (sign-in, an invitation's link): public, like the team login.
 * Its refusals are its handlers' (tested with the staff sign-in), not the staff guard's.
 */
export interface StaffPublicRoute {
  access: 'public';
  reason: string;
}

/** A line of STAFF_ROUTE_TABLE. */
export type StaffRouteLine = StaffRoute | StaffPublicRoute;

export const staffJson = (method: string, path: string, body: unknown): RawRequest => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const staffGet = (path: string): RawRequest => ({ method: 'GET', path, headers: {} });
