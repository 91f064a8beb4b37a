// `pnpm bench:vote`: verified votes per second through the real HTTP server, on SQLite and on PostgreSQL, with lost
// and duplicated votes counted (issue 11, docs/adr/0014).
//
// What is measured is the verify-and-vote path: `POST /api/v1.work/verify {contact, code, workId}`, which checks the
// code and casts the vote in one transaction. Sending the codes (`sendSms`) is not measured: from one address it would
// meet the challenge under pressure (everything here comes from 127.0.0.1), so the codes of N voters are stored
// beforehand straight into the server's database with the API's own functions from @portal/api/testing (parseContact, contactHash with the same
// VOTE_SECRET, createVoteCode: salted hash, 10 minutes, single use) — exactly the rows sendSms would have written.
//
// Per database: builds (unless --no-build) and starts the API on 127.0.0.1 with a temp DATA_DIR, PORTAL_NOW inside
// the voting window and a fixed VOTE_SECRET (the server migrates and seeds: the 15 group-1 finalists); stores the
// codes; fires N verify requests over C keep-alive connections (wave 1, timed → votes/s), then repeats 10% of the
// voters with a second code of their own (wave 2: every one must be refused 'you have already voted'); SIGKILLs the
// server, so only what was committed counts; then compares the acknowledged receipts with the `votes` rows (lost =
// acknowledged but missing, duplicated = rows beyond one per contact) and runs `admin votes verify` on the chain.
// PostgreSQL: the script runs itself again under scripts/with-postgres.sh (`--pg-only`) with a database of its own.
// Loopback only; stops by itself within TIME_LIMIT_MS; removes its temp dirs and the database.
//
// Challenge off and on (issue 28, docs/adr/0014 "Challenge under pressure"): each database runs twice, with a copy of
// the season file whose per-film threshold no run reaches ("off") and one whose per-film threshold is 1 vote a day
// ("on": once each film has its first vote, untimed, every verify needs a solved challenge).
// "On" times two waves: the asks (verify without `altcha` → 429 and a new signed challenge: what issuing costs) and
// the solved votes (verify with `altcha` → the solution checked, spent, and the vote cast). The solutions are
// altcha-lib's solver's, of challenges made with the server's key and kind but a small counter, so the table shows the
// SERVER's cost; the voter's solving time is measured in Chromium by tools/measure-altcha-solve.mjs.
//
// Options: --votes N (5000), --concurrency C (64), --no-build (use the api/dist already there),
//          --sqlite-only, --pg-only (expects TEST_PG_ADMIN_URL, as with-postgres.sh sets it),
//          --challenge on|off|both (both).
// BENCH_SERVER_FLAGS="…" replaces the server's node flags (scripts/lib/server-flags.mjs), as in bench:upload.
// Exit 1 when a vote is lost or duplicated, a repeat is accepted or the chain does not verify; the speed is reported.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_SERVER_SCRIPT, startApi } from '../scripts/lib/api-process.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';
import { apiAloneEnv, buildApi } from './lib/api-under-test.mjs';
import { onEachDatabase } from './lib/postgres-child.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values: options } = parseArgs({
  options: {
    votes: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '64' },
    'no-build': { type: 'boolean', default: false },
    'sqlite-only': { type: 'boolean', default: false },
    'pg-only': { type: 'boolean', default: false },
    challenge: { type: 'string', default: 'both' },
  },
});
const MODES = { on: ['on'], off: ['off'], both: ['off', 'on'] }[options.challenge];
if (!MODES) throw new Error('--challenge must be on, off or both');
const VOTES = Number(options.votes);
const CONCURRENCY = Number(options.concurrency);
if (!Number.isInteger(VOTES) || VOTES < 10 || VOTES > 100_000) throw new Error('--votes must be an integer from 10 to 100000');
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1 || CONCURRENCY > 1024) throw new Error('--concurrency must be an integer from 1 to 1024');
// Codes live 10 minutes of real time from when they are stored: the whole run of one database must fit in that.
const TIME_LIMIT_MS = options['pg-only'] ? 8 * 60_000 : 10 * 60_000;
const REPEAT_EVERY = 10; // every 10th voter votes again: 10%
const SEASON_FILE = path.join(repoRoot, 'seasons', '2023-2024.json');
const VOTING_DAY = '2024-02-10T10:00:00+08:00';
const VOTE_SECRET = 'bench-vote-secret-0123456789abcdef0123456789abcdef';
const ALTCHA_HMAC_KEY = 'bench-altcha-key-0123456789abcdef0123456789abcdef';
const REQUEST_TIMEOUT_MS = 30_000;
const RESULT_MARK = 'BENCH_VOTE_RESULT ';
const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;
// The built API's entry (plain node reads api/dist): imported once the build is there.
const api = () => import('@portal/api/testing');

