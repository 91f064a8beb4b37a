// `pnpm bench:load` (issue 14): 200 simulated visitors on the site at once for 60 s — browsing pages and content,
// logging in, voting — through the real production server; per kind of request the count, errors, p50/p95/p99/max,
// and the goals: 0 errors, p99 of the content GETs ≤ 300 ms on this machine.
//
// The server runs as `npm start` runs it (`node <its flags> api/dist/server.js`, NODE_ENV=production, migrated and
// seeded at start) on 127.0.0.1 with a temp DATA_DIR, the built shell and released remotes when present (page HTML
// is then part of browsing), PORTAL_NOW inside the public vote (2024-02-10, Hong Kong), DEV_OUTBOX=1 (codes are read
// from the development outbox) and TRUST_PROXY=loopback: each visitor sends its own X-Forwarded-For, so the per-IP
// limits of codes, logins and votes count visitors, as behind a real proxy. A fresh DATA_DIR has no prerendered first
// views (`npm start` captures them with Chromium): pages are the shell's HTML with the registry and season inline.
//
// Before the timed part: the members' accounts are made through the real sign-up API (code mailed to the outbox,
// then register), so the timed part measures logins and not sign-ups; each page is opened once per language and
// device (the caches and the JIT of a server that has served before). The visitors' behaviour, think times included,
// is described at the top of tools/lib/load-visitor.mjs.
//
// An error is a failed connection, a timeout (--timeout-ms), an HTTP status ≥ 400 or an envelope code ≠ 1 that the
// visitor did not expect (a mistyped password's "wrong account or password" is expected), or a success without what
// the page needs (a list, a code in the outbox, a receipt). Content GETs: page HTML and every public read (articles,
// FAQ, comments, display, live config, season, registry.json); not the personal pages, the logins or the votes.
//
// Options: --visitors N (200), --seconds S (60), --think-scale F (1: the model's pauses), --seed N (1),
// --timeout-ms N (10000), --out FILE (var/bench/load-<time>.json), --no-build, --assert (exit 1 when a goal is
// missed). Without --assert it exits 1 only when it could not run. Stops by itself: the visitors start nothing after
// --seconds, a request waits at most --timeout-ms, and the whole run is given up after a fixed limit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_SERVER_SCRIPT, processMemory, startApi, stopApi } from '../scripts/lib/api-process.mjs';
import { KINDS, LANGUAGES, VisitorHttp } from './lib/load-http.mjs';
import { LoadStats } from './lib/load-stats.mjs';
import { LoadWorld, PAGES, ROLES, THINK_MEDIAN_SECONDS, randomSource, runVisitor } from './lib/load-visitor.mjs';
import { eachLine } from '../scripts/lib/lines.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { run } from '../scripts/lib/run.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values: options } = parseArgs({
  options: {
    visitors: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'think-scale': { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    'timeout-ms': { type: 'string', default: '10000' },
    out: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    assert: { type: 'boolean', default: false },
    // Issue 29: `--instances 1,3` runs the whole benchmark once per cluster size, through HAProxy on PostgreSQL
    // (tools/lib/load-cluster.mjs); each run is this script again with `--url` (the balancer) and `--pids`.
    instances: { type: 'string' },
    url: { type: 'string' },
    pids: { type: 'string' },
  },
});
if (options.instances) {
  const { benchClusters } = await import('./lib/load-cluster.mjs');
  process.exit(await benchClusters(options.instances, process.argv.slice(2)));
}
const number = (name, min, max, integer = true) => {
  const value = Number(options[name]);
  if (!(integer ? Number.isInteger(value) : Number.isFinite(value)) || value < min || value > max) throw new Error(`--${name}: ${min} to ${max}`);
  return value;
};
const VISITORS = number('visitors', 1, 2000);
const SECONDS = number('seconds', 1, 600);
const THINK_SCALE = number('think-scale', 0.01, 10, false);
const SEED = number('seed', 0, 2 ** 32 - 1);
const TIMEOUT_MS = number('timeout-ms', 100, 60_000);

const GOAL_CONTENT_P99_MS = 300;
const VOTING_DAY = '2024-02-10T10:00:00+08:00';
const SEASON_FILE = path.join(repoRoot, 'seasons', '2023-2024.json');
// As many accounts as members among the first sessions (3 in 20, ROLES); later members reuse them round-robin.
const ACCOUNTS = Math.max(3, Math.ceil((VISITORS * [...ROLES].filter((role) => role === 'M').length) / ROLES.length));
const SIGN_UP_CONCURRENCY = 2; // the server hashes two passwords at a time (api/src/accounts/passwords.ts)
// Preparation (server start, sign-ups at ~0.3 s of scrypt each, the warm-up) is given 2 minutes plus the sign-ups.
const TIME_LIMIT_MS = (120 + ACCOUNTS + SECONDS) * 1000 + 2 * TIMEOUT_MS;

if (!options['no-build']) run('pnpm', ['--filter', './api', 'run', 'build']);
// The built API's entry (plain node reads api/dist): imported once the build is there.
const { languageFromHeader, parseContact, translate } = await import('@portal/api/testing');

// ---------------------------------------------------------------------------------------------------------------
// The server's environment: a data folder of the run's own, removed however the run ends.

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-load-'));
const env = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  PORTAL_NOW: VOTING_DAY,
  SEASON_FILE,
  DEV_OUTBOX: '1',
  TRUST_PROXY: 'loopback',
  ...(process.env.SHELL_DIST ? { SHELL_DIST: process.env.SHELL_DIST } : {}),
};

