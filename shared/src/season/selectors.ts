import type { Group, GroupSeason, SeasonState, SecondCompetitionOffer } from '@portal/shared/contracts';

/**
 * What the header offers while the season is unknown (the API could not be reached): the winners list. It needs
 * no open window and, outside the few weeks of a public vote, it is the right offer anyway; the vote itself is
 * decided by the server whatever the header shows.
 */
export const OFFER_WITHOUT_SEASON: SecondCompetitionOffer = 'winners';

export function groupSeason(state: SeasonState | null, group: Group): GroupSeason | null {
  return state?.groups.find((candidate) => candidate.group === group) ?? null;
}

export function secondCompetitionOffer(state: SeasonState | null): SecondCompetitionOffer {
  return state?.offer ?? OFFER_WITHOUT_SEASON;
}

/** Whether a group's public vote is open, by the server's answer; unknown counts as closed. */
export function isVotingOpen(state: SeasonState | null, group: Group = 1): boolean {
  return groupSeason(state, group)?.voting?.open ?? false;
}
