import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readSeasonFile, SeasonFileError } from '../season/season-file.js';
import { Season } from '../season/season.js';
import type { PurgeTarget } from './purge.js';

// The seasons a purge looks at: the one the server runs, and every other file of the seasons folder. A new season's
// file deployed before the last one's day must not leave that season's data behind. Ids sort in time (2023-2024 <
// 2024-2025), as the folder's newest-file rule assumes.

export interface KnownSeasons {
  targets: PurgeTarget[];
  /** Files of the folder that could not be read: left alone and reported. */
  unreadable: string[];
}

export function knownSeasons(loaded: Season, seasonsDir: string): KnownSeasons {
  const byId = new Map<string, Season>([[loaded.id, loaded]]);
  const unreadable: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(seasonsDir).filter((name) => name.endsWith('.json')).sort();
  } catch {
    // No folder (SEASON_FILE names the only season): the loaded season alone.
  }
  for (const name of names) {
    try {
      const file = readSeasonFile(join(seasonsDir, name));
      if (!byId.has(file.id)) byId.set(file.id, new Season(file, loaded.clock));
    } catch (error) {
      if (!(error instanceof SeasonFileError)) throw error;
      unreadable.push(error.message);
    }
  }
  const seasons = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const newest = seasons.at(-1)?.id;
  const targets = seasons.map((season) => ({ season, laterSeason: season.id !== newest }));
  return { targets, unreadable };
}
