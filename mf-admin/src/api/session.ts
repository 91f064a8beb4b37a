import { fetchStaffMe, staffLogout } from './auth';
import type { SecondFactor, SignedIn, StaffMe, StaffStage } from './staff-auth-types';
import { keepStaffToken, staffToken } from './staff-token';
import { createStore } from '../lib/store';

/**
 * What the back office knows of its staff session: the stage and methods the last sign-in step answered, and the
 * member once `me` has been read. The token itself is in ../../api/staff-token.
 */
export interface StaffSessionState {
  stage: StaffStage | null;
  methods: SecondFactor[];
  me: StaffMe | null;
}

const EMPTY: StaffSessionState = { stage: null, methods: [], me: null };
export const staffSession = createStore<StaffSessionState>(() => EMPTY);

// A token dropped anywhere (the client forgets it on a 401) forgets the session with it.
staffToken.subscribe(() => {
  if (staffToken.get() === null) staffSession.set(EMPTY);
});

/** A sign-in step answered (password, invitation): keep the token; `me` is read when the session is ready. */
export function signedIn({ token, stage, methods }: SignedIn): void {
  keepStaffToken(token);
  staffSession.set({ stage, methods, me: null });
}

/** The server moved the session on (a factor proven) or back (a 403 `{stage}`). */
export function stageChanged(stage: StaffStage): void {
  staffSession.set((state) => ({ ...state, stage, me: state.me ? { ...state.me, stage } : null }));
}

/** Reads who is signed in; a refused read (401) has already forgotten the token. */
export async function loadStaffMe(): Promise<StaffMe> {
  const me = await fetchStaffMe();
  staffSession.set({ stage: me.stage, methods: me.methods, me });
  return me;
}

export async function signOut(): Promise<void> {
  try {
    await staffLogout();
  } catch {
    // Signed out on this side whatever the server says: an ended session is already signed out there.
  }
  keepStaffToken(null);
}
