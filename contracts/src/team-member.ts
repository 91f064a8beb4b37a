// A team member's rules (SPEC §3, §5): the registration form checks them, and the server's registration again.
// A module of their own: the shell loads @portal/contracts/account with every page, these only with a form.

/** The e-mail as uniqueness judges it (two members, or two teams, with one address are one person). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The student ID as uniqueness judges it: full-width characters folded (NFKC), case and punctuation ignored, so
 * `s-1234` and `S1234` are one person. Empty when the ID has no letter or digit, which the rule refuses.
 */
export function studentIdKey(studentId: string): string {
  return studentId.normalize('NFKC').toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** A birth date: a real calendar day, yyyy-mm-dd, not before 1900 and not after `today` (yyyy-mm-dd). */
export function isBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && value <= today;
}
