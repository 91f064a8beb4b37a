import { isAcceptablePassword, EMAIL_CODE } from '@portal/shared/contracts';
import type { Device } from '@portal/shared/contracts';

// The client-side checks of §5, run before any request. The server applies the same rules again.

/** A practical e-mail shape: something@something.tld, no spaces. The server has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CODE.length}}$`);

export const TEAM_NAME = { minLength: 2, maxLength: 40 } as const;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function isEmailCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export { isAcceptablePassword };

/** A team name counts its characters as a person does, after trimming. */
export function isTeamName(value: string): boolean {
  const length = [...value.trim()].length;
  return length >= TEAM_NAME.minLength && length <= TEAM_NAME.maxLength;
}

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
