import { parseScore, weightedTotal } from '../total';

// The total the page shows must be the one the server computes (docs/adr/0015), and a cell is sent only when the
// server would take it.
const RUBRIC = [
  { key: 'a', title: 'A', max: 60, weight: 3, part: null },
  { key: 'b', title: 'B', max: 40, weight: 1, part: null },
];

test('the weighted total is Σ weight×score ÷ Σ weight×max × 100, to two decimals, once every criterion is scored', () => {
  // (3×45.5 + 1×33.33) ÷ (3×60 + 40) × 100 = 169.83 ÷ 220 × 100 = 77.1954… → 77.2
  expect(weightedTotal(RUBRIC, { a: 45.5, b: 33.33 })).toBe(77.2);
  expect(weightedTotal(RUBRIC, { a: 60, b: 40 })).toBe(100);
  expect(weightedTotal(RUBRIC, { a: 45.5, b: null })).toBeNull();
  expect(weightedTotal(RUBRIC, { a: 45.5 })).toBeNull();
});

test('a typed cell is a score of 0…max with at most two decimals, or empty for a cleared one', () => {
  expect(parseScore('12.5', 60)).toEqual({ ok: true, value: 12.5 });
  expect(parseScore(' 7,25 ', 60)).toEqual({ ok: true, value: 7.25 });
  expect(parseScore('12.', 60)).toEqual({ ok: true, value: 12 });
  expect(parseScore('', 60)).toEqual({ ok: true, value: null });
  expect(parseScore('60.01', 60)).toEqual({ ok: false });
  expect(parseScore('1.234', 60)).toEqual({ ok: false });
  expect(parseScore('-1', 60)).toEqual({ ok: false });
});
