import { describe, expect, it } from '@jest/globals';
import { rankGroup, roundDiv, ScoringError, type FinalistInfo, type ScoreCell } from '../../src/scoring/compute.js';
import { CRITERIA } from '../../src/scoring/formula.js';
import { digestOf } from '../../src/scoring/result.js';

// The published formula (ADR 0015) on examples worked by hand. Values are hundredths of a point: 8500 = 85.00.

const finalist = (id: number, position = id): FinalistInfo => ({ id, position, teamName: `Team ${id}`, school: `School ${id}` });
const films = (judge: string, finalistId: number, points: number): ScoreCell => ({ judge, finalistId, criterion: 'overall', centi: Math.round(points * 100) });

/** One judge's university sheet: [environment, innovation, benefitsFeasibility, p1..p5] in points. */
function university(judge: string, finalistId: number, points: number[]): ScoreCell[] {
  return CRITERIA[2].map((criterion, i) => ({ judge, finalistId, criterion: criterion.key, centi: Math.round((points[i] ?? 0) * 100) }));
}

const summary = (rows: ReturnType<typeof rankGroup>) => rows.map((row) => [row.rank, row.finalist.id, row.jury, row.vote, row.final, row.award]);

describe('roundDiv', () => {
  it('rounds half up on integers', () => {
    expect([roundDiv(18925, 2), roundDiv(18924, 2), roundDiv(757040, 100), roundDiv(1, 3), roundDiv(2, 3)]).toEqual([9463, 9462, 7570, 0, 1]);
  });
});

describe('films: 80 % jury + 20 % public vote', () => {
  it('ranks a worked example', () => {
    const scores = [
      // Film 1: judges give 80 and 90 → jury (80 + 90) / 2 = 85.00
      films('J1', 1, 80), films('J2', 1, 90),
      // Film 2: 70.5 and 89.5 → jury 160 / 2 = 80.00
      films('J1', 2, 70.5), films('J2', 2, 89.5),
      // Film 3: 95 and 94.25 → 189.25 / 2 = 94.625 → 94.63 (half up)
      films('J1', 3, 95), films('J2', 3, 94.25),
    ];
    // Votes: film 2 has the most (200). Vote score = 100 × votes / 200: film 1 → 25.00, film 2 → 100.00, film 3 → 0.
    const votes = new Map([[1, 50], [2, 200]]);
    // Final = 0.8 × jury + 0.2 × vote:
    //   film 1: 0.8 × 85.00 + 0.2 × 25.00  = 68.00 + 5.00  = 73.00
    //   film 2: 0.8 × 80.00 + 0.2 × 100.00 = 64.00 + 20.00 = 84.00
    //   film 3: 0.8 × 94.63 + 0.2 × 0      = 75.704        → 75.70
    const rows = rankGroup(1, [finalist(1), finalist(2), finalist(3)], scores, votes);
    expect(summary(rows)).toEqual([
      [1, 2, 8000, 10000, 8400, 'champion'],
      [2, 3, 9463, 0, 7570, 'second'],
      [3, 1, 8500, 2500, 7300, 'third'],
    ]);
    expect(rows.map((row) => row.votes)).toEqual([200, 0, 50]);
  });

  it('gives every film a vote score of 0 when nobody voted', () => {
    const rows = rankGroup(1, [finalist(1), finalist(2)], [films('J1', 1, 60), films('J1', 2, 70)], new Map());
    // Final = 0.8 × jury: 56.00 and 48.00.
    expect(summary(rows)).toEqual([
      [1, 2, 7000, 0, 5600, 'champion'],
      [2, 1, 6000, 0, 4800, 'second'],
    ]);
  });

  it('breaks an equal final by the jury score, then the vote, then the finalist number', () => {
    const scores = [films('J1', 1, 80), films('J1', 2, 85), films('J1', 3, 85), films('J1', 4, 85)];
    // Film 1: 0.8 × 80 + 0.2 × 100 (100 of 100 votes) = 64 + 20 = 84.00
    // Film 2: 0.8 × 85 + 0.2 × 80  (80 of 100 votes)  = 68 + 16 = 84.00 → equal final, higher jury: ahead of film 1
    // Films 2, 3 and 4 all have jury 85 and 80 votes: equal in everything, so the finalist numbers decide (2, 8, 9).
    const votes = new Map([[1, 100], [2, 80], [3, 80], [4, 80]]);
    const rows = rankGroup(1, [finalist(1), finalist(2), finalist(3, 9), finalist(4, 8)], scores, votes);
    expect(rows.map((row) => [row.finalist.id, row.final])).toEqual([[2, 8400], [4, 8400], [3, 8400], [1, 8400]]);
  });

  it('gives champion, second, third and 12 merit awards to the 15 finalists', () => {
    const all = Array.from({ length: 15 }, (_, i) => finalist(i + 1));
    const rows = rankGroup(1, all, all.map((f) => films('J1', f.id, 50 + f.id)), new Map());
    const awards = rows.map((row) => row.award);
    expect(awards.slice(0, 3)).toEqual(['champion', 'second', 'third']);
    expect(awards.filter((award) => award === 'merit')).toHaveLength(12);
    expect(awards).not.toContain(null);
  });
});

