import { isAcceptablePassword, isEmail, isSixDigits, isTeamName } from '@portal/shared/contracts';
import type { ChangeEmailBody, ChangePasswordBody, Credentials, RegisterBody, SendEmailChangeCodeBody, SetInfoBody } from '@portal/shared/contracts';
import type { Check } from './checks';

// The account calls' checks, in the order the API's handlers apply them (api/src/accounts/login.ts,
// api/src/accounts/routes/login.ts, api/src/accounts/routes/user.ts), with the rule functions they call
// (@portal/contracts/account). The values are the request bodies (@portal/contracts/account-api's types), as typed.

/** POST /login/account: an account (the e-mail, trimmed) and a password, both present: one message, at the empty field. */
export const LOGIN_CHECKS: readonly Check<Credentials>[] = [
  { field: 'account', ok: ({ account }) => account.trim() !== '', message: 'enterAccountAndPassword' },
  { field: 'password', ok: ({ password }) => password !== '', message: 'enterAccountAndPassword' },
];

/**
 * POST /login/register: the e-mail, the six-digit code, the password rule (no §8 message: the remote words it, as
 * its hint says it), then the confirmation.
 */
export function registerChecks(passwordRule: string): readonly Check<RegisterBody>[] {
  return [
    { field: 'email', ok: ({ email }) => isEmail(email.trim()), message: 'enterCorrectEmail' },
    { field: 'code', ok: ({ code }) => isSixDigits(code.trim()), message: 'codeSixDigits' },
    { field: 'password', ok: ({ password }) => isAcceptablePassword(password), message: { text: passwordRule } },
    { field: 'confirmPassword', ok: ({ password, confirmPassword }) => password === confirmPassword, message: 'passwordsDoNotMatch' },
  ];
}

/**
 * POST /user/changePassword: the password rule, the confirmation, then the current password (the server checks it
 * last, against the stored one: an empty one is never right).
 */
export function changePasswordChecks(texts: { passwordRule: string; enterOld: string }): readonly Check<ChangePasswordBody>[] {
  return [
    { field: 'password', ok: ({ password }) => isAcceptablePassword(password), message: { text: texts.passwordRule } },
    { field: 'confirmPassword', ok: ({ password, confirmPassword }) => password === confirmPassword, message: 'passwordsDoNotMatch' },
    { field: 'oldPassword', ok: ({ oldPassword }) => oldPassword !== '', message: { text: texts.enterOld } },
  ];
}

/** POST /user/setInfo: the team-name rule (the name is sent as the server stores it: cleanTeamName). */
export const TEAM_INFO_CHECKS: readonly Check<Pick<SetInfoBody, 'teamName'>>[] = [
  { field: 'teamName', ok: ({ teamName }) => isTeamName(teamName), message: 'enterCorrectTeamName' },
];

/**
 * POST /login/resetPassword (issue 26.1): the sign-up's fields and rules in the sign-up's order — the address, the
 * code, the password rule, the confirmation — so the checks are the same list.
 */
export const resetPasswordChecks = registerChecks;

/** The change-of-address form's values: the new address and the current password, then the code mailed to it. */
export type EmailChangeValues = SendEmailChangeCodeBody & ChangeEmailBody;

/**
 * POST /user/sendEmailChangeCode, then /user/changeEmail (issue 26.1): the address, the current password (the
 * server checks it against the stored one: an empty one is never right), and for the change the six-digit code.
 */
export function emailChangeChecks(texts: { enterCurrent: string }): readonly Check<EmailChangeValues>[] {
  return [
    { field: 'email', ok: ({ email }) => isEmail(email.trim()), message: 'enterCorrectEmail' },
    { field: 'password', ok: ({ password }) => password !== '', message: { text: texts.enterCurrent } },
    { field: 'code', ok: ({ code }) => isSixDigits(code.trim()), message: 'codeSixDigits' },
  ];
}
