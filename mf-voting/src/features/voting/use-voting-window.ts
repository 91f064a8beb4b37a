import { useEffect } from 'react';
import type { WindowState } from '@portal/shared/contracts';
import { groupSeason, loadSeason, useSeason, useSeasonStatus } from '@portal/shared/season';

/** The films' group: only the secondary-school films are put to the public vote (SPEC §1). */
export const VOTING_GROUP = 1;

export type VotingWindow =
  | { state: 'checking' | 'unknown'; voting: null }
  | { state: 'open' | 'closed'; voting: WindowState | null };

/**
 * Whether the public vote is open, as the server last said (GET /api/season): the client keeps no calendar of its
 * own. The shell loads the season; a page opened without it (the standalone preview) asks once itself.
 */
export function useVotingWindow(): VotingWindow {
  const status = useSeasonStatus();
  const season = useSeason();
  useEffect(() => {
    if (status === 'idle') void loadSeason();
  }, [status]);
  if (!season) return { state: status === 'failed' ? 'unknown' : 'checking', voting: null };
  const voting = groupSeason(season, VOTING_GROUP)?.voting ?? null;
  return { state: voting?.open ? 'open' : 'closed', voting };
}
