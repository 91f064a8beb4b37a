// The season as the server sees it (GET /api/season). No calendar and no clock of the client's own: see ./store.
export { useSeasonStore, setSeason, now, seasonAge } from './store';
export type { SeasonStatus, SeasonStore } from './store';
export { loadSeason, refreshSeason, SEASON_MAX_AGE_MS } from './load';
export { useSeason, useSeasonStatus, useSecondCompetitionOffer, useVotingOpen } from './hooks';
export { groupSeason, isVotingOpen, secondCompetitionOffer, OFFER_WITHOUT_SEASON } from './selectors';
export { hongKongDay } from './hong-kong-day';
export type { SeasonState, SecondCompetitionOffer } from '@portal/shared/contracts';
