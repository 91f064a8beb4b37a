import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { JUDGING_FORMULA_VERSION } from '../judging/formula.js';
import { finalsSheets, rankFinals } from '../judging/finals-result.js';
import { finalsRound } from '../judging/rounds.js';
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
  /** Formula 2026.1 only: the advisory normalized jury score per finalist id (hundredths, floating point). */
  normalized?: Map<number, number>;
  /** Formula 2026.1 only: finalists whose award the normalized ranking would change. */
  normalizedChanges?: number[];
  /** Formula 2026.1 only: the finals round's submitted sheets the table came from, with their hashes. */
  sheets?: { judge: string; staffId: number; name: string; hash: string }[];
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
    // 2026.1: every submitted sheet's hash, so a later change of any score changes the digest (2024.1 tables keep theirs).
    ...(result.sheets && result.sheets.length > 0 ? { sheets: result.sheets.map((sheet) => [sheet.judge, sheet.hash]) } : {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Formula 2026.1 when the group's finals round has submitted browser sheets (with any CSV-imported judges beside
 * them); formula 2024.1, exactly as before, for a CSV-only season, so what was published with it recomputes the same.
 */
export async function computeResult(db: Kysely<Database>, season: Season, group: GroupNumber, lang: Language): Promise<GroupResult> {
  const finalists = await groupFinalists(db, group, lang);
  const scores = await groupScores(db, season.id, group);
  const votes = group === 1 ? await voteCounts(db, season.id) : new Map<number, number>();
  const mostActive = group === 1 ? mostActiveSchool(await submittedFilms(db, season)) : null;
  const round = finalsRound(season, group);
  const browser = round ? await finalsSheets(db, season.id, group, round) : { sheets: [], cells: [] };
  if (!round || browser.sheets.length === 0) {
    const rows = rankGroup(group, finalists, scores, votes);
    const result = { season: season.id, group, formulaVersion: FORMULA_VERSION, rows, mostActive };
    return { ...result, digest: digestOf(result) };
  }
  const ranking = rankFinals(group, round, finalists, browser.cells, scores, votes);
  const sheets = browser.sheets.map((sheet) => ({ judge: sheet.judge, staffId: sheet.staffId, name: sheet.name, hash: sheet.hash }));
  const result = { season: season.id, group, formulaVersion: JUDGING_FORMULA_VERSION, rows: ranking.rows, mostActive, sheets };
  return { ...result, digest: digestOf(result), normalized: ranking.normalized, normalizedChanges: ranking.normalizedChanges };
}

/** The season's winners day of a group (its `winners` step), when results become public. */
export function resultsOn(season: Season, group: GroupNumber): string {
  return season.steps(group).find((step) => step.key === 'winners')?.from ?? season.file.winnersFrom;
}
