// Budgets (issue 13): each app's budgets.json names, per route, the most first-load JavaScript (gzip bytes) the app
// may add to that page; the shell's also the ratio of the whole page to the reference build, and the Lighthouse
// performance score of the routes CI runs it on. Pure functions here; tools/check-budgets.mjs measures.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, repoRoot } from '../../scripts/lib/paths.mjs';

export const APPS = ['shell', ...REMOTES];

/** @returns {{ app: string, routes: Record<string, { firstLoadJsGzip?: number, ratioToReference?: number }>, lighthouse?: Record<string, { preset: 'mobile' | 'desktop', performance: number }> }[]} */
export function readBudgets(root = repoRoot) {
  return APPS.flatMap((app) => {
    const file = path.join(root, app, 'budgets.json');
    if (!existsSync(file)) return [];
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return [{ app, routes: parsed.routes ?? {}, lighthouse: parsed.lighthouse }];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The violations of measured figures against the budgets, each a message naming the app, the route, the figure
 * and the budget.
 * @param {ReturnType<typeof readBudgets>} budgets
 * @param {Record<string, { federated: { byApp: Record<string, number>, total: number }, reference?: { total: number } }>} measured
 * @param {Record<string, { performance: number }>} lighthouse
 */
export function violations(budgets, measured, lighthouse = {}) {
  const found = [];
  for (const { app, routes, lighthouse: scores } of budgets) {
    for (const [route, budget] of Object.entries(routes)) {
      const figures = measured[route];
      if (!figures) {
        found.push(`${app} ${route}: not measured`);
        continue;
      }
      const own = figures.federated.byApp[app] ?? 0;
      if (budget.firstLoadJsGzip !== undefined && own > budget.firstLoadJsGzip) {
        found.push(`${app} ${route}: first-load JS ${kb(own)} gzip > budget ${kb(budget.firstLoadJsGzip)}`);
      }
      if (budget.ratioToReference !== undefined && figures.reference) {
        const ratio = figures.federated.total / figures.reference.total;
        if (ratio > budget.ratioToReference) {
          found.push(`${app} ${route}: first-load JS ${ratio.toFixed(2)}× the reference (${kb(figures.federated.total)} / ${kb(figures.reference.total)}) > budget ${budget.ratioToReference.toFixed(2)}×`);
        }
      }
    }
    for (const [route, budget] of Object.entries(scores ?? {})) {
      const score = lighthouse[route]?.performance;
      if (score === undefined) found.push(`${app} ${route}: Lighthouse performance not measured`);
      else if (score < budget.performance) found.push(`${app} ${route}: Lighthouse performance ${score} (${budget.preset}) < budget ${budget.performance}`);
    }
  }
  return found;
}

/**
 * One Lighthouse score checked against its budget the way CI can trust: one run when it passes; when it misses, two
 * more runs and the median of the three decides, so one noisy run on a busy machine does not fail CI while a real
 * regression (which misses every run) still does.
 * @template {{ performance: number }} Run
 * @param {() => Promise<Run>} runOnce
 * @param {number} budget
 * @returns {Promise<Run & { runs: number[] }>}
 */
export async function confirmedScore(runOnce, budget) {
  const first = await runOnce();
  if (first.performance >= budget) return { ...first, runs: [first.performance] };
  const results = [first, await runOnce(), await runOnce()].sort((a, b) => a.performance - b.performance);
  return { ...results[1], runs: results.map((result) => result.performance) };
}