// The page HTML is the built shell's: without one (an API-only checkout) the visitors read the data only.
const shellBuilt = existsSync(path.join(process.env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist'), 'index.html'));

/** utime + stime of a process, in seconds (Linux /proc). */
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

// ---------------------------------------------------------------------------------------------------------------
// Preparation: identities, the catalogue of articles, the members' accounts, the warm-up.

// Visitor addresses from 198.18.0.0/15 (RFC 2544, benchmarking): one per session, per sign-up, per warm-up visitor.
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  if (addresses >= 2 ** 17) throw new Error('out of visitor addresses');
  return `198.${18 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

// Voters: Hong Kong mobile numbers as people type them, and e-mail addresses, each used once.
let contacts = 0;
let phone = 91_000_000;
const nextContact = () => {
  contacts += 1;
  if (contacts % 2 === 0) return `voter-${contacts}@example.org`;
  for (;;) {
    phone += 7;
    const typed = `${String(phone).slice(0, 4)} ${String(phone).slice(4)}`;
    if (parseContact(typed)?.channel === 'sms') return typed;
  }
};

async function prepare(base) {
  const quiet = new LoadStats();
  for (const { kind, content } of KINDS) quiet.declare(kind, { content });
  /** @param {keyof typeof LANGUAGES} [language] @param {'pc' | 'mobile'} [device] */
  const visitor = (language = 'zhComplex', device = 'pc') => new VisitorHttp({ base, ip: nextAddress(), device, language, stats: quiet, timeoutMs: TIMEOUT_MS });

  const voteCount = await visitor().api('season', '/api/v1.work/voteCount');
  if (voteCount.body?.data?.phase !== 'open') throw new Error(`voting is not open at ${VOTING_DAY}: ${JSON.stringify(voteCount)}`);

  // Article ids per language: what a shared link points at.
  const catalogue = { news: {}, faq: {} };
  for (const { api } of Object.values(LANGUAGES)) {
    for (const [name, cid] of [['news', 1], ['faq', 2]]) {
      const answer = await visitor().api('article list', `/api/article/lists?cid=${cid}&page_no=1&page_size=20&type=${api}`);
      catalogue[name][api] = answer.body?.data?.lists?.map((article) => article.id) ?? [];
      if (catalogue[name][api].length === 0) throw new Error(`no ${name} articles in ${api}`);
    }
  }

  // The members' accounts, through the sign-up API: code by mail (the outbox), then register.
  const accounts = [];
  const signUp = async (n) => {
    const person = visitor();
    const account = { email: `member-${n}@example.org`, password: `load-bench-password-${n}` };
    const sent = await person.api('login', `/api/login/sendEmail?email=${encodeURIComponent(account.email)}`);
    const code = await person.code('login', account.email);
    if (!sent.ok || !code) throw new Error(`sign-up of ${account.email}: no code (${JSON.stringify(sent.body ?? sent.error)})`);
    const body = { email: account.email, code, password: account.password, confirmPassword: account.password };
    const registered = await person.api('login', '/api/login/register', { method: 'POST', body });
    if (!registered.ok) throw new Error(`sign-up of ${account.email}: ${JSON.stringify(registered.body ?? registered.error)}`);
    accounts.push(account);
  };
  let next = 0;
  await Promise.all(Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
    while (next < ACCOUNTS) await signUp(next++);
  }));

  // Warm-up (not timed): every page once on each device, the languages taking turns, so the server has run every
  // path of the timed part before, as a server that has been up for a while has.
  const languages = /** @type {(keyof typeof LANGUAGES)[]} */ (Object.keys(LANGUAGES));
  await Promise.all(
    /** @type {('pc' | 'mobile')[]} */ (['pc', 'mobile']).map(async (device) => {
      for (const [index, [key, page]] of Object.entries(PAGES).entries()) {
        if (page[device] === null || key === 'personal') continue;
        const language = languages[index % languages.length];
        const person = visitor(language, device);
        const id = page.detailOf ? catalogue[page.detailOf][LANGUAGES[language].api][0] : undefined;
        if (shellBuilt) await person.page(`/${device}/${page[device]}${id ? `?id=${id}` : ''}`);
        await Promise.all(page.calls(LANGUAGES[language].api, id).map(([kind, p, o = {}]) => (o.file ? person.file(kind, p, o.file) : person.api(kind, p))));
        await person.api('season', '/api/season');
        await person.file('registry.json', '/registry.json', () => true);
      }
    }),
  );
  const errors = quiet.summary().kinds.filter((kind) => kind.errors > 0);
  if (errors.length) throw new Error(`the preparation failed: ${JSON.stringify(errors.map(({ kind, examples }) => ({ kind, examples })))}`);
  return { catalogue, accounts };
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

const before = { load: loadavg(), at: new Date() };
const result = await runTool('bench:load', TIME_LIMIT_MS, async (run) => {
  run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  // --url: a site already running (a cluster's balancer), its instances' processes named by --pids (name:pid,…).
  const started = options.url ? { url: options.url, child: undefined } : await startApi(env, SERVER_NODE_FLAGS);
  const server = started.child ? run.track(started.child) : undefined;
  const instances = server ? [{ name: 'api', pid: server.pid }] : parsePids(options.pids ?? '');
  try {
    let serverErrors = 0;
    if (server) {
      eachLine(server.stdout, (line) => {
        if (/"level":(50|60)\b/.test(line)) serverErrors += 1;
      });
    }

    const preparing = performance.now();
    const prepared = await prepare(started.url);
    console.log(`bench:load: ${ACCOUNTS} accounts signed up and every page opened once in ${((performance.now() - preparing) / 1000).toFixed(1)} s; ${VISITORS} visitors for ${SECONDS} s now`);
    const loggedBefore = serverErrors;
    const startedAt = performance.now();
    const stats = new LoadStats(startedAt);
    for (const { kind, content } of KINDS) stats.declare(kind, { content });
    const world = new LoadWorld({
      base: started.url,
      stats,
      deadline: startedAt + SECONDS * 1000,
      thinkScale: THINK_SCALE,
      random: randomSource(SEED),
      accounts: prepared.accounts,
      nextAddress,
      nextContact,
      expected: { loginFailed: (apiLanguage) => translate('loginFailed', languageFromHeader(apiLanguage)) },
      catalogue: prepared.catalogue,
      timeoutMs: TIMEOUT_MS,
      pages: shellBuilt,
    });
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const cpu = { instances: instances.map((instance) => cpuSeconds(instance.pid)), client: process.cpuUsage() };
    const ramp = Math.min(5, SECONDS / 5);
    await Promise.all(Array.from({ length: VISITORS }, () => runVisitor(world, ramp)));
    const elapsed = (performance.now() - startedAt) / 1000;
    lag.disable();
    const clientCpu = process.cpuUsage(cpu.client);
    // A server that died during the run has no /proc entry left: its figures are then unknown (and every later
    // request has failed, which the errors say).
    const alive = (pid) => existsSync(`/proc/${pid}/stat`);
    const exited = server ? server.exitCode !== null || server.signalCode !== null : !instances.every((instance) => alive(instance.pid));
    const perInstance = instances.map((instance, i) => ({
      name: instance.name,
      cpuSeconds: alive(instance.pid) ? cpuSeconds(instance.pid) - cpu.instances[i] : Number.NaN,
      peakRssBytes: alive(instance.pid) ? processMemory(instance.pid).hwm : Number.NaN,
    }));
    return {
      benchmark: 'bench:load',
      date: before.at.toISOString(),
      shellServed: shellBuilt,
      options: { visitors: VISITORS, seconds: SECONDS, thinkScale: THINK_SCALE, seed: SEED, timeoutMs: TIMEOUT_MS, accounts: ACCOUNTS },
      thinkMedianSeconds: THINK_MEDIAN_SECONDS,
      machine: { cpus: availableParallelism(), loadAverageBefore: before.load, loadAverageAfter: loadavg() },
      server: {
        command: `node ${SERVER_NODE_FLAGS.join(' ')} ${API_SERVER_SCRIPT}${server ? '' : ` × ${instances.length} behind ${options.url}`}`,
        exitedDuringRun: exited ? (server ? (server.exitCode ?? server.signalCode) : 'an instance') : null,
        cpuSeconds: perInstance.reduce((sum, instance) => sum + instance.cpuSeconds, 0),
        peakRssBytes: Math.max(...perInstance.map((instance) => instance.peakRssBytes)),
        // Only of a server this run started (a cluster's instances log to the cluster's runner).
        errorLogLines: server ? serverErrors - loggedBefore : Number.NaN,
      },
      instances: perInstance,
      client: { cpuSeconds: (clientCpu.user + clientCpu.system) / 1e6, eventLoopDelayP99Ms: lag.percentile(99) / 1e6 },
      activity: { elapsedSeconds: elapsed, sessions: world.sessions, logins: world.logins, votes: world.votes },
      ...stats.summary(),
    };
  } finally {
    if (server) await stopApi(server);
  }
});

/** `api-1:123,api-2:456` → [{ name, pid }]. */
function parsePids(text) {
  return text.split(',').filter(Boolean).map((pair) => {
    const [name, pid] = pair.split(':');
    if (!name || !Number.isInteger(Number(pid))) throw new Error(`--pids: name:pid,…, got ${text}`);
    return { name, pid: Number(pid) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

const goals = [
  { goal: '0 errors', met: result.errors === 0, figure: `${result.errors} of ${result.requests} requests` },
  {
    goal: `p99 of content GETs ≤ ${GOAL_CONTENT_P99_MS} ms`,
    met: result.content.count > 0 && result.content.p99 <= GOAL_CONTENT_P99_MS,
    figure: `${result.content.p99.toFixed(1)} ms over ${result.content.count} GETs`,
  },
];
Object.assign(result, { goals });

const ms = (value) => `${value.toFixed(1)} ms`;
/** @type {[string, number, (kind: any) => string][]} */
const columns = [
  ['kind of request', 28, (k) => `${k.kind}${k.content ? ' *' : ''}`],
  ['count', 8, (k) => String(k.count)],
  ['errors', 8, (k) => String(k.errors)],
  ['expected', 10, (k) => (k.expected ? String(k.expected) : '')],
  ['304', 7, (k) => (k.notModified ? String(k.notModified) : '')],
  ['p50', 10, (k) => ms(k.p50)],
  ['p95', 10, (k) => ms(k.p95)],
  ['p99', 10, (k) => ms(k.p99)],
  ['max', 10, (k) => ms(k.max)],
];
const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join('');
const { activity, server: srv, client } = result;
console.log(`\nbench:load: ${VISITORS} visitors for ${SECONDS} s (think-scale ${THINK_SCALE}, seed ${SEED}) through ${srv.command}`);
console.log(`on 127.0.0.1, NODE_ENV=production, PORTAL_NOW=${VOTING_DAY}, TRUST_PROXY=loopback, ${ACCOUNTS} accounts made beforehand.`);
if (!shellBuilt) console.log('No built shell (shell/dist or SHELL_DIST): no page HTML was asked for; `pnpm build` builds it.');
console.log('');
console.log(line(columns.map(([title]) => title)));
for (const kind of result.kinds) console.log(line(columns.map(([, , cell]) => cell(kind))));
console.log('* content GET; expected: refusals the visitor meant to get (a mistyped password); 304: revalidated, unchanged.');
console.log(line(['content GETs (*)', String(result.content.count), '', '', '', ms(result.content.p50), ms(result.content.p95), ms(result.content.p99), ms(result.content.max)]));
console.log(`\n${result.requests} requests in ${activity.elapsedSeconds.toFixed(1)} s (${(result.requests / activity.elapsedSeconds).toFixed(0)}/s); ${activity.sessions} sessions, ${activity.logins} logins, ${activity.votes} votes.`);
console.log(`per 10 s: ${result.windows.map((w) => `${w.requests} req, p99 ${w.contentP99.toFixed(0)} ms${w.errors ? `, ${w.errors} errors` : ''}`).join(' | ')}`);
const serverFigures =
  srv.exitedDuringRun === null
    ? `${srv.cpuSeconds.toFixed(1)} s of CPU (${((100 * srv.cpuSeconds) / activity.elapsedSeconds).toFixed(0)}% of a core), peak RSS ${(srv.peakRssBytes / 2 ** 20).toFixed(0)} MiB`
    : `EXITED DURING THE RUN (${srv.exitedDuringRun})`;
console.log(
  `server: ${serverFigures}, ${Number.isNaN(srv.errorLogLines) ? 'its log read by the cluster' : `${srv.errorLogLines} error log lines`}; ` +
    `load generator: ${client.cpuSeconds.toFixed(1)} s of CPU, event-loop delay p99 ${client.eventLoopDelayP99Ms.toFixed(1)} ms; ` +
    `load average ${result.machine.loadAverageBefore[0].toFixed(2)} before, ${result.machine.loadAverageAfter[0].toFixed(2)} after, on ${result.machine.cpus} CPUs.`,
);
if (options.url) {
  for (const one of result.instances) console.log(`  ${one.name}: ${one.cpuSeconds.toFixed(1)} s of CPU, peak RSS ${(one.peakRssBytes / 2 ** 20).toFixed(0)} MiB`);
}
for (const kind of result.kinds.filter((k) => k.examples.length)) console.log(`errors of ${kind.kind}: ${kind.examples.join('; ')}`);
console.log('');
for (const { goal, met, figure } of goals) console.log(`${met ? '✓' : '✗'} ${goal}: ${figure}`);

const out = options.out ? path.resolve(options.out) : path.join(repoRoot, 'var/bench', `load-${before.at.toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten: ${path.relative(repoRoot, out)}`);
// stopApi leaves its 5 s timer running: exit now rather than wait for it.
process.exit(options.assert && goals.some((goal) => !goal.met) ? 1 : 0);
