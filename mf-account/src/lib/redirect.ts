import type { Device } from '@portal/shared/contracts';

/**
 * Where to go after login: the `redirect` query when it is a path of this site on the same device
 * ('/pc/…' or '/mobile/…'), never another origin ('//evil', '/\\evil', 'https:…'); otherwise null.
 */
export function safeRedirect(value: string | null, device: Device): string | null {
  if (!value) return null;
  const prefix = device === 'pc' ? '/pc/' : '/mobile/';
  if (!value.startsWith(prefix) || value.includes('\\')) return null;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
