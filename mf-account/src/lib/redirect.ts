import { isAcceptablePassword, cleanTeamName, EMAIL_CODE, isEmail, TEAM_NAME } from '@portal/shared/contracts';
import type { Device } from '@portal/shared/contracts';

// The client-side checks of §5, run before any request. The server applies the same rules again; the e-mail and
// team-name rules live in the contracts because the registration form (mf-competition) applies them too.

const CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CODE.length}}$`);

export function isEmailCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export { isAcceptablePassword, cleanTeamName, isEmail, TEAM_NAME };

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
