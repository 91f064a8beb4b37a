import { describe, expect, it } from '@jest/globals';
import { FormulaError, juryScores, normalizedScores, type FormulaCell, type FormulaItem } from '../../../src/judging/formula.js';

// Formula 2026.1 against hand-computed numbers: weights, the mean over the judges who scored, one half-up rounding,
// the minimum of scores, a partly scored entry, and the advisory normalized column.

const rubric: FormulaItem[] = [
  { key: 'a', max: 10, weight: 2, part: null },
  { key: 'b', max: 5, weight: 1, part: null },
];
const cell = (judge: string, entry: number, criterion: string, points: number): FormulaCell => ({ judge, entry, criterion, centi: Math.round(points * 100) });

describe('juryScores (formula 2026.1)', () => {
  const cells = [
    // e1: J1 (2·8 + 4)/25 = 80.00, J2 (2·6 + 5)/25 = 68.00 → 74.00
    cell('J1', 1, 'a', 8), cell('J1', 1, 'b', 4), cell('J2', 1, 'a', 6), cell('J2', 1, 'b', 5),
    // e2: J1 (14 + 3)/25 = 68.00, J2 (18 + 2)/25 = 80.00 → 74.00, tied with e1
    cell('J1', 2, 'a', 7), cell('J1', 2, 'b', 3), cell('J2', 2, 'a', 9), cell('J2', 2, 'b', 2),
    // e3: J1 100.00, J2 abstains, J3 (10 + 0)/25 = 40.00 → 70.00 over two judges, not three
    cell('J1', 3, 'a', 10), cell('J1', 3, 'b', 5), cell('J3', 3, 'a', 5), cell('J3', 3, 'b', 0),
    // A criterion not in the rubric is not a score.
    cell('J3', 3, 'zzz', 1),
  ];

  it('weights the criteria and takes the mean over the judges who scored', () => {
    const { scores, judgeTotals } = juryScores([1, 2, 3], rubric, cells, 2);
    expect([1, 2, 3].map((entry) => scores.get(entry)?.jury)).toEqual([7400, 7400, 7000]);
    expect(scores.get(3)?.scores).toBe(2);
    expect(scores.get(1)?.proposal).toBeNull();
    expect(judgeTotals.get('J1')).toEqual(new Map([[1, 8000], [2, 6800], [3, 10000]]));
    expect(judgeTotals.get('J3')).toEqual(new Map([[3, 4000]]));
  });

  it('rounds the exact mean half up once', () => {
    // Two judges, one criterion out of 4: (0.01 + 0) × 100 ÷ (2 × 4) = 0.125 → 0.13, not 0.12 or (0.25 rounded + 0)/2.
    const single: FormulaItem[] = [{ key: 'x', max: 4, weight: 1, part: null }];
    const { scores } = juryScores([9], single, [cell('A', 9, 'x', 0.01), cell('B', 9, 'x', 0)], 1);
    expect(scores.get(9)?.jury).toBe(13);
  });

  it('keeps the parts of a university final as shares of the same mean', () => {
    const parts: FormulaItem[] = [
      { key: 'p', max: 75, weight: 1, part: 'proposal' },
      { key: 's', max: 25, weight: 1, part: 'presentation' },
    ];
    const { scores } = juryScores([1], parts, [cell('A', 1, 'p', 60), cell('A', 1, 's', 20), cell('B', 1, 'p', 50), cell('B', 1, 's', 15)], 2);
    expect(scores.get(1)).toEqual({ entry: 1, jury: 7250, proposal: 5500, presentation: 1750, scores: 2 });
  });

  it('refuses entries with fewer scores than the minimum, listing them all', () => {
    const error = (() => {
      try {
        juryScores([1, 2, 3, 4], rubric, cells, 2);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(FormulaError);
    expect((error as FormulaError).refusal).toEqual({ reason: 'tooFewScores', entries: [4], minScores: 2 });
    expect(() => juryScores([1, 2, 3], rubric, cells, 3)).toThrow(FormulaError);
  });

  it('refuses a judge who scored an entry on some criteria only', () => {
    expect(() => juryScores([1], rubric, [cell('J1', 1, 'a', 8)], 1)).toThrow(expect.objectContaining({ refusal: { reason: 'partial', missing: [{ judge: 'J1', entry: 1, criterion: 'b' }] } }));
  });
});

describe('normalizedScores (advisory)', () => {
  it('puts a harsh and a lenient judge on one scale', () => {
    // Harsh H gives 40/50/60, lenient L 80/90/100: same order, z −1.22/0/1.22 each; overall mean 70, sd 21.6.
    const totals = new Map([
      ['H', new Map([[1, 4000], [2, 5000], [3, 6000]])],
      ['L', new Map([[1, 8000], [2, 9000], [3, 10000]])],
    ]);
    const normalized = normalizedScores(totals);
    expect(normalized.get(2)).toBeCloseTo(7000, 6);
    const sd = Math.sqrt((2 * (3000 ** 2 + 2000 ** 2 + 1000 ** 2)) / 6);
    expect(normalized.get(3)).toBeCloseTo(7000 + sd * Math.sqrt(1.5), 6);
  });

  it('gives z 0 to a judge with one score or no spread', () => {
    const normalized = normalizedScores(new Map([['A', new Map([[1, 9000]])], ['B', new Map([[1, 5000], [2, 5000]])]]));
    expect(normalized.get(1)).toBeCloseTo(normalized.get(2) ?? -1, 9);
  });
});
