import { roundDiv } from '../scoring/compute.js';

// Formula 2026.1 (issue 27, docs/adr/0015 "Formula 2026.1"): the jury score of an entry is the mean over the judges
// WHO SCORED it — a judge in conflict, not assigned, or whose sheet is not submitted simply does not count — of each
// judge's weighted total on 0–100. Pure, integer hundredths and one half-up rounding per published number, like
// formula 2024.1 (scoring/compute.ts), so the same sheets give the same table on any machine and database.
// The normalized column (per-judge z-scores) is the ONE place floating point is used: it is advisory, shown beside
// the raw ranking, and never decides a rank, an award or a shortlist.

export const JUDGING_FORMULA_VERSION = '2026.1';

export interface FormulaItem {
  key: string;
  /** Highest score, in points. */
  max: number;
  weight: number;
  part: 'proposal' | 'presentation' | null;
}

/** One score: a judge (`staff:<id>` for a browser sheet, the CSV's name for paper), an entry, a criterion, hundredths. */
export interface FormulaCell {
  judge: string;
  entry: number;
  criterion: string;
  centi: number;
}

export interface EntryScore {
  entry: number;
  /** Hundredths on 0–100: the exact mean of the judges' weighted totals, rounded half up once. */
  jury: number;
  /** University finals: the parts' shares of the same mean (proposal + presentation ≈ jury, each rounded once). */
  proposal: number | null;
  presentation: number | null;
  /** How many judges scored it. */
  scores: number;
}

export type FormulaRefusal =
  | { reason: 'partial'; missing: { judge: string; entry: number; criterion: string }[] }
  | { reason: 'tooFewScores'; entries: number[]; minScores: number };

export class FormulaError extends Error {
  constructor(readonly refusal: FormulaRefusal) {
    super(refusal.reason === 'tooFewScores' ? `too few scores (minimum ${refusal.minScores}) for entries ${refusal.entries.join(', ')}` : 'a judge scored an entry only in part');
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Per entry, per judge who scored it: Σ weight × hundredths, by part ('' for all). A judge scored an entry when any cell exists; then every criterion must. */
function judgeSums(entries: readonly number[], rubric: readonly FormulaItem[], cells: readonly FormulaCell[]) {
  const byKey = new Map(cells.map((cell) => [`${cell.judge}\u0000${cell.entry}\u0000${cell.criterion}`, cell.centi]));
  const judgesOf = new Map<number, Set<string>>();
  for (const cell of cells) {
    if (!rubric.some((item) => item.key === cell.criterion)) continue;
    const set = judgesOf.get(cell.entry) ?? new Set<string>();
    set.add(cell.judge);
    judgesOf.set(cell.entry, set);
  }
  const missing: { judge: string; entry: number; criterion: string }[] = [];
  const sums = new Map<number, Map<string, { all: number; proposal: number; presentation: number }>>();
  for (const entry of entries) {
    const judges = [...(judgesOf.get(entry) ?? [])].sort();
    const perJudge = new Map<string, { all: number; proposal: number; presentation: number }>();
    for (const judge of judges) {
      const totals = { all: 0, proposal: 0, presentation: 0 };
      for (const item of rubric) {
        const centi = byKey.get(`${judge}\u0000${entry}\u0000${item.key}`);
        if (centi === undefined) {
          missing.push({ judge, entry, criterion: item.key });
          continue;
        }
        totals.all += item.weight * centi;
        if (item.part) totals[item.part] += item.weight * centi;
      }
      perJudge.set(judge, totals);
    }
    sums.set(entry, perJudge);
  }
  if (missing.length > 0) throw new FormulaError({ reason: 'partial', missing });
  return sums;
}

/**
 * The jury score of every entry. A judge's total = Σ(w × score) × 100 ÷ Σ(w × max); the jury score is the mean of
 * those totals, computed exactly on integers and rounded half up once. Refuses when an entry has fewer than
 * `minScores` judges (listing them all, by entry as given), or when a judge scored an entry on some criteria only.
 */
export function juryScores(
  entries: readonly number[],
  rubric: readonly FormulaItem[],
  cells: readonly FormulaCell[],
  minScores: number,
): { scores: Map<number, EntryScore>; judgeTotals: Map<string, Map<number, number>> } {
  const sums = judgeSums(entries, rubric, cells);
  const short = entries.filter((entry) => (sums.get(entry)?.size ?? 0) < minScores);
  if (short.length > 0) throw new FormulaError({ reason: 'tooFewScores', entries: short, minScores });
  // Σ(w × max) in points; a score is in hundredths, so Σ(w × centi) × 100 ÷ Σ(w × max) is the total in hundredths of 0–100.
  const maxSum = sum(rubric.map((item) => item.weight * item.max));
  const hasParts = rubric.some((item) => item.part !== null);
  const scores = new Map<number, EntryScore>();
  const judgeTotals = new Map<string, Map<number, number>>();
  for (const entry of entries) {
    const perJudge = sums.get(entry) ?? new Map<string, { all: number; proposal: number; presentation: number }>();
    const n = perJudge.size;
    const values = [...perJudge.values()];
    const mean = (pick: (v: { all: number; proposal: number; presentation: number }) => number) => roundDiv(100 * sum(values.map(pick)), n * maxSum);
    scores.set(entry, {
      entry,
      jury: mean((v) => v.all),
      proposal: hasParts ? mean((v) => v.proposal) : null,
      presentation: hasParts ? mean((v) => v.presentation) : null,
      scores: n,
    });
    for (const [judge, v] of perJudge) {
      const totals = judgeTotals.get(judge) ?? new Map<number, number>();
      totals.set(entry, roundDiv(100 * v.all, maxSum));
      judgeTotals.set(judge, totals);
    }
  }
  return { scores, judgeTotals };
}

/**
 * Advisory: each judge's totals as z-scores over the entries they scored (one score or no spread → 0), and per entry
 * the overall mean + overall standard deviation × the mean of its z-scores, so it reads on the same 0–100 scale (in
 * hundredths, like `jury`). Floating point, by design: it is shown, never used to decide.
 */
export function normalizedScores(judgeTotals: Map<string, Map<number, number>>): Map<number, number> {
  const all = [...judgeTotals.values()].flatMap((totals) => [...totals.values()]);
  const result = new Map<number, number>();
  if (all.length === 0) return result;
  const meanOf = (values: number[]) => sum(values) / values.length;
  const sdOf = (values: number[]) => {
    const m = meanOf(values);
    return Math.sqrt(meanOf(values.map((value) => (value - m) ** 2)));
  };
  const overallMean = meanOf(all);
  const overallSd = sdOf(all);
  const zs = new Map<number, number[]>();
  for (const judge of [...judgeTotals.keys()].sort()) {
    const totals = judgeTotals.get(judge) ?? new Map<number, number>();
    const values = [...totals.values()];
    const m = meanOf(values);
    const sd = values.length > 1 ? sdOf(values) : 0;
    for (const [entry, value] of totals) {
      const list = zs.get(entry) ?? [];
      list.push(sd === 0 ? 0 : (value - m) / sd);
      zs.set(entry, list);
    }
  }
  for (const [entry, list] of zs) result.set(entry, overallMean + overallSd * meanOf(list));
  return result;
}

/** Lexicographic comparison of tie keys (the published tie rule is a list of keys, lower first). */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
