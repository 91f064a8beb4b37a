import { useCallback, useEffect, useState } from 'react';
import { getUserInfo } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { User } from '@portal/shared/contracts';

export type UserInfoState =
  | { status: 'loading' }
  | { status: 'success'; user: User }
  | { status: 'error' };

/**
 * The signed-in team's info, fresh from GET /user/info (and copied into the auth store, so the header agrees).
 * After a successful edit the page shows the store's user, which the form has updated.
 */
export function useUserInfo(): UserInfoState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer to one attempt; a newer attempt is loading until its own answer arrives.
  const [settled, setSettled] = useState<{ attempt: number; state: UserInfoState } | null>(null);
  const stored = useAuthStore((store) => store.user);

  useEffect(() => {
    const controller = new AbortController();
    getUserInfo({ signal: controller.signal }).then(
      (user) => {
        if (controller.signal.aborted) return;
        useAuthStore.getState().setUser(user);
        setSettled({ attempt, state: { status: 'success', user } });
      },
      () => {
        if (!controller.signal.aborted) setSettled({ attempt, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: UserInfoState = settled?.attempt === attempt ? settled.state : { status: 'loading' };
  if (state.status === 'success') return { status: 'success', user: stored ?? state.user, retry };
  return { ...state, retry };
}