// ---------------------------------------------------------------------------------------------------------------
/**
 * One database: start, prepare codes, two waves, kill, count, verify. Returns the figures.
 * @param {import('./lib/time-limit.mjs').Run} run
 */
async function benchDatabase(run, label, databaseUrl, mode = 'off') {
  const { builtCommandLine, connectDatabase, contactHash, createVoteCode, loadConfig, parseContact, solvedChallengePayload, translate, votableFilms } = await api();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-vote-'));
  const removeDir = run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  // "Off": a per-film threshold no run reaches (5,000 votes in seconds is pressure by the shipped defaults: 333 per
  // film). "On": every film under pressure once it has one vote, the smallest threshold the season file allows.
  const seasonFile = path.join(dataDir, `season-challenge-${mode}.json`);
  const season = JSON.parse(readFileSync(SEASON_FILE, 'utf8'));
  const perFilm = mode === 'on' ? { count: 1, minutes: 1440 } : { count: 1_000_000, minutes: 1 };
  writeFileSync(seasonFile, JSON.stringify({ ...season, publicVote: { ...season.publicVote, challenge: { perFilm } } }));
  const env = apiAloneEnv(dataDir, { PORTAL_NOW: VOTING_DAY, SEASON_FILE: seasonFile, VOTE_SECRET, ALTCHA_HMAC_KEY, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const config = loadConfig(env, repoRoot);
  let server;
  let db;
  try {
    const started = await startApi(env, flags);
    server = run.track(started.child);
    const base = started.url;
    const count = await getJson(`${base}/api/v1.work/voteCount`);
    if (count.data?.phase !== 'open') throw new Error(`voting is not open at ${VOTING_DAY}: ${JSON.stringify(count)}`);
    const season = count.data.season;

    // The voters: N distinct Hong Kong mobile numbers the API itself accepts, typed as `+852 9xxx xxxx`.
    const voters = [];
    for (let n = 91_000_000; voters.length < VOTES && n < 99_999_999; n += 7) {
      const typed = `+852 ${String(n).slice(0, 4)} ${String(n).slice(4)}`;
      const contact = parseContact(typed);
      if (contact) voters.push({ typed, hash: contactHash(VOTE_SECRET, contact), channel: contact.channel, codes: [] });
    }
    if (voters.length < VOTES) throw new Error(`only ${voters.length} valid numbers found`);

    // Their codes, as sendSms stores them (one transaction, so preparing is not what takes the time); every 10th
    // voter also gets a second code, as after pressing "resend", for the repeat wave.
    ({ db } = connectDatabase(config.database));
    const films = await votableFilms(db);
    if (films.length !== 15) throw new Error(`expected the 15 group-1 finalists, found ${films.length}`);
    const prepared = performance.now();
    await db.transaction().execute(async (trx) => {
      for (const [i, voter] of voters.entries()) {
        const copies = i % REPEAT_EVERY === 0 ? 2 : 1;
        for (let c = 0; c < copies; c++) {
          const { code } = await createVoteCode(trx, { season, contactHash: voter.hash, channel: voter.channel, ip: '127.0.0.1', subnet: '127.0.0.0/24' });
          voter.codes.push(code);
        }
      }
    });
    const prepareSeconds = (performance.now() - prepared) / 1000;
    await db.destroy();
    db = undefined;

    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const verify = (voter, code, i) => ({ contact: voter.typed, code, workId: films[i % films.length] });
    // Warm-up: verify with a wrong code for a number that has none (read-only; answered 'code invalid').
    await fire(agent, `${base}/api/v1.work/verify`, Array.from({ length: 300 }, (_, i) => ({ contact: `+852 6${String(1_000_000 + i)}`, code: '000000', workId: films[0] })), CONCURRENCY);

    // Wave 1: every voter once. The load average is kept with the figures: on a shared machine it explains a lot.
    const jobs = voters.map((voter, i) => verify(voter, voter.codes[0], i));
    const repeaters = voters.filter((_, i) => i % REPEAT_EVERY === 0);
    const repeatJobs = repeaters.map((voter, i) => verify(voter, voter.codes[1], i + 1));
    let asks = null;
    let seeded = [];
    if (mode === 'on') {
      // Each film's first vote (untimed): from then on every verify is under pressure.
      seeded = (await fire(agent, `${base}/api/v1.work/verify`, jobs.slice(0, films.length), 1)).answers;
      // The asks: the voters' real bodies without `altcha` — each must get 429 and a challenge, nothing else happens.
      asks = await fire(agent, `${base}/api/v1.work/verify`, jobs.slice(films.length), CONCURRENCY);
      // Solutions for every remaining vote and repeat (untimed: the client's work).
      for (const job of [...jobs.slice(films.length), ...repeatJobs]) job.altcha = await solvedChallengePayload(ALTCHA_HMAC_KEY);
    }
    const load = loadavg()[0];
    const wave1 = await fire(agent, `${base}/api/v1.work/verify`, jobs.slice(seeded.length), CONCURRENCY);
    wave1.answers.unshift(...seeded);
    // Wave 2: every 10th voter again, with their second (valid, unused) code.
    const wave2 = await fire(agent, `${base}/api/v1.work/verify`, repeatJobs, CONCURRENCY);
    agent.destroy();

    // Only what the database committed counts: kill -9, no graceful close.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;

    // Acknowledged receipts: 200, envelope code 1, 'vote success', with voteId, seq and hash.
    const success = translate('voteSuccess', 'en');
    const already = translate('voteAlreadyVoted', 'en');
    const receipts = [];
    const wave1Failures = new Map();
    wave1.answers.forEach((answer, i) => {
      const data = answer.body?.data;
      if (answer.status === 200 && answer.body?.code === 1 && answer.body.msg === success && Number.isInteger(data?.voteId)) {
        receipts.push({ ...data, contactHash: voters[i].hash, workId: jobs[i].workId });
      } else {
        const key = `${answer.status} ${answer.body?.msg ?? answer.error ?? ''}`;
        wave1Failures.set(key, (wave1Failures.get(key) ?? 0) + 1);
      }
    });
    const refused = wave2.answers.filter((answer) => answer.status === 409 && answer.body?.code === 0 && answer.body.msg === already).length;
    const repeatAccepted = wave2.answers.filter((answer) => answer.status === 200).length;

    // The database's side.
    ({ db } = connectDatabase(config.database));
    const rows = await db.selectFrom('votes').select(['id', 'seq', 'hash', 'finalist_id', 'contact_hash']).where('season', '=', season).execute();
    const head = await db.selectFrom('vote_chain_heads').select(['seq', 'head_hash']).where('season', '=', season).executeTakeFirst();
    await db.destroy();
    db = undefined;
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const lost = receipts.filter((r) => {
      const row = byId.get(r.voteId);
      return !row || Number(row.seq) !== r.seq || row.hash !== r.hash || row.finalist_id !== r.workId || row.contact_hash !== r.contactHash;
    }).length;
    const contacts = new Set(rows.map((row) => row.contact_hash));
    const duplicated = rows.length - contacts.size;
    const acknowledgedIds = new Set(receipts.map((r) => r.voteId));
    const unacknowledged = rows.filter((row) => !acknowledgedIds.has(Number(row.id))).length;

    const audit = spawnSync(process.execPath, [builtCommandLine('admin'), 'votes', 'verify'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 });
    const chainLine = (audit.status === 0 ? audit.stdout : audit.stderr || audit.stdout).split('\n')[0].trim();

    const challenged = asks ? asks.answers.filter((answer) => answer.status === 429 && answer.body?.data?.challenge?.signature).length : 0;
    return {
      label: `${label}, challenge ${mode}`,
      mode,
      asks: asks ? { ...summary(asks), challenged } : null,
      votes: VOTES,
      load,
      concurrency: CONCURRENCY,
      prepareSeconds,
      wave1: summary(wave1),
      acknowledged: receipts.length,
      wave1Failures: Object.fromEntries(wave1Failures),
      repeats: repeaters.length,
      refused,
      repeatAccepted,
      wave2: summary(wave2),
      rows: rows.length,
      headSeq: head ? Number(head.seq) : 0,
      lost,
      duplicated,
      unacknowledged,
      chainOk: audit.status === 0,
      chainLine,
    };
  } finally {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await db?.destroy();
    removeDir();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: N requests over at most C keep-alive connections; each answer kept in order.

function post(agent, url, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent,
      timeout: REQUEST_TIMEOUT_MS,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-language': 'en-us' },
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('error', (error) => resolve({ status: 0, error: error.message }));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode, error: text.slice(0, 200) });
        }
      });
    });
    req.end(payload);
  });
}

