// Holding a phone score to one phone whatever machine measures it (docs/adr/0052).
// Lighthouse's simulated throttling multiplies the CPU time it observes on the host by cpuSlowdownMultiplier, so the
// same page scores lower on a slower or busier host: CI once measured /mobile/home at 94–100 with the host's
// benchmarkIndex about 2,460 and at 75–77 when it had fallen to 1,150–1,850. Lighthouse's docs (throttling.md,
// "Calibrating the CPU slowdown") say to set the multiplier from the host's benchmarkIndex; we set it so every
// host emulates the same device: the one the budgets were set on, Lighthouse's default 4× on a 2,460 host.

/** The emulated phone's benchmarkIndex: 2,460 / 4, a mid-tier phone in Lighthouse's table (125–800). */
export const TARGET_BENCHMARK_INDEX = 615;
/** Below this the host itself is slower than the phone: its figures say nothing about the page (not throttled). */
export const MIN_MULTIPLIER = 1;

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` behave as the target phone, to one decimal.
 * @param {number} benchmarkIndex
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  return Math.max(MIN_MULTIPLIER, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10);
}

/**
 * The host's benchmarkIndex as Lighthouse computes it (its own page function), in the Chrome that is about to be
 * measured: the median of three, since one half-second sample on a shared machine can be far off.
 * @param {number} port the Chrome's DevTools port
 */
export async function measureBenchmarkIndex(port) {
  const [{ chromium }, { pageFunctions }] = await Promise.all([import('@playwright/test'), import('lighthouse/core/lib/page-functions.js')]);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const samples = [];
    for (let i = 0; i < 3; i += 1) samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    return samples.sort((a, b) => a - b)[1];
  } finally {
    // Only the CDP connection is closed: the Chrome stays up for Lighthouse.
    await browser.close();
  }
}
