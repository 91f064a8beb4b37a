import type { Credentials, Envelope, LoginResult, RegisterBody, ResetPasswordBody, SendEmailCodeResult, SendEmailQuery, SendResetCodeBody } from '@portal/shared/contracts';
import { layerA } from '../layer-a';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** Layer A login (the voting pages' account): resolves the whole envelope, as Layer A does. */
export function userLogin(credentials: Credentials, options?: RequestOptions): Promise<Envelope<LoginResult>> {
  return layerA.post('/api/v1.user/login', credentials, options);
}

export function accountLogin(credentials: Credentials, options?: RequestOptions): Promise<LoginResult> {
  return layerB.post('/login/account', credentials, options);
}

export function register(body: RegisterBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/login/register', body, options);
}

/**
 * Sends the e-mail verification code that registration asks for. During the cooldown the server answers 429 with
 * code 0 and the same `{ resendAfter }` in the envelope's data (read it from the ApiError's envelope).
 */
export function sendEmailCode(query: SendEmailQuery, options?: RequestOptions): Promise<SendEmailCodeResult> {
  return layerB.get('/login/sendEmail', query, options);
}

/**
 * A forgotten password (issue 26.1): mails a reset code to the address's account. The answer is the same for every
 * address (and the same 429 `{ resendAfter }` during the cooldown as sendEmailCode).
 */
export function sendResetCode(body: SendResetCodeBody, options?: RequestOptions): Promise<SendEmailCodeResult> {
  return layerB.post('/login/sendResetCode', body, options);
}

/** The new password with the mailed code; the server ends every session of the account. */
export function resetPassword(body: ResetPasswordBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/login/resetPassword', body, options);
}

/**
 * §7 says a logout call exists without giving its path: POST /login/logout is our choice (POST because it
 * changes state on the server). Pass `{ silent: true }` when the page ends the session whatever the answer.
 */
export function logout(options?: RequestOptions): Promise<unknown> {
  return layerB.post('/login/logout', undefined, options);
}
