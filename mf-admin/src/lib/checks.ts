import { isAcceptablePassword, isEmail, isSixDigits } from '@portal/shared/contracts';
import type { Check } from '@portal/shared/form';
import type { CodeBody, InvitationBody, LoginBody } from '../api/staff-auth-types';

// The sign-in forms' checks, the server's rules in the server's order (the password rule is the team accounts' one,
// @portal/contracts/account). Texts come translated from the page.

export function loginChecks(enterBoth: string): readonly Check<LoginBody>[] {
  return [
    { field: 'email', ok: ({ email }) => email.trim() !== '', message: { text: enterBoth } },
    { field: 'password', ok: ({ password }) => password !== '', message: { text: enterBoth } },
    { field: 'email', ok: ({ email }) => isEmail(email.trim()), message: 'enterCorrectEmail' },
  ];
}

export type PasswordValues = Pick<InvitationBody, 'password' | 'confirmPassword'>;

export function passwordChecks(texts: { rule: string; mismatch: string }): readonly Check<PasswordValues>[] {
  return [
    { field: 'password', ok: ({ password }) => isAcceptablePassword(password), message: { text: texts.rule } },
    { field: 'confirmPassword', ok: ({ password, confirmPassword }) => password === confirmPassword, message: { text: texts.mismatch } },
  ];
}

export function totpChecks(rule: string): readonly Check<CodeBody>[] {
  return [{ field: 'code', ok: ({ code }) => isSixDigits(code.trim()), message: { text: rule } }];
}

export function recoveryChecks(rule: string): readonly Check<CodeBody>[] {
  return [{ field: 'code', ok: ({ code }) => code.trim() !== '', message: { text: rule } }];
}
