import { create } from 'zustand';
import type { SeasonState } from '@portal/shared/contracts';

// The season as the server last described it (GET /api/season). The server's clock is the only clock and the
// season file on the server the only calendar: the client keeps no dates of its own and cannot be told another
// time (PORTAL_NOW moves the server, and with it every page). @portal/shared/season is a federation singleton,
// so the shell and every remote read this one store.

/** idle: never asked (a remote's standalone preview); failed: the last call failed (any earlier answer is kept). */
export type SeasonStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SeasonStore {
  state: SeasonState | null;
  status: SeasonStatus;
  /** Monotonic time (performance.now, ms) when `state` arrived: now() adds the time elapsed since. */
  receivedAt: number;
}

export const useSeasonStore = create<SeasonStore>()(() => ({ state: null, status: 'idle', receivedAt: 0 }));

// Monotonic: moving the device's clock (or the device's clock being wrong) does not move the estimate.
const monotonicNow = (): number => performance.now();

/**
 * Holds a season state from now on, as if the server had just answered it. loadSeason() calls it with the
 * answer, the shell with the answer the server wrote into the page; tests with a state of their own. Nothing a
 * visitor can reach gives it anything but the server's answer.
 */
export function setSeason(state: SeasonState | null): void {
  useSeasonStore.setState({ state, status: state ? 'ready' : 'idle', receivedAt: monotonicNow() });
}

/**
 * The server's time now, estimated from its last answer plus the time elapsed since it arrived; null before
 * any answer (the client has no clock of its own to offer instead).
 */
export function now(): Date | null {
  const { state, receivedAt } = useSeasonStore.getState();
  if (!state) return null;
  return new Date(Date.parse(state.now) + (monotonicNow() - receivedAt));
}

/** How long ago the last answer arrived (Infinity when there is none). */
export function seasonAge(): number {
  const { state, receivedAt } = useSeasonStore.getState();
  return state ? monotonicNow() - receivedAt : Number.POSITIVE_INFINITY;
}
