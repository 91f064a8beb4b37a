import type { GroupNumber } from '../../content/groups.js';
import { AppError } from '../../lib/app-error.js';
import type { Season } from '../../season/season.js';
import { judgingRound, type JudgingRound } from '../rounds.js';

/** The season file's round, or a 404 in the envelope naming what was asked. */
export function roundOf(season: Season, group: GroupNumber, key: string): JudgingRound {
  const round = judgingRound(season, group, key);
  if (!round) throw new AppError(404, 'judgingRoundUnknown', { params: { group, round: key } });
  return round;
}
