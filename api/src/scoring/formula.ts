import type { Award } from '@portal/contracts/display';
import type { GroupNumber } from '../content/groups.js';

// The published formula (ADR 0015). Everything a result depends on besides the scores and the votes is here and
// versioned: a change to a criterion, a weight, an award count or the tie rule is a new FORMULA_VERSION, and every
// publication records the version it was computed with.

export const FORMULA_VERSION = '2024.1';

export interface Criterion {
  key: string;
  /** Highest score a judge may give, in points. */
  max: number;
  /** University only: which part of the total the criterion belongs to. */
  part?: 'proposal' | 'presentation';
}

/**
 * The score sheet of each group. The spec gives no film criteria, so a film judge gives one overall score out of
 * 100 (a judge who uses a rubric of their own adds it up first). University: SPEC §9, 3 × 25 + 5 × 5 = 100.
 */
export const CRITERIA: Record<GroupNumber, readonly Criterion[]> = {
  1: [{ key: 'overall', max: 100 }],
  2: [
    { key: 'environment', max: 25, part: 'proposal' },
    { key: 'innovation', max: 25, part: 'proposal' },
    { key: 'benefitsFeasibility', max: 25, part: 'proposal' },
    ...[1, 2, 3, 4, 5].map((n) => ({ key: `presentation${n}`, max: 5, part: 'presentation' as const })),
  ],
};

/** Films: final = 80 % jury + 20 % public vote (SPEC §9), as integer weights out of 100. */
export const FILM_WEIGHTS = { jury: 80, vote: 20 } as const;

/** The awards of a published table (the contract's). */
export type { Award };

/**
 * Awards by rank (SPEC §9). Secondary school: 3 + 12 merit = all 15 finalists. University: 3 + 7 merit = all 10
 * finalists; the spec's "other texts say 12" cannot be given to 10 teams (ADR 0015).
 */
export const MERIT_AWARDS: Record<GroupNumber, number> = { 1: 12, 2: 7 };

export function awardOf(group: GroupNumber, rank: number): Award | null {
  if (rank === 1) return 'champion';
  if (rank === 2) return 'second';
  if (rank === 3) return 'third';
  return rank <= 3 + MERIT_AWARDS[group] ? 'merit' : null;
}
