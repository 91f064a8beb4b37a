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

export type SheetResult = { ok: true; cells: ScoreCell[]; judges: string[] } | { ok: false; errors: string[] };

interface Line {
  record: string[];
  info: { lines: number };
}

function readLines(text: string): Line[] | string {
  try {
    // With `info`, csv-parse returns { record, info } per line; its typings only describe the plain form.
    return parse(text, { bom: true, info: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as unknown as Line[];
  } catch (error) {
    return `not a readable CSV file: ${(error as Error).message}`;
  }
}

/** "87.5" → 8750: points as integer hundredths, or null when not a plain number with at most two decimals. */
function toCenti(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Checks every line against the group's finalists and criteria; any error means nothing may be imported. */
export function readScoreSheet(text: string, group: GroupNumber, finalistIds: number[]): SheetResult {
  const lines = readLines(text);
  if (typeof lines === 'string') return { ok: false, errors: [lines] };
  const [header, ...rows] = lines;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  if (names.length !== SHEET_COLUMNS.length || !SHEET_COLUMNS.every((column) => names.includes(column))) {
    return { ok: false, errors: [`line 1: the header must be ${SHEET_COLUMNS.join(',')} (found: ${names.join(',') || 'nothing'})`] };
  }
  const at = Object.fromEntries(SHEET_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<(typeof SHEET_COLUMNS)[number], number>;
  const known = new Set(finalistIds);
  const criteria = new Map(CRITERIA[group].map((criterion) => [criterion.key, criterion]));
  const seen = new Map<string, number>();
  const errors: string[] = [];
  const cells: ScoreCell[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const field = (column: (typeof SHEET_COLUMNS)[number]) => record[at[column]] ?? '';
    const fail = (column: string, why: string) => errors.push(`line ${line}, ${column}: ${why}`);
    if (record.length !== SHEET_COLUMNS.length) {
      errors.push(`line ${line}: expected ${SHEET_COLUMNS.length} fields, found ${record.length}`);
      continue;
    }
    const before = errors.length;
    const judge = field('judge');
    if (judge === '' || judge.length > 100) fail('judge', 'must be a name or code of 1 to 100 characters');
    const finalistText = field('finalist');
    const finalistId = /^\d{1,9}$/.test(finalistText) ? Number(finalistText) : NaN;
    if (!known.has(finalistId)) fail('finalist', `"${finalistText}" is not a finalist of group ${group} (finalists: ${finalistIds.join(', ')})`);
    const criterion = criteria.get(field('criterion'));
    if (!criterion) fail('criterion', `"${field('criterion')}" is not a criterion of group ${group} (${[...criteria.keys()].join(', ')})`);
    const centi = toCenti(field('score'));
    if (centi === null) fail('score', `"${field('score')}" is not a number of points (at most two decimals)`);
    else if (criterion && centi > criterion.max * 100) fail('score', `${field('score')} is outside 0–${criterion.max} for ${criterion.key}`);
    // A line already wrong is not also reported as a repeat.
    if (errors.length > before || !criterion || centi === null) continue;
    const key = `${judge}\u0000${finalistId}\u0000${criterion.key}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push(`line ${line}: judge ${judge} already scored finalist ${finalistId} on ${criterion.key} on line ${earlier}`);
      continue;
    }
    seen.set(key, line);
    cells.push({ judge, finalistId, criterion: criterion.key, centi });
  }
  if (rows.length === 0) errors.push('the file has no scores');
  const judges = [...new Set(cells.map((cell) => cell.judge))].sort();
  if (errors.length === 0) errors.push(...missingCells(group, judges, finalistIds, seen));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, cells, judges };
}

/** A file holds whole judges, so that a judge's sheet is never half old and half new. */
function missingCells(group: GroupNumber, judges: string[], finalistIds: number[], seen: Map<string, number>): string[] {
  const missing: string[] = [];
  for (const judge of judges)
    for (const finalistId of finalistIds)
      for (const { key } of CRITERIA[group])
        if (!seen.has(`${judge}\u0000${finalistId}\u0000${key}`)) missing.push(`judge ${judge} has no score for finalist ${finalistId} on ${key}`);
  return missing;
}
