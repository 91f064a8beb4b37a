import { ORDER_SEED_KEY, shuffled, visitSeed } from '../shuffle';

const items = Array.from({ length: 15 }, (_, index) => index + 1);

test('the same seed always gives the same permutation of every item', () => {
  expect(shuffled(items, 7)).toEqual(shuffled(items, 7));
  expect([...shuffled(items, 7)].sort((a, b) => a - b)).toEqual(items);
});

test('different seeds give different orders', () => {
  const orders = new Set([1, 2, 3, 4, 5].map((seed) => shuffled(items, seed).join(',')));
  expect(orders.size).toBe(5);
});

test('no position bias: over many seeds each film is first about equally often', () => {
  const firsts = new Map<number, number>();
  for (let seed = 0; seed < 15_000; seed++) {
    const first = shuffled(items, seed)[0] ?? 0;
    firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  for (const count of firsts.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
});

test('the visit seed is kept in sessionStorage and reused', () => {
  sessionStorage.clear();
  const seed = visitSeed();
  expect(sessionStorage.getItem(ORDER_SEED_KEY)).toBe(String(seed));
  expect(visitSeed()).toBe(seed);
});
