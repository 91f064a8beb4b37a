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
