export { useAuthStore, useIsLoggedIn, isLoggedIn } from './auth-store';
export type { AuthState, SessionEnd, SessionEndReason } from './auth-store';
export { TOKEN_KEY, USER_KEY } from './storage';
