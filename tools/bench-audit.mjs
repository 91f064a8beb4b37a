// `pnpm bench:audit`: how long `pnpm admin audit verify` takes over 100,000 audit entries, on SQLite and on PostgreSQL
// (issue 24, docs/adr/0031).
//
// Per database: a temp DATA_DIR (SQLite) or a scratch database (PostgreSQL, the script running itself again under
// scripts/with-postgres.sh with --pg-only); `admin audit verify` once on the empty log (it migrates); the log filled with
// N correctly chained entries by the API's own fillAuditLog (@portal/api/testing: recordAudit's document and hash,
// multi-row inserts in one transaction — how the entries got there is not what is measured); then `node
// api/dist/cli/admin.js audit verify` run --runs times as a process, as an operator runs it. Reported: the command's own
// figure (reading and hashing every entry and comparing the head) and the wall time with the process's start, each the
// median of the runs, with entries per second. Exit 1 when a verify does not pass or counts other than N entries.
//
// Options: --entries N (100000), --runs R (3), --no-build (use the api/dist already there), --sqlite-only, --pg-only
// (expects TEST_PG_ADMIN_URL, as with-postgres.sh sets it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { apiAloneEnv, buildApi } from './lib/api-under-test.mjs';
import { onEachDatabase } from './lib/postgres-child.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values: options } = parseArgs({
  options: {
    entries: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'sqlite-only': { type: 'boolean', default: false },
    'pg-only': { type: 'boolean', default: false },
  },
});
const ENTRIES = Number(options.entries);
const RUNS = Number(options.runs);
if (!Number.isInteger(ENTRIES) || ENTRIES < 1 || ENTRIES > 10_000_000) throw new Error('--entries must be an integer from 1 to 10000000');
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs must be an integer from 1 to 20');
const TIME_LIMIT_MS = 15 * 60_000;
const RESULT_MARK = 'BENCH_AUDIT_RESULT ';
const VERIFIED = /^audit log verified: (\d+) entries; head seq (\d+) [0-9a-f]{64}; ([\d.]+) s$/m;
// The built API's entry (plain node reads api/dist): imported once the build is there.
const api = () => import('@portal/api/testing');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One database: migrate, fill, verify --runs times. */
async function benchDatabase(run, label, databaseUrl) {
  const { builtCommandLine, connectDatabase, fillAuditLog, loadConfig } = await api();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-audit-'));
  const removeDir = run.atEnd(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = apiAloneEnv(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const verify = () => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [builtCommandLine('admin'), 'audit', 'verify'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 10 * 60_000 });
    const wall = (performance.now() - started) / 1000;
    const match = VERIFIED.exec(result.stdout);
    if (result.status !== 0 || !match) throw new Error(`${label}: audit verify failed (${result.status}): ${(result.stderr || result.stdout).trim()}`);
    return { entries: Number(match[1]), seconds: Number(match[3]), wall, line: result.stdout.trim() };
  };
  let db;
  try {
    verify();
    ({ db } = connectDatabase(loadConfig(env, repoRoot).database));
    const filling = performance.now();
    await fillAuditLog(db, ENTRIES);
    const fillSeconds = (performance.now() - filling) / 1000;
    await db.destroy();
    db = undefined;
    const load = loadavg()[0];
    const runs = Array.from({ length: RUNS }, verify);
    return {
      label,
      entries: runs[0].entries,
      fillSeconds,
      seconds: median(runs.map((r) => r.seconds)),
      wall: median(runs.map((r) => r.wall)),
      all: runs.map((r) => r.seconds),
      load,
      line: runs.at(-1).line,
    };
  } finally {
    await db?.destroy();
    removeDir();
  }
}

/**
 * @typedef {{ label: string, line: string, entries: number, seconds: number, all: number[], wall: number, fillSeconds: number, load: number }} DatabaseResult
 * @param {DatabaseResult[]} results
 */
function printTable(results) {
  /** @type {[string, (result: DatabaseResult) => string][]} */
  const rows = [
    ['entries verified', (r) => String(r.entries)],
    ['audit verify (its own figure, median)', (r) => `${r.seconds.toFixed(2)} s`],
    ['  every run', (r) => r.all.map((s) => s.toFixed(2)).join(' / ') + ' s'],
    ['entries per second', (r) => `${Math.round(r.entries / r.seconds).toLocaleString('en')}/s`],
    ['wall time with process start (median)', (r) => `${r.wall.toFixed(2)} s`],
    ['filled beforehand in (not timed)', (r) => `${r.fillSeconds.toFixed(2)} s`],
    ['1-min load average before', (r) => `${r.load.toFixed(2)} on ${availableParallelism()} CPUs`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const column = Math.max(20, ...results.flatMap((r) => rows.map(([, value]) => value(r).length)));
  console.log(`\nbench:audit: \`pnpm admin audit verify\` (the built command line) over ${ENTRIES.toLocaleString('en')} chained entries, ${RUNS} run(s) per database`);
  console.log('(each entry re-hashed from its columns, linked to the previous one, the end compared with the stored head; read in batches of 2,000 by seq)\n');
  console.log(`${''.padEnd(width)}  ${results.map((r) => r.label.padEnd(column)).join('  ')}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${results.map((r) => value(r).padEnd(column)).join('  ')}`);
  for (const r of results) console.log(`\n${r.label}: ${r.line}`);
}

await runTool('bench:audit', TIME_LIMIT_MS, async (run) => {
  if (!options['no-build'] && !options['pg-only']) buildApi();
  const results = await onEachDatabase(run, {
    pgOnly: options['pg-only'],
    sqliteOnly: options['sqlite-only'],
    resultMark: RESULT_MARK,
    what: 'the PostgreSQL bench',
    databasePrefix: 'portal_bench_audit',
    childArgs: ['tools/bench-audit.mjs', '--pg-only', '--no-build', '--entries', String(ENTRIES), '--runs', String(RUNS)],
    sqlite: () => benchDatabase(run, 'SQLite'),
    postgres: (databaseUrl) => benchDatabase(run, 'PostgreSQL', databaseUrl),
  });
  if (!results) return;
  printTable(results);
  if (results.some((r) => r.entries !== ENTRIES)) process.exitCode = 1;
});
