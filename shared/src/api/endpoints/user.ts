import type { ChangeEmailBody, ChangePasswordBody, SendEmailChangeCodeBody, SendEmailCodeResult, SetInfoBody, User } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

export function getUserInfo(options?: RequestOptions): Promise<User> {
  return layerB.get('/user/info', undefined, options);
}

export function setUserInfo(body: SetInfoBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/user/setInfo', body, options);
}

export function changePassword(body: ChangePasswordBody, options?: RequestOptions): Promise<unknown> {
  return layerB.post('/user/changePassword', body, options);
}

/** A new address for the account (issue 26.1): the current password allows it; a code goes to the new address. */
export function sendEmailChangeCode(body: SendEmailChangeCodeBody, options?: RequestOptions): Promise<SendEmailCodeResult> {
  return layerB.post('/user/sendEmailChangeCode', body, options);
}

/** The code from the new address makes it the account's; answers the user as it now is. */
export function changeEmail(body: ChangeEmailBody, options?: RequestOptions): Promise<User> {
  return layerB.post('/user/changeEmail', body, options);
}
