import { create } from 'zustand';
import type { User } from '@portal/shared/contracts';
import { readToken, readUser, writeToken, writeUser } from './storage';

/** Why a session ended: the user logged out, or the server refused the token (401, 403, code -1). */
export type SessionEndReason = 'logout' | 'rejected';

export interface SessionEnd {
  reason: SessionEndReason;
  /** False when a call was refused for a visitor who had no token to begin with. */
  hadToken: boolean;
  /** Increases on every end, so a subscriber sees two ends in a row as two events. */
  seq: number;
}

export interface AuthState {
  token: string | null;
  user: User | null;
  lastEnd: SessionEnd | null;
  logIn: (token: string, user: User | null) => void;
  setUser: (user: User | null) => void;
  /** Clears token and user everywhere they are kept; the shell then sends the user to the login page. */
  endSession: (reason: SessionEndReason) => void;
}

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The one auth store of the page. @portal/shared is a federation singleton, so the shell and every remote
 * read and write this same store.
 */
export const useAuthStore = create<AuthState>()((set, get) => ({
  token: readToken(),
  user: readUser(isUser),
  lastEnd: null,
  logIn: (token, user) => {
    writeToken(token);
    writeUser(user);
    set({ token, user });
  },
  setUser: (user) => {
    writeUser(user);
    set({ user });
  },
  endSession: (reason) => {
    writeToken(null);
    writeUser(null);
    const hadToken = Boolean(get().token);
    set({ token: null, user: null, lastEnd: { reason, hadToken, seq: (get().lastEnd?.seq ?? 0) + 1 } });
  },
}));

/** The spec's rule: logged in means a token is present. */
export function isLoggedIn(state: Pick<AuthState, 'token'> = useAuthStore.getState()): boolean {
  return Boolean(state.token);
}

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => Boolean(state.token));
}
