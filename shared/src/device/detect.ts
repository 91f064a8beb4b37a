import { isMobile } from 'is-mobile';
import type { Device } from '@portal/shared/contracts';

/** SPEC §1 and §9: mobile at 768 px wide or less, or on any phone or tablet. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function isHandheld(userAgent: string): boolean {
  // featureDetect recognizes iPadOS, which reports a desktop Safari user agent but has a touch screen.
  return isMobile({ ua: userAgent, tablet: true, featureDetect: typeof navigator !== 'undefined' });
}

export function detectDevice(userAgent: string, viewportWidth: number): Device {
  return isHandheld(userAgent) || viewportWidth <= MOBILE_BREAKPOINT_PX ? 'mobile' : 'pc';
}

/** The device of this browser now, from its user agent and viewport. */
export function currentDevice(): Device {
  if (typeof window === 'undefined') return 'pc';
  return detectDevice(window.navigator.userAgent, window.innerWidth);
}
