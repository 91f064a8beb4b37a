/** The password rule (docs/adr/0006): length only, as NIST SP 800-63B advises; the API applies the same file. */
// Kept equal to password-rule.json (which the API reads) by a test; a TS constant so that Node tools
// importing the contracts need no JSON import support.
export const PASSWORD_RULE = { minLength: 12, maxLength: 128 } as const;

/** Characters as a person counts them (an emoji is one), the way the server counts too. */
export function passwordLength(password: string): number {
  return [...password].length;
}

export function isAcceptablePassword(password: string): boolean {
  const length = passwordLength(password);
  return length >= PASSWORD_RULE.minLength && length <= PASSWORD_RULE.maxLength;
}

export const EMAIL_CODE = { length: 6, validMinutes: 10, resendSeconds: 60 } as const;

export interface SendEmailCodeResult {
  /** Seconds until another code may be requested for this address. */
  resendAfter: number;
}

/**
 * The team-name rule: trimmed, inner runs of spaces made one, 2–40 characters of letters of any script (CJK
 * included), digits, spaces and - _ . '. The same rule as the API's cleanTeamName (api/src/accounts/profile.ts,
 * which cannot import shared TS): change both together.
 */
export const TEAM_NAME = { minLength: 2, maxLength: 40 } as const;
const TEAM_NAME_SHAPE = /^[\p{L}\p{M}\p{N} _.'-]+$/u;

/** The team name as the server will store it, or undefined when it breaks the rule. */
export function cleanTeamName(input: string): string | undefined {
  const name = input.trim().replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length < TEAM_NAME.minLength || length > TEAM_NAME.maxLength || !TEAM_NAME_SHAPE.test(name)) return undefined;
  return name;
}

export function isTeamName(input: string): boolean {
  return cleanTeamName(input) !== undefined;
}

// The API's e-mail shape (api/src/accounts/email-codes.ts isEmail): one @, a dotted domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A format check a form can judge (the server has the last word): ≤ 254 characters, as the API counts. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}
