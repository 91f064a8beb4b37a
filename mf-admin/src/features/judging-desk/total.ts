import type { RubricItem } from '@portal/contracts/admin-judging';

/**
 * The weighted total as the server computes it (docs/adr/0015): Σ weight × score ÷ Σ weight × max × 100, to two
 * decimals; null until every criterion has a score (the server counts only complete entries). On integer hundredths
 * with one division rounded half up, as the server's arithmetic, so no floating-point error moves the last digit.
 */
export function weightedTotal(rubric: readonly RubricItem[], scores: Readonly<Record<string, number | null | undefined>>): number | null {
  let got = 0; // Σ weight × score, in hundredths of a point
  let most = 0; // Σ weight × max, in points
  for (const item of rubric) {
    const score = scores[item.key];
    if (score === null || score === undefined) return null;
    got += item.weight * Math.round(score * 100);
    most += item.weight * item.max;
  }
  if (most === 0) return null;
  // total in hundredths = got × 100 ÷ most, rounded half up on integers.
  return Math.floor((got * 100 * 2 + most) / (most * 2)) / 100;
}

/** A typed cell as the server takes it: empty → null (cleared), else a number of at most two decimals within 0…max. */
export function parseScore(text: string, max: number): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: null };
  // `12.` is a value on its way to `12.5`: taken as 12 rather than flagged while the judge types.
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= max ? { ok: true, value } : { ok: false };
}
