import { getUserInfo } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { User } from '@portal/shared/contracts';
import { useRemoteData, type RemoteData } from '@portal/shared/data';

/**
 * The signed-in team's info, fresh from GET /user/info (and copied into the auth store, so the header agrees), loaded
 * the way every data part of every remote is (`useRemoteData`: loading, error, timeout, retry, language).
 */
export function useUserInfo(): RemoteData<User> {
  return useRemoteData(async ({ options }) => {
    const user = await getUserInfo(options);
    useAuthStore.getState().setUser(user);
    return user;
  }, []);
}