describe('university: proposal 75 + presentation 25', () => {
  it('ranks a worked example with its parts', () => {
    const scores = [
      // Team 1, judge A: proposal 20 + 22.5 + 18 = 60.5, presentation 4 + 5 + 3 + 4 + 5 = 21 → 81.5
      ...university('A', 1, [20, 22.5, 18, 4, 5, 3, 4, 5]),
      // Team 1, judge B: proposal 25 + 20 + 20 = 65, presentation 5 + 5 + 5 + 4 + 4 = 23 → 88
      ...university('B', 1, [25, 20, 20, 5, 5, 5, 4, 4]),
      // Team 2, judge A: 24 + 24 + 20 = 68 and 3 × 5 = 15 → 83;  judge B: 23 + 22 + 21 = 66 and 4 × 5 = 20 → 86
      ...university('A', 2, [24, 24, 20, 3, 3, 3, 3, 3]),
      ...university('B', 2, [23, 22, 21, 4, 4, 4, 4, 4]),
    ];
    // Team 1: (81.5 + 88) / 2 = 84.75, proposal (60.5 + 65) / 2 = 62.75, presentation (21 + 23) / 2 = 22.00
    // Team 2: (83 + 86) / 2 = 84.50, proposal (68 + 66) / 2 = 67.00, presentation (15 + 20) / 2 = 17.50
    const rows = rankGroup(2, [finalist(1), finalist(2)], scores, new Map());
    expect(rows.map((row) => [row.rank, row.finalist.id, row.proposal, row.presentation, row.jury, row.final, row.vote, row.award])).toEqual([
      [1, 1, 6275, 2200, 8475, 8475, null, 'champion'],
      [2, 2, 6700, 1750, 8450, 8450, null, 'second'],
    ]);
  });

  it('breaks an equal total by the proposal, then the presentation', () => {
    const scores = [
      ...university('A', 1, [20, 20, 20, 5, 5, 5, 5, 5]), // 60 + 25 = 85
      ...university('A', 2, [25, 20, 20, 4, 4, 4, 4, 4]), // 65 + 20 = 85: higher proposal, ranks first
    ];
    expect(rankGroup(2, [finalist(1), finalist(2)], scores, new Map()).map((row) => row.finalist.id)).toEqual([2, 1]);
  });

  it('gives 3 prizes and 7 merit awards to the 10 finalists, and none to an eleventh', () => {
    const all = Array.from({ length: 11 }, (_, i) => finalist(i + 1));
    const rows = rankGroup(2, all, all.flatMap((f) => university('A', f.id, [f.id, 10, 10, 1, 1, 1, 1, 1])), new Map());
    expect(rows.map((row) => row.award)).toEqual(['champion', 'second', 'third', ...Array(7).fill('merit'), null]);
  });
});

describe('what the formula refuses', () => {
  it('refuses a group without scores, and an incomplete sheet, naming the missing cells', () => {
    expect(() => rankGroup(1, [finalist(1)], [], new Map())).toThrow(new ScoringError({ reason: 'noScores', group: 1 }));
    expect(() => rankGroup(1, [finalist(1)], [], new Map())).toThrow('no jury scores for group 1: import them with `pnpm admin scores import --group 1 <file.csv>`');
    expect(() => rankGroup(1, [finalist(1), finalist(2)], [films('J1', 1, 50), films('J1', 2, 50), films('J2', 1, 50)], new Map())).toThrow(
      'the score sheet of group 1 is incomplete; missing: judge J2, finalist 2, overall',
    );
  });
});

describe('determinism', () => {
  it('gives the same table and digest whatever order the rows come in', () => {
    const all = Array.from({ length: 15 }, (_, i) => finalist(i + 1));
    // Many ties on purpose: five distinct jury scores, votes in three levels.
    const scores = all.flatMap((f) => ['J1', 'J2', 'J3'].map((judge) => films(judge, f.id, 60 + (f.id % 5))));
    const votes = new Map(all.map((f) => [f.id, (f.id % 3) * 10]));
    const table = (fs: FinalistInfo[], cells: ScoreCell[]) => {
      const rows = rankGroup(1, fs, cells, votes);
      return { rows: summary(rows), digest: digestOf({ season: 's', group: 1, formulaVersion: 'v', rows, mostActive: null }) };
    };
    const first = table(all, scores);
    const reversed = table([...all].reverse(), [...scores].reverse());
    const shuffled = table([...all].sort((a, b) => (a.id * 7) % 15 - (b.id * 7) % 15), [...scores].sort((a, b) => b.judge.localeCompare(a.judge)));
    expect(reversed).toEqual(first);
    expect(shuffled).toEqual(first);
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);
  });
});
