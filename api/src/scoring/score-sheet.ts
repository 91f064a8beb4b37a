import { parse } from 'csv-parse/sync';
import type { GroupNumber } from '../content/groups.js';
import type { ScoreCell } from './compute.js';
import { CRITERIA } from './formula.js';

// The jury's score sheet as organizers import it (ADR 0015, README): UTF-8 CSV (a BOM is fine), a header line, one
// score per line:
//
//   judge,finalist,criterion,score
//   J1,3,overall,87.5
//
// judge: any name or code (1–100 characters), the same on every line of that judge; finalist: the finalist's id
// (as `pnpm admin winners compute` and /api/display/finalists give it) of the group; criterion: a key of the
// group's sheet (scoring/formula.ts); score: points from 0 to the criterion's maximum, at most two decimals.
// A file holds whole judges: each judge in it scores every finalist on every criterion.

export const SHEET_COLUMNS = ['judge', 'finalist', 'criterion', 'score'] as const;

/** A column of the sheet, as a problem names it. */
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/**
 * One problem of a sheet, as data: its line (null for the file as a whole) and column, and what is wrong. The command
 * line words it as it always did (`sheetProblemText`); the back office in the caller's language.
 */
export type SheetProblem = { line: number | null; field: SheetColumn | null } & (
  | { kind: 'unreadable'; detail: string }
  | { kind: 'header'; found: string }
  | { kind: 'fieldCount'; found: number }
  | { kind: 'judge' }
  | { kind: 'finalist'; value: string; group: GroupNumber; finalists: string }
  | { kind: 'criterion'; value: string; group: GroupNumber; criteria: string }
  | { kind: 'notNumber'; value: string }
  | { kind: 'outOfRange'; value: string; max: number; criterion: string }
  | { kind: 'repeat'; judge: string; finalistId: number; criterion: string; earlier: number }
  | { kind: 'empty' }
  | { kind: 'missing'; judge: string; finalistId: number; criterion: string }
);

export type SheetResult = { ok: true; cells: ScoreCell[]; judges: string[] } | { ok: false; problems: SheetProblem[] };

/** What is wrong, without where: the command line's words. */
function problemWords(problem: SheetProblem): string {
  switch (problem.kind) {
    case 'unreadable':
      return `not a readable CSV file: ${problem.detail}`;
    case 'header':
      return `the header must be ${SHEET_COLUMNS.join(',')} (found: ${problem.found || 'nothing'})`;
    case 'fieldCount':
      return `expected ${SHEET_COLUMNS.length} fields, found ${problem.found}`;
    case 'judge':
      return 'must be a name or code of 1 to 100 characters';
    case 'finalist':
      return `"${problem.value}" is not a finalist of group ${problem.group} (finalists: ${problem.finalists})`;
    case 'criterion':
      return `"${problem.value}" is not a criterion of group ${problem.group} (${problem.criteria})`;
    case 'notNumber':
      return `"${problem.value}" is not a number of points (at most two decimals)`;
    case 'outOfRange':
      return `${problem.value} is outside 0–${problem.max} for ${problem.criterion}`;
    case 'repeat':
      return `judge ${problem.judge} already scored finalist ${problem.finalistId} on ${problem.criterion} on line ${problem.earlier}`;
    case 'empty':
      return 'the file has no scores';
    case 'missing':
      return `judge ${problem.judge} has no score for finalist ${problem.finalistId} on ${problem.criterion}`;
  }
}

/** The command line's line for a problem: `line 3, finalist: "99" is not a finalist of group 1 (finalists: 1, 2)`. */
export function sheetProblemText(problem: SheetProblem): string {
  const where = problem.line === null ? '' : problem.field === null ? `line ${problem.line}: ` : `line ${problem.line}, ${problem.field}: `;
  return `${where}${problemWords(problem)}`;
}

interface Line {
  record: string[];
  info: { lines: number };
}

function readLines(text: string): Line[] | SheetProblem {
  try {
    // With `info`, csv-parse returns { record, info } per line; its typings only describe the plain form.
    return parse(text, { bom: true, info: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as unknown as Line[];
  } catch (error) {
    return { line: null, field: null, kind: 'unreadable', detail: (error as Error).message };
  }
}

/** "87.5" → 8750: points as integer hundredths, or null when not a plain number with at most two decimals. */
function toCenti(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Checks every line against the group's finalists and criteria; any problem means nothing may be imported. */
export function readScoreSheet(text: string, group: GroupNumber, finalistIds: number[]): SheetResult {
  const lines = readLines(text);
  if (!Array.isArray(lines)) return { ok: false, problems: [lines] };
  const [header, ...rows] = lines;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  if (names.length !== SHEET_COLUMNS.length || !SHEET_COLUMNS.every((column) => names.includes(column))) {
    return { ok: false, problems: [{ line: 1, field: null, kind: 'header', found: names.join(',') }] };
  }
  const at = Object.fromEntries(SHEET_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<SheetColumn, number>;
  const known = new Set(finalistIds);
  const criteria = new Map(CRITERIA[group].map((criterion) => [criterion.key, criterion]));
  const seen = new Map<string, number>();
  const problems: SheetProblem[] = [];
  const cells: ScoreCell[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const field = (column: SheetColumn) => record[at[column]] ?? '';
    if (record.length !== SHEET_COLUMNS.length) {
      problems.push({ line, field: null, kind: 'fieldCount', found: record.length });
      continue;
    }
    const before = problems.length;
    const judge = field('judge');
    if (judge === '' || judge.length > 100) problems.push({ line, field: 'judge', kind: 'judge' });
    const finalistText = field('finalist');
    const finalistId = /^\d{1,9}$/.test(finalistText) ? Number(finalistText) : NaN;
    if (!known.has(finalistId)) problems.push({ line, field: 'finalist', kind: 'finalist', value: finalistText, group, finalists: finalistIds.join(', ') });
    const criterion = criteria.get(field('criterion'));
    if (!criterion) problems.push({ line, field: 'criterion', kind: 'criterion', value: field('criterion'), group, criteria: [...criteria.keys()].join(', ') });
    const centi = toCenti(field('score'));
    if (centi === null) problems.push({ line, field: 'score', kind: 'notNumber', value: field('score') });
    else if (criterion && centi > criterion.max * 100) problems.push({ line, field: 'score', kind: 'outOfRange', value: field('score'), max: criterion.max, criterion: criterion.key });
    // A line already wrong is not also reported as a repeat.
    if (problems.length > before || !criterion || centi === null) continue;
    const key = `${judge}\u0000${finalistId}\u0000${criterion.key}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line, field: null, kind: 'repeat', judge, finalistId, criterion: criterion.key, earlier });
      continue;
    }
    seen.set(key, line);
    cells.push({ judge, finalistId, criterion: criterion.key, centi });
  }
  if (rows.length === 0) problems.push({ line: null, field: null, kind: 'empty' });
  const judges = [...new Set(cells.map((cell) => cell.judge))].sort();
  if (problems.length === 0) problems.push(...missingCells(group, judges, finalistIds, seen));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cells, judges };
}

/** A file holds whole judges, so that a judge's sheet is never half old and half new. */
function missingCells(group: GroupNumber, judges: string[], finalistIds: number[], seen: Map<string, number>): SheetProblem[] {
  const missing: SheetProblem[] = [];
  for (const judge of judges)
    for (const finalistId of finalistIds)
      for (const { key } of CRITERIA[group])
        if (!seen.has(`${judge}\u0000${finalistId}\u0000${key}`)) missing.push({ line: null, field: null, kind: 'missing', judge, finalistId, criterion: key });
  return missing;
}
