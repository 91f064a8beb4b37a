// The rules of an account that the form checks and the server enforces (the server has the last word): one
// definition, so a form never accepts what the API refuses, or the other way round.

/** The password rule (docs/adr/0006): length only, as NIST SP 800-63B advises. */
export const PASSWORD_RULE = { minLength: 12, maxLength: 128 } as const;

/** Characters as a person counts them (an emoji or a Chinese character is one), the way the server counts too. */
export function passwordLength(password: string): number {
  return [...password].length;
}

export function isAcceptablePassword(password: string): boolean {
  const length = passwordLength(password);
  return length >= PASSWORD_RULE.minLength && length <= PASSWORD_RULE.maxLength;
}

/** An e-mail code: its digits, how long it is valid, how long before another may be sent. */
export const EMAIL_CODE = { length: 6, validMinutes: 10, resendSeconds: 60 } as const;

/** SPEC §5: the verification code is exactly six digits. */
export function isSixDigits(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/**
 * The team-name rule: trimmed, inner runs of spaces made one, 2–40 characters of letters of any script (CJK
 * included), digits, spaces and - _ . '.
 */
export const TEAM_NAME = { minLength: 2, maxLength: 40 } as const;
const TEAM_NAME_SHAPE = /^[\p{L}\p{M}\p{N} _.'-]+$/u;

/** The team name as the server stores it, or undefined when it breaks the rule. */
export function cleanTeamName(input: string): string | undefined {
  const name = input.trim().replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length < TEAM_NAME.minLength || length > TEAM_NAME.maxLength || !TEAM_NAME_SHAPE.test(name)) return undefined;
  return name;
}

export function isTeamName(input: string): boolean {
  return cleanTeamName(input) !== undefined;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A pragmatic format check (what a form can judge): one @, a dotted domain, no spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}
