// The finalists in an order of the visitor's own (issue 11: no position bias), stable for the visit: the seed
// lives in sessionStorage, so a reload keeps the order and another tab or visitor gets another one.

export const ORDER_SEED_KEY = 'mf-voting.orderSeed';

/** mulberry32: a small, well-mixed 32-bit PRNG; the order needs spread, not secrecy. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the seeded generator: every order equally likely, the same seed the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** The visit's seed: kept in sessionStorage; a fresh one when there is none (or storage is refused). */
export function visitSeed(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): number {
  const kept = storage?.getItem(ORDER_SEED_KEY);
  if (kept && /^\d{1,10}$/.test(kept)) return Number(kept) >>> 0;
  const seed = freshSeed();
  try {
    storage?.setItem(ORDER_SEED_KEY, String(seed));
  } catch {
    // Private mode may refuse to store: the order then holds for this page view only.
  }
  return seed;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
