// `pnpm crash`: crash durability (issue 14). The real production server (node api/dist/server.js, as `npm start` runs
// it) on a temp DATA_DIR, on SQLite and on PostgreSQL, under a mixed concurrent write load over HTTP on 127.0.0.1 —
// sign-ups (codes from the development outbox), logins, comments, ID-card image uploads, team registrations, votes
// with verified contacts — is SIGKILLed while requests are in flight, restarted on the same data, and checked: every
// acknowledged write is there (row by row, each image byte for byte), no half-written row, no orphaned or partial
// file. The cycles alternate between a registration day and a voting day (PORTAL_NOW). The load, the kills and the
// checks are @portal/api/testing/durability (the bounded `npm test` version runs the same code: api/test/durability/crash.test.ts).
//
// Options: --cycles N (20 per database), --load-ms MIN,MAX (2000,6000: load before each kill), --actors N (8),
//          --no-build (use the api/dist already there), --sqlite-only, --pg-only (expects TEST_PG_ADMIN_URL, as
//          scripts/with-postgres.sh sets it; without --pg-only the script runs itself again under it).
// Bounded: N cycles of at most MAX + 23 s of load each (it waits for a registration or a vote, then aims the kill), every request with a 30 s timeout, and a time limit on the run.
// Exit 1 when an acknowledged write is missing, a row is half-written, a file is orphaned or cut short, or the server
// answered a 5xx.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
// The crash harness is the API's TypeScript, as its suite runs it: `pnpm crash` runs this file with tsx --conditions=source.
import { killStartedServers, runCrashCycles } from '@portal/api/testing/durability';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { buildApi } from './lib/api-under-test.mjs';
import { onEachDatabase } from './lib/postgres-child.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values: options } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    'load-ms': { type: 'string', default: '2000,6000' },
    actors: { type: 'string', default: '8' },
    'no-build': { type: 'boolean', default: false },
    'sqlite-only': { type: 'boolean', default: false },
    'pg-only': { type: 'boolean', default: false },
  },
});
const CYCLES = Number(options.cycles);
const LOAD_MS = /** @type {[number, number]} */ (options['load-ms'].split(',').map(Number));
const ACTORS = Number(options.actors);
if (!Number.isInteger(CYCLES) || CYCLES < 1 || CYCLES > 200) throw new Error('--cycles must be an integer from 1 to 200');
if (LOAD_MS.length !== 2 || !LOAD_MS.every((ms) => Number.isInteger(ms) && ms >= 100 && ms <= 60_000) || LOAD_MS[0] > LOAD_MS[1]) {
  throw new Error('--load-ms must be MIN,MAX in ms (100 to 60000)');
}
if (!Number.isInteger(ACTORS) || ACTORS < 1 || ACTORS > 64) throw new Error('--actors must be an integer from 1 to 64');
const RESULT_MARK = 'CRASH_RESULT ';
// A cycle waits this long at most for its phase's main writes (a registration, a vote) before the kill.
const MAX_LOAD_MS = LOAD_MS[1] + 20_000;
// A safety net over the bound by construction: a cycle takes a restart (< 30 s), its load and its check.
const TIME_LIMIT_MS = CYCLES * (MAX_LOAD_MS + 60_000) + 120_000;

/**
 * One database: a fresh data folder (and PostgreSQL database), the cycles, the report.
 * @param {import('./lib/time-limit.mjs').Run} run
 */
async function crashDatabase(run, database, dataDir) {
  const removeDir = run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const report = await runCrashCycles({
      database: database ?? { kind: 'sqlite', file: path.join(dataDir, 'portal.sqlite') },
      dataDir,
      cycles: CYCLES,
      loadMs: LOAD_MS,
      maxLoadMs: MAX_LOAD_MS,
      actors: ACTORS,
      log: (line) => console.log(line),
    });
    return { ...report, stats: { ...report.stats, refusals: Object.fromEntries(report.stats.refusals) } };
  } finally {
    removeDir();
  }
}

const sum = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
const failed = (r) =>
  r.missing.length > 0 || r.halfWritten.length > 0 || r.badFiles.length > 0 || r.stats.serverErrors.length > 0 || r.serverLogErrors.length > 0 || sum(r.found) !== sum(r.acknowledged);

