import type { Kysely, Transaction } from 'kysely';
import { toContestGroup } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import type { JudgingSheetTable } from '../../db/schema-judging.js';
import type { Season } from '../../season/season.js';
import type { JudgingRound } from '../rounds.js';

// A judge's sheet of one round: one row per season/group/round/judge, made on the first save (a judge who only looks
// leaves nothing behind), and its cells in hundredths. Readers here; the writes are in scores.ts.

type Db = Kysely<Database> | Transaction<Database>;

export type SheetRow = Pick<JudgingSheetTable, 'status' | 'submitted_at' | 'hash' | 'reopen_reason'> & { id: number };

export async function findSheet(db: Db, season: Season, round: JudgingRound, staffId: number): Promise<SheetRow | undefined> {
  return db
    .selectFrom('judging_sheets')
    .select(['id', 'status', 'submitted_at', 'hash', 'reopen_reason'])
    .where('season', '=', season.id)
    .where('contest_group', '=', toContestGroup(round.group))
    .where('round', '=', round.key)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
}

/** entry id → criterion → hundredths, for the sheet's cells (of any entry, conflicted ones too). */
export async function sheetCells(db: Db, sheetId: number | undefined): Promise<Map<number, Map<string, number>>> {
  const cells = new Map<number, Map<string, number>>();
  if (sheetId === undefined) return cells;
  const rows = await db
    .selectFrom('judging_scores')
    .select(['entry_id', 'criterion', 'score_centi'])
    .where('sheet_id', '=', sheetId)
    .orderBy('entry_id')
    .orderBy('criterion')
    .execute();
  for (const row of rows) {
    const entry = cells.get(row.entry_id) ?? new Map<string, number>();
    entry.set(row.criterion, row.score_centi);
    cells.set(row.entry_id, entry);
  }
  return cells;
}

/** The rubric's criteria a cell map holds (cells of criteria no longer on the rubric do not count). */
export function scoredCount(round: JudgingRound, cells: Map<string, number> | undefined): number {
  return round.rubric.filter((item) => cells?.has(item.key)).length;
}

/** Points as the judge typed them, from stored hundredths. */
export const fromCenti = (centi: number) => centi / 100;

/** Hundredths of a typed score, or undefined when it has more than two decimals. */
export function toCenti(points: number): number | undefined {
  const centi = Math.round(points * 100);
  // Binary floating point: 0.07 * 100 is 7.000000000000001; anything further off has a third decimal.
  return Math.abs(points * 100 - centi) < 1e-6 ? centi : undefined;
}
