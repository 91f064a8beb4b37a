import type { ChangePasswordBody, SetInfoBody, User } from '@portal/shared/contracts';
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
