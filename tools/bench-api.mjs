// `pnpm bench:api` (issue 13): API throughput against a bare Fastify "hello" route started in the same run on the
// same machine, so the ratio holds on any machine. autocannon, 50 keep-alive connections for 10 s per endpoint
// (--connections, --duration), one endpoint at a time: the article list, an article detail, a display endpoint.
// On this 2-core kind of machine one 10 s figure moves by ±20% from run to run, so every target is warmed up first
// (2 s, not counted) and measured in --rounds interleaved rounds (bare, list, detail, display, then again); each
// figure is the median of its rounds, and the ratios are of those medians.
// Prints requests/s, p50/p99 latency, errors and non-2xx answers, and the ratio to the bare route; exits 1 when a
// request failed, and with --assert when the article list is under 0.5× the bare route (the issue's goal).
// The API runs as `npm start` runs it (production, its node flags) on 127.0.0.1 with a temp, seeded DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startApi, stopApi } from '../scripts/lib/api-process.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { run } from '../scripts/lib/run.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    assert: { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1 || CONNECTIONS > 1000) throw new Error('--connections: 1 to 1000');
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(DURATION) || DURATION < 1 || DURATION > 120) throw new Error('--duration: 1 to 120 seconds');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 9) throw new Error('--rounds: 1 to 9');
if (!values['no-build']) run('pnpm', ['--filter', './api', 'run', 'build']);

// The bare route: the API's own Fastify, one JSON route, nothing else — the ceiling for this machine and runtime.
const fastifyPath = createRequire(path.join(repoRoot, 'api/package.json')).resolve('fastify');
const BARE = `
const fastify = require(${JSON.stringify(fastifyPath)})({ logger: false });
fastify.get('/hello', async () => ({ code: 1, msg: 'ok', data: { hello: 'world' } }));
fastify.listen({ port: 0, host: '127.0.0.1' }).then((address) => console.log('Server listening at ' + address));
`;

function startBare() {
  const child = spawn(process.execPath, ['-e', BARE], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(chunk))?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
}

function load(url, duration = DURATION) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-language': 'zh-hk', 'accept-encoding': 'gzip, br' } });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Warm-ups, the rounds, and two minutes to start and stop the servers: past that, something hangs.
const TIME_LIMIT_MS = (4 * 2 + ROUNDS * 4 * DURATION + 120) * 1000;
const rows = await runTool('bench:api', TIME_LIMIT_MS, async (run) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-api-'));
  run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  const api = await startApi(
    { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir },
    SERVER_NODE_FLAGS,
  );
  run.track(api.child);
  const bare = await startBare();
  run.track(bare.child, { signal: 'SIGTERM' });
  try {
    return await measure(api, bare);
  } finally {
    await stopApi(api.child);
  }
});

async function measure(api, bare) {
  const rows = [];
  const list = await (await fetch(`${api.url}/api/article/lists?cid=1&page_no=1&page_size=10&type=zh-hk`)).json();
  const firstId = list?.data?.list?.[0]?.id ?? list?.data?.[0]?.id ?? 1;
  const targets = [
    ['bare Fastify hello', `${bare.url}/hello`],
    ['article list', `${api.url}/api/article/lists?cid=1&page_no=1&page_size=10&type=zh-hk`],
    ['article detail', `${api.url}/api/article/detail?id=${firstId}`],
    ['display: partners', `${api.url}/api/display/partners`],
  ];
  for (const [, url] of targets) await load(url, 2);
  const runs = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, [, url]] of targets.entries()) runs[index].push(await load(url));
  }
  for (const [index, [name]] of targets.entries()) {
    const results = runs[index];
    rows.push({
      name,
      rps: median(results.map((result) => result.requests.average)),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    });
  }
  return rows;
}

const bareRps = rows[0].rps;
console.log(`\nAPI throughput, ${CONNECTIONS} connections × ${DURATION} s, median of ${ROUNDS} interleaved rounds, against a bare Fastify route in the same run\n`);
console.log(`${'endpoint'.padEnd(22)}${'req/s'.padStart(10)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}${'ratio'.padStart(8)}`);
for (const row of rows) {
  console.log(`${row.name.padEnd(22)}${row.rps.toFixed(0).padStart(10)}${`${row.p50} ms`.padStart(8)}${`${row.p99} ms`.padStart(8)}${String(row.errors).padStart(8)}${String(row.non2xx).padStart(9)}${`${(row.rps / bareRps).toFixed(2)}×`.padStart(8)}`);
}
const failed = rows.some((row) => row.errors > 0 || row.non2xx > 0);
const listRatio = rows[1].rps / bareRps;
if (failed) console.error('✗ some requests failed or answered non-2xx');
if (values.assert && listRatio < 0.5) console.error(`✗ the article list is ${listRatio.toFixed(2)}× the bare route, under the goal of 0.5×`);
process.exit(failed || (values.assert && listRatio < 0.5) ? 1 : 0);
