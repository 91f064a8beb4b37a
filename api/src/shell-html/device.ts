import { isMobile } from 'is-mobile';
import { counterpart } from '../site/route-table.js';

// SPEC §1: the mobile layout applies on a phone or tablet (or at 768 px or less, which only the browser knows). The
// client decides with the same library (shared/src/device/detect.ts); the server can act on the user agent alone.

export function isHandheld(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && isMobile({ ua: userAgent, tablet: true });
}

/**
 * Where a handheld device opening a desktop URL belongs: the page's mobile counterpart with the same query (or the
 * mobile home), or null when the URL is not a desktop page. The shell would switch it anyway once its scripts ran,
 * after drawing the desktop layout on a phone; answered here, the phone gets its own page, first view and all, at
 * the cost of one redirect.
 */
export function mobileLocation(url: string): string | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  const match = /^\/pc(?:\/(.*))?$/.exec(path);
  if (!match) return null;
  const mobile = counterpart('pc', (match[1] ?? '').replace(/\/+$/, ''));
  return mobile ? `/mobile/${mobile}${query}` : '/mobile/home';
}