function printReport(results) {
  const label = (r) => (r.database === 'sqlite' ? 'SQLite' : 'PostgreSQL');
  const kinds = Object.keys(results[0].acknowledged);
  /** @type {[string, (report: any) => string][]} */
  const rows = [
    ['kill cycles', (r) => String(r.cycles.length)],
    ['  at a random moment', (r) => String(r.cycles.filter((c) => c.killedAt.startsWith('random')).length)],
    ['  as an upload\'s file appeared in place', (r) => String(r.cycles.filter((c) => c.killedAt === 'file moved into place').length)],
    ['  ms after a request was sent', (r) => String(r.cycles.filter((c) => !c.killedAt.startsWith('random') && c.killedAt !== 'file moved into place').length)],
    ['requests in flight at the kills', (r) => r.cycles.map((c) => c.inFlightAtKill).join(' ')],
    ['requests sent / cut off by a kill', (r) => `${r.stats.requests} / ${r.stats.cutOff}`],
    ['writes acknowledged', (r) => String(sum(r.acknowledged))],
    ...kinds.map((kind) => /** @type {[string, (report: any) => string]} */ ([`  ${kind}`, (r) => `${r.acknowledged[kind]} → ${r.found[kind]} found`])),
    ['writes found after restart', (r) => String(sum(r.found))],
    ['acknowledged writes missing', (r) => String(r.missing.length)],
    ['half-written rows', (r) => String(r.halfWritten.length)],
    ['orphan / partial files', (r) => String(r.badFiles.length)],
    ['upload temporaries left (not served)', (r) => String(r.temporaries)],
    ['committed files moved in at restarts', (r) => String(r.finishedCommits)],
    ['5xx answers', (r) => String(r.stats.serverErrors.length)],
    ['error lines in the server logs', (r) => String(r.serverLogErrors.length)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const column = Math.max(20, ...results.flatMap((r) => rows.map(([, value]) => value(r).length)));
  console.log(`\ncrash: ${CYCLES} SIGKILL cycles per database, ${LOAD_MS[0]}–${LOAD_MS[1]} ms of load by ${ACTORS} actors before each, alternating`);
  console.log('registration and voting days; checked after every restart (the figures below are after the last one).\n');
  console.log(`${''.padEnd(width)}  ${results.map((r) => label(r).padEnd(column)).join('  ')}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${results.map((r) => value(r).padEnd(column)).join('  ')}`);
  for (const r of results) {
    const lines = [...r.missing.map((l) => `missing: ${l}`), ...r.halfWritten.map((l) => `half-written: ${l}`), ...r.badFiles.map((l) => `file: ${l}`), ...r.stats.serverErrors.map((l) => `5xx: ${l}`), ...r.serverLogErrors.map((l) => `server log: ${l}`)];
    if (lines.length > 0) console.log(`\n${label(r)}:\n  ${lines.slice(0, 40).join('\n  ')}${lines.length > 40 ? `\n  … ${lines.length - 40} more` : ''}`);
    const refusals = Object.entries(r.stats.refusals).map(([k, n]) => `${n}× ${k}`);
    if (refusals.length > 0) console.log(`\n${label(r)}, answers that were not acknowledgements (expected refusals):\n  ${refusals.join('\n  ')}`);
  }
}

await runTool('crash', TIME_LIMIT_MS, async (run) => {
  // The servers the harness started, by their own handles (it tracks them across its restarts).
  run.atEnd(killStartedServers);
  if (!options['no-build'] && !options['pg-only']) buildApi();
  const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
  const results = await onEachDatabase(run, {
    pgOnly: options['pg-only'],
    sqliteOnly: options['sqlite-only'],
    resultMark: RESULT_MARK,
    what: 'the PostgreSQL crash run',
    databasePrefix: 'portal_crash',
    childArgs: [...process.execArgv, path.join(repoRoot, 'tools', 'crash.mjs'), '--pg-only', '--no-build', '--cycles', String(CYCLES), '--load-ms', LOAD_MS.join(','), '--actors', String(ACTORS)],
    sqlite: () => crashDatabase(run, undefined, newDataDir()),
    postgres: (url) => crashDatabase(run, { kind: 'postgres', url }, newDataDir()),
  });
  if (!results) return;
  printReport(results);
  if (results.some(failed)) process.exitCode = 1;
});
