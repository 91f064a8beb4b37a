import type { Device } from '@portal/shared/contracts';

/** Team registration belongs to mf-competition: reached by URL, never by import. */
export function registrationPath(device: Device, group: 1 | 2): string {
  return device === 'pc' ? `/pc/contestRegistration?group=${group}` : `/mobile/registration?group=${group}`;
}
