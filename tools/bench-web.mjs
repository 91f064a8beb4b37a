// `pnpm bench:web` (issue 13): the federated site against the reference — the same shell and pages built as one plain
// bundle (shell/webpack.reference.mjs) — from the production server, in Debian Chromium, route by route.
// Per route and build: first-load JavaScript (gzip bytes of every script until the first view is complete) and
// requests, then Lighthouse (mobile preset and its default simulated throttling, phone and desktop routes alike)
// `--runs` times, the median reported: performance, LCP, TBT, CLS, accessibility, best practices. Each row shows the
// ratio federated/reference and the goal. Both builds are served alike: prerendered first views, the same data
// and clock (registration window, or the voting window for the voting pages), a real session for login-only pages.
// Writes var/bench/web-<time>.json and .md. Options: --runs N (3), --routes a,b, --no-build, --federated-only.
// Loopback only; every page load and Lighthouse run has a time limit; servers and browsers are stopped on exit.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, repoRoot } from '../scripts/lib/paths.mjs';
import { run } from '../scripts/lib/run.mjs';
import { CLOCKS, ROUTES, firstLoad, isPhone, launchBrowser, lighthouseRun, median, startSite } from './lib/web-measure.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'federated-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9) throw new Error('--runs must be an integer from 1 to 9');
const wanted = values.routes?.split(',').map((route) => route.trim());
const routes = ROUTES.filter((route) => !wanted || wanted.includes(route.path));
/** @type {('federated' | 'reference')[]} */
const builds = values['federated-only'] ? ['federated'] : ['federated', 'reference'];

if (!values['no-build']) {
  await import('../scripts/build-site.mjs');
  if (builds.includes('reference')) run('pnpm', ['--filter', './shell', 'run', 'build:reference']);
}

const GOALS = {
  firstLoadJs: { ratio: 1.1 },
  lcp: { ratio: 1.05, max: 1800 },
  performance: { min: 95 },
  accessibility: { min: 95 },
  bestPractices: { min: 100 },
  cls: { max: 0.05 },
};

const results = [];
const browser = await launchBrowser();
try {
  for (const clock of Object.keys(CLOCKS)) {
    const here = routes.filter((route) => route.clock === clock);
    if (here.length === 0) continue;
    const sites = {};
    for (const build of builds) sites[build] = await startSite(build, CLOCKS[clock], here.map((route) => route.path));
    try {
      for (const route of here) {
        const row = { route: route.path, clock, builds: {} };
        for (const build of builds) {
          const site = sites[build];
          const load = await firstLoad(browser, site, route.path, route.loggedIn);
          const runs = [];
          for (let attempt = 0; attempt < RUNS; attempt += 1) {
            runs.push(await lighthouseRun(`${site.url}${route.path}`, { preset: 'mobile', cookie: route.loggedIn ? `token=${site.token}` : undefined }));
          }
          const pick = (key) => median(runs.map((one) => one[key]));
          row.builds[build] = {
            firstLoadJs: load.gzip,
            requests: load.requests,
            byApp: Object.fromEntries(['shell', ...REMOTES].map((app) => [app, load.scripts.filter((s) => s.app === app).reduce((t, s) => t + s.gzip, 0)])),
            performance: pick('performance'),
            lcp: pick('lcp'),
            tbt: pick('tbt'),
            cls: pick('cls'),
            accessibility: pick('accessibility'),
            bestPractices: pick('bestPractices'),
            runs,
          };
        }
        results.push(row);
        console.log(table(row));
      }
    } finally {
      for (const site of Object.values(sites)) await site.stop();
    }
  }
} finally {
  await browser.close();
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.join(repoRoot, 'var/bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, `web-${stamp}.json`), JSON.stringify({ runs: RUNS, results }, null, 2));
writeFileSync(path.join(outDir, `web-${stamp}.md`), results.map(markdown).join('\n'));
console.log(`\nwritten: var/bench/web-${stamp}.json and .md`);

function cells(row) {
  const fed = row.builds.federated;
  const ref = row.builds.reference;
  const ratio = (key) => (ref && ref[key] > 0 ? fed[key] / ref[key] : NaN);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${Math.round(value)} ms`;
  const pass = (ok) => (ok ? 'yes' : 'NO');
  return [
    ['first-load JS (gzip)', kb(fed.firstLoadJs), ref ? kb(ref.firstLoadJs) : '–', ratio('firstLoadJs'), '≤ 1.10×', pass(!ref || ratio('firstLoadJs') <= GOALS.firstLoadJs.ratio)],
    ['requests', String(fed.requests), ref ? String(ref.requests) : '–', ratio('requests'), '', ''],
    ['performance', String(fed.performance), ref ? String(ref.performance) : '–', ratio('performance'), '≥ 95', pass(fed.performance >= GOALS.performance.min)],
    ['LCP', ms(fed.lcp), ref ? ms(ref.lcp) : '–', ratio('lcp'), '≤ 1.05×, ≤ 1800 ms', pass(fed.lcp <= GOALS.lcp.max && (!ref || ratio('lcp') <= GOALS.lcp.ratio))],
    ['TBT', ms(fed.tbt), ref ? ms(ref.tbt) : '–', ratio('tbt'), '', ''],
    ['CLS', fed.cls.toFixed(3), ref ? ref.cls.toFixed(3) : '–', ratio('cls'), '≤ 0.05', pass(fed.cls <= GOALS.cls.max)],
    ['accessibility', String(fed.accessibility), ref ? String(ref.accessibility) : '–', ratio('accessibility'), '≥ 95', pass(fed.accessibility >= GOALS.accessibility.min)],
    ['best practices', String(fed.bestPractices), ref ? String(ref.bestPractices) : '–', ratio('bestPractices'), '100', pass(fed.bestPractices >= GOALS.bestPractices.min)],
  ].map(([metric, f, r, q, goal, ok]) => [metric, f, r, Number.isFinite(q) ? `${q.toFixed(2)}×` : '–', goal, ok]);
}

function table(row) {
  const header = ['metric', 'federated', 'reference', 'ratio', 'goal', 'pass'];
  const widths = [22, 12, 12, 8, 20, 5];
  const line = (values) => values.map((value, index) => String(value).padEnd(widths[index])).join(' ');
  return [`\n${row.route}  (${isPhone(row.route) ? 'phone' : 'desktop'} route, Lighthouse mobile preset, median of ${RUNS})`, line(header), ...cells(row).map(line)].join('\n');
}

function markdown(row) {
  return [`**${row.route}**`, '', '| metric | federated | reference | ratio | goal | pass |', '|---|---|---|---|---|---|', ...cells(row).map((values) => `| ${values.join(' | ')} |`), ''].join('\n');
}
