import type { RubricItem } from '@portal/contracts/admin-judging';

/**
 * The weighted total as the server computes it (docs/adr/0015): Σ weight × score ÷ Σ weight × max × 100, to two
 * decimals; null until every criterion has a score (the server counts only complete entries).
 */
export function weightedTotal(rubric: readonly RubricItem[], scores: Readonly<Record<string, number | null | undefined>>): number | null {
  let got = 0;
  let most = 0;
  for (const item of rubric) {
    const score = scores[item.key];
    if (score === null || score === undefined) return null;
    got += item.weight * score;
    most += item.weight * item.max;
  }
  if (most === 0) return null;
  return Math.round((got / most) * 100 * 100) / 100;
}

/** A typed cell as the server takes it: empty → null (cleared), else a number of at most two decimals within 0…max. */
export function parseScore(text: string, max: number): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= max ? { ok: true, value } : { ok: false };
}
