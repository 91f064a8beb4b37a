import type { DateBack, GroupInfo, GroupQuery, Registration, RegistrationActivity, RegistrationBody } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

// The registration calls of SPEC §7; their payloads are recorded in docs/adr/0007.

/** Whether registration is open now for a group (or both): by the server's clock and the university cap. */
export function isAddActive(query: GroupQuery = {}, options?: RequestOptions): Promise<RegistrationActivity[]> {
  return layerB.get('/registration/isAddActive', query, options);
}

/** Whether the signed-in team's registration was sent back (failed) and may be modified now. */
export function isDateBack(options?: RequestOptions): Promise<DateBack> {
  return layerB.get('/registration/isDateBack', undefined, options);
}

/** Both groups with their topics, team size, cap and registration window. */
export function getGroup(options?: RequestOptions): Promise<GroupInfo[]> {
  return layerB.get('/registration/getGroup', undefined, options);
}

/** The signed-in team's registration in the current season, or null when it has none. */
export function getOwnActive(options?: RequestOptions): Promise<Registration | null> {
  return layerB.get('/registration/getOwnActive', undefined, options);
}

/** Registers the team, or resubmits a failed registration (pending again). */
export function addRegistration(body: RegistrationBody, options?: RequestOptions): Promise<Registration> {
  return layerB.post('/registration/add', body, options);
}
