import { systemActing, type Acting } from '../audit/acting.js';
import type { Season } from '../season/season.js';
import { finishPurgedFiles } from './files.js';
import { purgeSeason, type PurgeDeps, type PurgeOutcome } from './purge.js';
import { knownSeasons } from './seasons.js';

// One pass over every known season, oldest first: what the hourly job and `pnpm admin purge --now` run.

/** The hourly job as the purge's actor: its name in the purge row, a `system` actor in the audit log. */
export const SCHEDULER = systemActing('scheduler');

export interface PurgePass {
  outcomes: PurgeOutcome[];
  /** Season files that could not be read (their data is not purged until they can be). */
  unreadable: string[];
}

export async function purgeDueSeasons(deps: PurgeDeps & { seasonsDir: string }, loaded: Season, acting: Acting): Promise<PurgePass> {
  const { targets, unreadable } = knownSeasons(loaded, deps.seasonsDir);
  const outcomes: PurgeOutcome[] = [];
  for (const target of targets) outcomes.push(await purgeSeason(deps, target, acting));
  // Files of a purge whose season file has since been removed are finished all the same.
  if (!outcomes.some((outcome) => outcome.status !== 'notDue')) {
    await finishPurgedFiles({ db: deps.db, storage: deps.storage, tusDir: deps.tusDir, now: () => loaded.now() });
  }
  return { outcomes, unreadable };
}
