import type { Registration, RegistrationBody } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

// §7 shows neither these answers' fields nor their meaning beyond the names: `unknown` until the
// registration slice adds their types to the contracts, rather than a guess that would type-check.

export function isAddActive(options?: RequestOptions): Promise<unknown> {
  return layerB.get('/registration/isAddActive', undefined, options);
}

export function isDateBack(options?: RequestOptions): Promise<unknown> {
  return layerB.get('/registration/isDateBack', undefined, options);
}

export function getGroup(options?: RequestOptions): Promise<unknown> {
  return layerB.get('/registration/getGroup', undefined, options);
}

/** The signed-in team's registration in the current contest, or null when it has none. */
export function getOwnActive(options?: RequestOptions): Promise<Registration | null> {
  return layerB.get('/registration/getOwnActive', undefined, options);
}

export function addRegistration(body: RegistrationBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/registration/add', body, options);
}
