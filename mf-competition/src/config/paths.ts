import type { Device, Group } from '@portal/shared/contracts';
import type { MobileRoute, PcRoute } from '@portal/shared/navigation';
import { pathOf } from '@portal/shared/navigation';

/**
 * This remote's pages and their URLs on each device (relative to /pc/ and /mobile/): routes.tsx builds the routes
 * from it. Every route must be one @portal/contracts/pages declares (the types say so).
 */
export const PAGES = {
  registration: { pc: 'contestRegistration', mobile: 'registration' },
  submission: { pc: 'workSubmission', mobile: 'work-submission/index' },
} as const satisfies Record<string, { pc: PcRoute; mobile: MobileRoute }>;

/** mf-account's personal center, reached by URL (a remote never imports another). */
const PERSONAL_CENTER: Record<Device, string> = { pc: 'personalCenter', mobile: 'personal-centered/index' };

/** Every page gets the device it renders for; the shell picks the route table. */
export interface PageProps {
  device: Device;
}

/** The registration page, for a group (`?group=`, which the device switch carries over) or the default one. */
export function registrationPath(device: Device, group?: Group): string {
  return pathOf(device, PAGES.registration[device]) + (group ? `?group=${group}` : '');
}

export function submissionPath(device: Device): string {
  return pathOf(device, PAGES.submission[device]);
}

export function personalCenterPath(device: Device): string {
  return pathOf(device, PERSONAL_CENTER[device]);
}
