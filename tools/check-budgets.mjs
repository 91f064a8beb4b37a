// `pnpm budgets` (issue 13, CI): measures the built site against every app's budgets.json and exits 1 naming each
// route, figure and budget that is over. First-load JavaScript is deterministic for a build, so one load per route
// and build; Lighthouse runs once on the routes the shell's budgets name (a desktop and a phone route), three times
// with the median deciding when the first run misses; the phone's CPU slowdown is calibrated to the host (ADR 0052).
// Options: --no-build (measure the site as built; the reference is still rebuilt when its sources changed).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { confirmedScore, readBudgets, violations } from './lib/budgets.mjs';
import { REMOTES, repoRoot } from '../scripts/lib/paths.mjs';
import { inputsHash, isFresh, writeStamp } from '../scripts/lib/stamp.mjs';
import { run } from '../scripts/lib/run.mjs';
import { ADMIN_ROUTES, CLOCKS, ROUTES, firstLoad, launchBrowser, lighthouseRun, startSite } from './lib/web-measure.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) await import('../scripts/build-site.mjs');
// The reference is rebuilt whenever a source it is made of changed (a stale one would make every ratio wrong).
const referenceHash = inputsHash(['shell/src', 'shell/public', 'shell/webpack.reference.mjs', ...REMOTES.map((name) => `${name}/src`), 'shared/src', 'shared/build', 'pnpm-lock.yaml']);
if (!isFresh('reference', referenceHash, path.join(repoRoot, 'var/reference/dist/index.html'))) {
  run('pnpm', ['--filter', './shell', 'run', 'build:reference']);
  writeStamp('reference', referenceHash);
}

const started = Date.now();
const budgets = readBudgets();
const budgeted = new Set(budgets.flatMap((app) => [...Object.keys(app.routes), ...Object.keys(app.lighthouse ?? {})]));
const wantsReference = budgets.some((app) => Object.values(app.routes).some((budget) => budget.ratioToReference !== undefined));
/** @type {Parameters<typeof violations>[1]} */
const measured = {};
/** @type {Record<string, Awaited<ReturnType<typeof lighthouseRun>> & { runs: number[] }>} */
const scores = {};
const browser = await launchBrowser();
try {
  for (const [clock, portalNow] of Object.entries(CLOCKS)) {
    const here = [...ROUTES, ...ADMIN_ROUTES].filter((route) => route.clock === clock && budgeted.has(route.path));
    if (here.length === 0) continue;
    // Bytes do not depend on the first view: only the routes Lighthouse scores are prerendered, as npm start serves them.
    const scored = here.map((route) => route.path).filter((route) => budgets.some((app) => app.lighthouse?.[route]));
    const federated = await startSite('federated', portalNow, scored);
    const reference = wantsReference ? await startSite('reference', portalNow, []) : null;
    try {
      for (const route of here) {
        const load = await firstLoad(browser, federated, route.path, route.loggedIn);
        /** @type {Record<string, number>} */
        const byApp = {};
        for (const script of load.scripts) byApp[script.app] = (byApp[script.app] ?? 0) + script.gzip;
        measured[route.path] = { federated: { byApp, total: load.gzip } };
        if (reference && ROUTES.includes(route)) measured[route.path].reference = { total: (await firstLoad(browser, reference, route.path, route.loggedIn)).gzip };
        const shares = Object.entries(byApp).map(([app, bytes]) => `${app} ${(bytes / 1024).toFixed(1)}`).join(', ');
        const ratio = measured[route.path].reference ? `, ${(load.gzip / measured[route.path].reference.total).toFixed(2)}× the reference` : '';
        console.log(`[budgets] ${route.path}: ${(load.gzip / 1024).toFixed(1)} KB gzip (${shares})${ratio}`);
        for (const app of budgets) {
          const lighthouse = app.lighthouse?.[route.path];
          if (!lighthouse) continue;
          const runOnce = () => lighthouseRun(`${federated.url}${route.path}`, { preset: lighthouse.preset });
          scores[route.path] = await confirmedScore(runOnce, lighthouse.performance);
          const { runs, cpu } = scores[route.path];
          const median = runs.length > 1 ? ` (median of ${runs.join(', ')})` : '';
          const calibration = lighthouse.preset === 'mobile' ? `, CPU ${cpu.multiplier}× for a host benchmarkIndex of ${Math.round(cpu.benchmarkIndex)}` : '';
          console.log(`[budgets] ${route.path}: Lighthouse ${lighthouse.preset} performance ${scores[route.path].performance}${median}${calibration}`);
        }
      }
    } finally {
      await federated.stop();
      await reference?.stop();
    }
  }
} finally {
  await browser.close();
}
const over = violations(budgets, measured, scores);
console.log(`[budgets] measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (over.length > 0) {
  for (const line of over) console.error(`✗ over budget: ${line}`);
  process.exit(1);
}
console.log('[budgets] every route within its budgets');
