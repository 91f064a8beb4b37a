import type { GroupSeason, SeasonState, SecondCompetitionOffer, WindowState } from '@portal/shared/contracts';

export interface SeasonStateOptions {
  /** The server's time when it answered (ISO instant). */
  now: string;
  offer?: SecondCompetitionOffer;
  /** Whether the secondary group's public vote is open. */
  votingOpen?: boolean;
  /** SPEC §9's day from which the season's personal data is destroyed (yyyy-mm-dd); absent when not given. */
  personalDataUntil?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The client reads only `open` (the server decides); the instants are made consistent with it around `now`:
// an open window runs from a day before to a day after, a closed one ended a day before.
function windowAt(now: string, open: boolean): WindowState {
  const at = Date.parse(now);
  const iso = (days: number) => new Date(at + days * DAY_MS).toISOString();
  return open ? { from: iso(-1), to: iso(1), open } : { from: iso(-2), to: iso(-1), open };
}

/** A GET /api/season answer for tests: only what the client reads is set; the rest is closed and empty. */
export function seasonState({ now, offer = 'winners', votingOpen = false, personalDataUntil }: SeasonStateOptions): SeasonState {
  const closed = windowAt(now, false);
  const groups: GroupSeason[] = [
    { group: 1, registration: closed, submission: closed, voting: windowAt(now, votingOpen), steps: [] },
    { group: 2, registration: closed, submission: closed, voting: null, steps: [] },
  ];
  return { season: 'test', now, offer, groups, ...(personalDataUntil ? { personalDataUntil } : {}) };
}
