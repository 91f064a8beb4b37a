import type { Group, SeasonState, SecondCompetitionOffer } from '@portal/shared/contracts';
import { isVotingOpen, secondCompetitionOffer } from './selectors';
import { useSeasonStore, type SeasonStatus } from './store';

/** The server's last season state, or null before (or without) any answer. */
export function useSeason(): SeasonState | null {
  return useSeasonStore((store) => store.state);
}

export function useSeasonStatus(): SeasonStatus {
  return useSeasonStore((store) => store.status);
}

/** §2: voting before the winners day, the winners list from it (and while the season is unknown). */
export function useSecondCompetitionOffer(): SecondCompetitionOffer {
  return useSeasonStore((store) => secondCompetitionOffer(store.state));
}

export function useVotingOpen(group: Group = 1): boolean {
  return useSeasonStore((store) => isVotingOpen(store.state, group));
}
