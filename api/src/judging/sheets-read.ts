import type { Kysely } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { conflictedPairs, pairKey } from './conflicts-read.js';
import type { FormulaCell } from './formula.js';
import { sheetHash } from './sheet-hash.js';

// What compute reads of a round (issue 27 point 6): the SUBMITTED sheets only, each one's hash recomputed from the
// cells read and compared with the hash stored at submission (a score changed afterwards is a refusal, never a
// silently different table), and their cells minus the pairs the one conflict rule excludes and minus entries the
// judge was not assigned. A draft, an unassigned entry and a conflicted pair are abstentions, not zeros.

type Db = Kysely<Database>;

export interface ReadSheet {
  staffId: number;
  name: string;
  hash: string;
}

export interface RoundSheets {
  sheets: ReadSheet[];
  /** Judge `staff:<id>`, entry = the judging entry's id. */
  cells: FormulaCell[];
}

export class SheetChangedError extends Error {
  constructor(readonly staffIds: number[]) {
    super(`sheet changed after submission: judge(s) ${staffIds.map((id) => `staff:${id}`).join(', ')}`);
  }
}

export const browserJudge = (staffId: number) => `staff:${staffId}`;

export async function submittedSheets(db: Db, season: string, group: GroupNumber, round: string): Promise<RoundSheets> {
  const sheets = await db
    .selectFrom('judging_sheets')
    .innerJoin('staff_members', 'staff_members.id', 'judging_sheets.staff_id')
    .select(['judging_sheets.id', 'judging_sheets.staff_id', 'judging_sheets.hash', 'staff_members.name'])
    .where('judging_sheets.season', '=', season)
    .where('judging_sheets.contest_group', '=', toContestGroup(group))
    .where('judging_sheets.round', '=', round)
    .where('judging_sheets.status', '=', 'submitted')
    .orderBy('judging_sheets.staff_id')
    .execute();
  if (sheets.length === 0) return { sheets: [], cells: [] };
  const scores = await db
    .selectFrom('judging_scores')
    .select(['sheet_id', 'entry_id', 'criterion', 'score_centi'])
    .where('sheet_id', 'in', sheets.map((sheet) => sheet.id))
    .orderBy('sheet_id')
    .orderBy('entry_id')
    .orderBy('criterion')
    .execute();
  const assignments = await db
    .selectFrom('judging_assignments')
    .innerJoin('judging_entries', 'judging_entries.id', 'judging_assignments.entry_id')
    .select(['judging_assignments.staff_id', 'judging_assignments.entry_id'])
    .where('judging_entries.season', '=', season)
    .where('judging_entries.contest_group', '=', toContestGroup(group))
    .where('judging_entries.round', '=', round)
    .execute();
  const assigned = new Set(assignments.map((row) => pairKey(row.staff_id, row.entry_id)));
  const conflicts = await conflictedPairs(db, season, group, round);
  const changed: number[] = [];
  const cells: FormulaCell[] = [];
  for (const sheet of sheets) {
    const own = scores.filter((score) => score.sheet_id === sheet.id).map((score) => ({ entryId: score.entry_id, criterion: score.criterion, centi: score.score_centi }));
    if (sheetHash({ season, group, round, staffId: sheet.staff_id }, own) !== sheet.hash) changed.push(sheet.staff_id);
    for (const cell of own) {
      const key = pairKey(sheet.staff_id, cell.entryId);
      if (!assigned.has(key) || conflicts.has(key)) continue;
      cells.push({ judge: browserJudge(sheet.staff_id), entry: cell.entryId, criterion: cell.criterion, centi: cell.centi });
    }
  }
  if (changed.length > 0) throw new SheetChangedError(changed);
  return { sheets: sheets.map((sheet) => ({ staffId: sheet.staff_id, name: sheet.name, hash: sheet.hash ?? '' })), cells };
}
