import type { Kysely } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { rankByJury, type FinalistInfo, type JuryScore, type RankedRow, type ScoreCell } from '../scoring/compute.js';
import { ScoringError } from '../scoring/refusals.js';
import { FormulaError, juryScores, normalizedScores, type FormulaCell } from './formula.js';
import { formulaItems } from './ranking.js';
import type { JudgingRound } from './rounds.js';
import { browserJudge, SheetChangedError, submittedSheets, type ReadSheet } from './sheets-read.js';

// The published results under formula 2026.1 (issue 27 point 6): the finals round's submitted sheets read directly,
// together with any CSV-imported jury scores (a jury on paper keeps its names; a browser judge is `staff:<id>`), the
// mean over the judges who scored each finalist, the film vote combined as before, and the advisory normalized
// ranking with the finalists whose award it would change.

export interface FinalsSheets {
  sheets: (ReadSheet & { judge: string })[];
  cells: FormulaCell[];
}

/** The finals round's submitted sheets as cells on finalist ids; a sheet changed after submission is a refusal. */
export async function finalsSheets(db: Kysely<Database>, season: string, group: GroupNumber, round: JudgingRound): Promise<FinalsSheets> {
  let read;
  try {
    read = await submittedSheets(db, season, group, round.key);
  } catch (error) {
    if (error instanceof SheetChangedError) throw new ScoringError({ reason: 'sheetChanged', judges: error.staffIds.map(browserJudge) });
    throw error;
  }
  if (read.sheets.length === 0) return { sheets: [], cells: [] };
  const entries = await db
    .selectFrom('judging_entries')
    .select(['id', 'finalist_id'])
    .where('season', '=', season)
    .where('contest_group', '=', toContestGroup(group))
    .where('round', '=', round.key)
    .orderBy('id')
    .execute();
  const finalistOf = new Map(entries.map((entry) => [entry.id, entry.finalist_id]));
  const cells = read.cells.flatMap((cell) => {
    const finalist = finalistOf.get(cell.entry);
    return finalist === null || finalist === undefined ? [] : [{ ...cell, entry: finalist }];
  });
  return { sheets: read.sheets.map((sheet) => ({ ...sheet, judge: browserJudge(sheet.staffId) })), cells };
}

export interface FinalsRanking {
  rows: RankedRow[];
  /** Finalist id → the normalized jury score in hundredths (advisory, floating point). */
  normalized: Map<number, number>;
  /** Finalists whose award the normalized ranking would change. */
  normalizedChanges: number[];
}

export function rankFinals(group: GroupNumber, round: JudgingRound, finalists: FinalistInfo[], browser: FormulaCell[], csv: ScoreCell[], votes: Map<number, number>): FinalsRanking {
  if (finalists.length === 0) throw new ScoringError({ reason: 'noFinalists', group });
  const cells = [...browser, ...csv.map((cell) => ({ judge: cell.judge, entry: cell.finalistId, criterion: cell.criterion, centi: cell.centi }))];
  if (cells.length === 0) throw new ScoringError({ reason: 'noScores', group });
  let computed;
  try {
    computed = juryScores(finalists.map((finalist) => finalist.id), formulaItems(round), cells, round.minScores);
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    const refusal = error.refusal;
    if (refusal.reason === 'tooFewScores') throw new ScoringError({ reason: 'tooFewScores', group, finalists: refusal.entries, minScores: refusal.minScores });
    throw new ScoringError({ reason: 'incomplete', group, missing: refusal.missing.map((cell) => ({ judge: cell.judge, finalistId: cell.entry, criterion: cell.criterion })) });
  }
  const jury = new Map<number, JuryScore>([...computed.scores].map(([id, score]) => [id, { jury: score.jury, proposal: score.proposal, presentation: score.presentation }]));
  const rows = rankByJury(group, finalists, jury, votes);
  const normalized = normalizedScores(computed.judgeTotals);
  // The same table with the normalized jury score (rounded to hundredths for the ranking only): which awards would move.
  const normalizedJury = new Map<number, JuryScore>([...jury].map(([id, score]) => [id, { ...score, jury: Math.round(normalized.get(id) ?? score.jury) }]));
  const awardOf = new Map(rankByJury(group, finalists, normalizedJury, votes).map((row) => [row.finalist.id, row.award]));
  const normalizedChanges = rows.filter((row) => awardOf.get(row.finalist.id) !== row.award).map((row) => row.finalist.id);
  return { rows, normalized, normalizedChanges };
}
