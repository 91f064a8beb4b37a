import { getSeason } from '@portal/shared/api';
import type { SeasonState } from '@portal/shared/contracts';
import { seasonAge, setSeason, useSeasonStore } from './store';

/** An answer older than this is asked again at the next refresh (the page may have stayed open past a change). */
export const SEASON_MAX_AGE_MS = 5 * 60 * 1000;

let pending: Promise<SeasonState | null> | null = null;

/**
 * Asks the server for the season state. One call at a time: a second caller shares the call under way (Layer B
 * would otherwise abort the older of two identical GETs). Never rejects, so a page can always boot: on failure
 * the status becomes `failed`, any earlier answer is kept, and the promise resolves to null.
 */
export function loadSeason(): Promise<SeasonState | null> {
  if (pending) return pending;
  useSeasonStore.setState({ status: 'loading' });
  // Silent: the visitor asked for nothing, so a failure here is no message for them.
  pending = getSeason({ silent: true })
    .then(
      (state) => {
        setSeason(state);
        return state;
      },
      (error: unknown) => {
        console.warn('[season] GET /api/season failed; the site shows what needs no season', error);
        useSeasonStore.setState({ status: 'failed' });
        return null;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Loads again when there is no answer yet, the last call failed, or the answer is older than `maxAgeMs`. */
export function refreshSeason(maxAgeMs: number = SEASON_MAX_AGE_MS): Promise<SeasonState | null> {
  const { state, status } = useSeasonStore.getState();
  if (pending) return pending;
  if (status === 'ready' && seasonAge() < maxAgeMs) return Promise.resolve(state);
  return loadSeason();
}
