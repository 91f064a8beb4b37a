import type { Season } from '../season/season.js';
import { finishPurgedFiles } from './files.js';
import { purgeSeason, type PurgeDeps, type PurgeOutcome } from './purge.js';
import { knownSeasons } from './seasons.js';

// One pass over every known season, oldest first: what the hourly job and `pnpm admin purge --now` run.

export interface PurgePass {
  outcomes: PurgeOutcome[];
  /** Season files that could not be read (their data is not purged until they can be). */
  unreadable: string[];
}

export async function purgeDueSeasons(deps: PurgeDeps & { seasonsDir: string }, loaded: Season, by: string): Promise<PurgePass> {
  const { targets, unreadable } = knownSeasons(loaded, deps.seasonsDir);
  const outcomes: PurgeOutcome[] = [];
  for (const target of targets) outcomes.push(await purgeSeason(deps, target, by));
  // Files of a purge whose season file has since been removed are finished all the same.
  if (!outcomes.some((outcome) => outcome.status !== 'notDue')) {
    await finishPurgedFiles({ db: deps.db, storage: deps.storage, tusDir: deps.tusDir, now: () => loaded.now() });
  }
  return { outcomes, unreadable };
}
