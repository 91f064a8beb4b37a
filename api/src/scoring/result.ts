import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { rankGroup, type RankedRow } from './compute.js';
import { FORMULA_VERSION } from './formula.js';
import { mostActiveSchool, type MostActiveSchool } from './most-active.js';
import { groupFinalists, groupScores, submittedFilms, voteCounts } from './store.js';

// A group's result as `winners compute` prints it and `winners publish` stores it, with the digest that ties the
// two together: the digest printed by compute is the one publish records when nothing changed in between.

export interface GroupResult {
  season: string;
  group: GroupNumber;
  formulaVersion: string;
  rows: RankedRow[];
  /** Group 1 only. */
  mostActive: MostActiveSchool | null;
  digest: string;
}

/**
 * SHA-256 over the language-free content of the table (ids, numbers, awards), in a fixed field order: the same
 * scores, votes and formula give the same digest in any language, on either database.
 */
export function digestOf(result: Omit<GroupResult, 'digest'>): string {
  const canonical = JSON.stringify({
    season: result.season,
    group: result.group,
    formula: result.formulaVersion,
    rows: result.rows.map((row) => [row.rank, row.finalist.id, row.jury, row.vote, row.votes, row.proposal, row.presentation, row.final, row.award]),
    mostActive: result.mostActive && [result.mostActive.school, result.mostActive.films],
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export async function computeResult(db: Kysely<Database>, season: Season, group: GroupNumber, lang: Language): Promise<GroupResult> {
  const finalists = await groupFinalists(db, group, lang);
  const scores = await groupScores(db, season.id, group);
  const votes = group === 1 ? await voteCounts(db, season.id) : new Map<number, number>();
  const rows = rankGroup(group, finalists, scores, votes);
  const mostActive = group === 1 ? mostActiveSchool(await submittedFilms(db, season)) : null;
  const result = { season: season.id, group, formulaVersion: FORMULA_VERSION, rows, mostActive };
  return { ...result, digest: digestOf(result) };
}

/** The season's winners day of a group (its `winners` step), when results become public. */
export function resultsOn(season: Season, group: GroupNumber): string {
  return season.steps(group).find((step) => step.key === 'winners')?.from ?? season.file.winnersFrom;
}
