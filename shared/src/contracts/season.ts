import type { Group } from './api';

// GET /api/season: what is open now, by the server's clock (the only clock; PORTAL_NOW moves it in demos).
// Instants are ISO 8601 strings; windows are half-open [from, to).

export interface WindowState {
  from: string;
  to: string;
  open: boolean;
}

export type StepState = 'upcoming' | 'open' | 'past' | 'undated';

export interface SeasonStepState {
  key: string;
  /** The step's title in the request's language. */
  title: string;
  /** Hong Kong calendar days (yyyy-mm-dd) as the season file gives them; null where it gives none. */
  from: string | null;
  to: string | null;
  /** The spec's words where it gives no date ("to be decided"), in the request's language. */
  note: string | null;
  state: StepState;
}

export interface GroupSeason {
  group: Group;
  /** Null when the group has no such window (the university has no public vote). */
  registration: WindowState | null;
  submission: WindowState | null;
  voting: WindowState | null;
  steps: SeasonStepState[];
}

export type SecondCompetitionOffer = 'voting' | 'winners';

export interface SeasonState {
  season: string;
  /** The server's time when it answered. */
  now: string;
  offer: SecondCompetitionOffer;
  /**
   * SPEC §9: the Hong Kong day (yyyy-mm-dd) from whose start the season's personal data is destroyed. Absent from
   * answers captured before issue 14 (a prerendered page's inline season), so readers fall back to words without it.
   */
  personalDataUntil?: string;
  groups: GroupSeason[];
}
