// `pnpm measure:altcha`: how long a voter's browser takes to solve the vote's proof-of-work challenge (issue 28,
// docs/adr/0014 "Challenge under pressure"), in Chromium under Lighthouse's mobile CPU throttling (4×, CDP
// Emulation.setCPUThrottlingRate). Each run solves a fresh challenge made by the API's own newChallenge (algorithm,
// cost, random counter — the server's settings), with altcha-lib's solver and the browser's WebCrypto PBKDF2, as the
// voting page does: in a Web Worker (the page's way) and, for comparison, on the page's main thread. Prints the median
// and the spread of N runs of each. Loopback only: a tiny server gives the page and altcha-lib's browser build.
//
// Options: --runs N (15), --rate R (4). Chromium: CHROMIUM_PATH or /usr/bin/chromium.
// Run with tsx (it imports the API's source): `pnpm measure:altcha`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHALLENGE_COST, CHALLENGE_COUNTER, challengeKeys, newChallenge } from '@portal/api/testing';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '15' }, rate: { type: 'string', default: '4' } } });
const RUNS = Number(options.runs);
const RATE = Number(options.rate);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 200) throw new Error('--runs must be an integer from 1 to 200');
if (!(RATE >= 1 && RATE <= 20)) throw new Error('--rate must be from 1 to 20');

// altcha-lib's ESM build, as the voting page bundles it (the page's own dependency).
const requireFromPage = createRequire(path.resolve(import.meta.dirname, '../mf-voting/package.json'));
const altchaDir = path.resolve(path.dirname(requireFromPage.resolve('altcha-lib')), '../../esm/v2');

const solverModule = `
import { solveChallenge } from '/altcha/index.js';
import { deriveKey } from '/altcha/algorithms/web/pbkdf2.js';
export async function solve(challenge) {
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { ms: performance.now() - started, counter: solution ? solution.counter : null };
}`;
const workerScript = `import { solve } from '/solver.js';
self.onmessage = async (event) => self.postMessage(await solve(event.data));`;
const page = `<!doctype html><meta charset="utf-8"><title>altcha solve</title><script type="module">
import { solve } from '/solver.js';
window.solveMain = solve;
window.solveWorker = (challenge) => new Promise((resolve, reject) => {
  const worker = new Worker('/worker.js', { type: 'module' });
  worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
  worker.onerror = (event) => { worker.terminate(); reject(new Error(event.message)); };
  worker.postMessage(challenge);
});
window.ready = true;
</script>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const send = (type, body) => res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  if (url.pathname === '/') return send('text/html; charset=utf-8', page);
  if (url.pathname === '/solver.js') return send('text/javascript', solverModule);
  if (url.pathname === '/worker.js') return send('text/javascript', workerScript);
  if (url.pathname.startsWith('/altcha/')) {
    const file = path.resolve(altchaDir, `.${url.pathname.slice('/altcha'.length)}`);
    if (file.startsWith(altchaDir + path.sep)) {
      try {
        return send('text/javascript', readFileSync(file));
      } catch {
        // falls through to 404
      }
    }
  }
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`;

const keys = challengeKeys('measure-altcha-key-0123456789abcdef0123456789');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await tab.goto(base);
  await tab.waitForFunction(() => Reflect.get(window, 'ready') === true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const results = { worker: [], main: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const where of ['worker', 'main']) {
      const challenge = await newChallenge(keys);
      const fn = where === 'worker' ? 'solveWorker' : 'solveMain';
      const outcome = await tab.evaluate(({ name, c }) => Reflect.get(window, name)(c), { name: fn, c: challenge });
      if (outcome.counter === null) throw new Error(`run ${i + 1} (${where}) found no solution`);
      results[where].push(outcome);
    }
  }
  const stats = (list) => {
    const ms = list.map((r) => r.ms).sort((a, b) => a - b);
    const perAttempt = list.map((r) => r.ms / (r.counter + 1)).sort((a, b) => a - b);
    const at = (arr, q) => arr[Math.min(arr.length - 1, Math.floor(q * arr.length))];
    return { median: at(ms, 0.5), min: ms[0], max: ms.at(-1), perAttempt: at(perAttempt, 0.5) };
  };
  const meanCounter = (CHALLENGE_COUNTER.min + CHALLENGE_COUNTER.max) / 2;
  console.log(`measure:altcha — ${RUNS} challenges each way, PBKDF2/SHA-256 × ${CHALLENGE_COST} per attempt, counter uniform in [${CHALLENGE_COUNTER.min}, ${CHALLENGE_COUNTER.max})`);
  console.log(`Chromium ${browser.version()}, CPU throttling ${RATE}× (CDP Emulation.setCPUThrottlingRate)\n`);
  for (const [where, label] of [['worker', 'in a Web Worker (as the voting page)'], ['main', 'on the main thread']]) {
    const s = stats(results[where]);
    console.log(`${label.padEnd(38)} median ${(s.median / 1000).toFixed(2)} s  (min ${(s.min / 1000).toFixed(2)} s, max ${(s.max / 1000).toFixed(2)} s); ${s.perAttempt.toFixed(3)} ms per attempt → ${((s.perAttempt * meanCounter) / 1000).toFixed(2)} s for the mean counter`);
  }
} finally {
  await browser.close();
  server.close();
}