async function fire(agent, url, jobs, concurrency) {
  const answers = new Array(jobs.length);
  const latencies = new Float64Array(jobs.length);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const sent = performance.now();
      answers[i] = await post(agent, url, jobs[i]);
      latencies[i] = performance.now() - sent;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { answers, latencies, seconds: (performance.now() - started) / 1000 };
}

function summary({ answers, latencies, seconds }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { requests: answers.length, seconds, perSecond: answers.length / seconds, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

async function getJson(url) {
  return new Promise((resolve, reject) => {
    request(url, { timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text)));
    })
      .on('error', reject)
      .end();
  });
}

// ---------------------------------------------------------------------------------------------------------------

function printTable(results) {
  /** @type {[string, (result: any) => string][]} */
  const rows = [
    ['verified votes (wave 1, timed)', (r) => `${r.wave1.requests} in ${r.wave1.seconds.toFixed(2)} s`],
    ['verified votes per second', (r) => `${r.wave1.perSecond.toFixed(0)}/s`],
    ['latency p50 / p99 / max', (r) => `${r.wave1.p50.toFixed(1)} / ${r.wave1.p99.toFixed(1)} / ${r.wave1.max.toFixed(0)} ms`],
    ['challenge asks (429 + challenge)', (r) => (r.asks ? `${r.asks.challenged} of ${r.asks.requests}: ${r.asks.perSecond.toFixed(0)}/s, p50 ${r.asks.p50.toFixed(1)} ms` : '—')],
    ['server time per challenged vote', (r) => (r.asks ? `${((1000 * r.asks.seconds) / r.asks.requests + (1000 * r.wave1.seconds) / r.wave1.requests).toFixed(2)} ms (ask + solved vote)` : '—')],
    ['acknowledged (200, vote success)', (r) => String(r.acknowledged)],
    ['other answers in wave 1', (r) => Object.entries(r.wave1Failures).map(([k, n]) => `${n}× ${k}`).join('; ') || '0'],
    ['repeats refused (409 already voted)', (r) => `${r.refused} of ${r.repeats}${r.repeatAccepted ? ` (${r.repeatAccepted} ACCEPTED)` : ''}`],
    ['repeat wave', (r) => `${r.wave2.seconds.toFixed(2)} s = ${r.wave2.perSecond.toFixed(0)}/s`],
    ['rows in votes / chain head seq', (r) => `${r.rows} / ${r.headSeq}`],
    ['lost (acknowledged, not stored)', (r) => String(r.lost)],
    ['duplicated (rows beyond 1/contact)', (r) => String(r.duplicated)],
    ['stored without acknowledgement', (r) => String(r.unacknowledged)],
    ['admin votes verify', (r) => (r.chainOk ? 'ok' : 'FAILED')],
    ['1-min load average before wave 1', (r) => `${r.load.toFixed(2)} on ${availableParallelism()} CPUs`],
    ['codes stored beforehand in', (r) => `${r.prepareSeconds.toFixed(2)} s (not timed)`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const column = Math.max(24, ...results.flatMap((r) => rows.map(([, value]) => value(r).length)));
  console.log(`\nbench:vote: POST /api/v1.work/verify {contact, code, workId} — verify the code and cast the vote in one transaction`);
  console.log(`through the real server on 127.0.0.1 (node ${flags.join(' ') || '(no flags)'} ${API_SERVER_SCRIPT}, LOG_LEVEL=info), PORTAL_NOW=${VOTING_DAY}.`);
  console.log(`Codes were stored beforehand with the API's createVoteCode (sendSms from one address would be under pressure), so sendSms is not measured.`);
  console.log(`${results[0].votes} voters over ${results[0].concurrency} keep-alive connections; then ${REPEAT_EVERY}% vote again with a fresh code; server SIGKILLed before counting.`);
  console.log(`Challenge on: every timed verify carries a solved challenge (altcha-lib's solver; made with the server's key, small counter); the first vote of each film is untimed.\n`);
  console.log(`${''.padEnd(width)}  ${results.map((r) => r.label.padEnd(column)).join('  ')}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${results.map((r) => value(r).padEnd(column)).join('  ')}`);
  for (const r of results) console.log(`\n${r.label}: ${r.chainLine}`);
  console.log('\ngoals: ≥ 2,000 verified votes/s on SQLite; 0 lost; 0 duplicated.');
}

const failed = (r) => (r.asks && r.asks.challenged !== r.asks.requests) || r.lost > 0 || r.duplicated > 0 || r.unacknowledged > 0 || r.acknowledged !== r.votes || r.refused !== r.repeats || !r.chainOk || r.rows !== r.headSeq;

/** The modes asked for, one after the other (they would compete for the CPUs). */
async function eachMode(bench) {
  const results = [];
  for (const [i, mode] of MODES.entries()) results.push(await bench(mode, i === 0));
  return results;
}

/** A second PostgreSQL scratch database (the child's first comes from onEachDatabase), dropped afterwards. */
async function onScratchDatabase(bench) {
  const { createScratchDatabase } = await api();
  const database = await createScratchDatabase(process.env.TEST_PG_ADMIN_URL, 'portal_bench_vote_on');
  try {
    return await bench(database.url);
  } finally {
    await database.drop();
  }
}

await runTool('bench:vote', TIME_LIMIT_MS, async (run) => {
  if (!options['no-build'] && !options['pg-only']) buildApi();
  const results = await onEachDatabase(run, {
    pgOnly: options['pg-only'],
    sqliteOnly: options['sqlite-only'],
    resultMark: RESULT_MARK,
    what: 'the PostgreSQL bench',
    databasePrefix: 'portal_bench_vote',
    childArgs: ['tools/bench-vote.mjs', '--pg-only', '--no-build', '--votes', String(VOTES), '--concurrency', String(CONCURRENCY), '--challenge', options.challenge],
    sqlite: () => eachMode((mode) => benchDatabase(run, 'SQLite', undefined, mode)),
    // A scratch database per mode: the same voters vote in each.
    postgres: (databaseUrl) => eachMode((mode, first) => (first ? benchDatabase(run, 'PostgreSQL', databaseUrl, mode) : onScratchDatabase((url) => benchDatabase(run, 'PostgreSQL', url, mode)))),
  });
  if (!results) return;
  printTable(results.flat());
  if (results.flat().some(failed)) process.exitCode = 1;
});
