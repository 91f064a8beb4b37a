// `pnpm fuzz` (issue 14): the full fuzz run of every API endpoint. The bounded run of `npm test` (api/test/fuzz/
// fuzz.test.ts, 100 requests per endpoint) with --runs generated requests per endpoint (10,000 by default), against
// the running server on 127.0.0.1, on SQLite, or with --postgres on a throw-away PostgreSQL (scripts/with-postgres.sh).
// Prints a table per endpoint (requests, 5xx seen, answers not of the route's shape, refused requests that changed a
// table, time) and exits 1 when any count is not 0, a run failed, or an endpoint got fewer requests than asked.
// --only '<METHOD url>' narrows to that endpoint (or those containing the text); --seed replays a run.
//
// Bounded by construction: a fixed number of requests per endpoint, each answered within 15 s or counted as no
// answer, fast-check's shrinking of a failure stopped after 120 s plus 0.1 s per run, and Jest's time limit per
// endpoint (180 s plus 0.2 s per run) stopping anything else.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/lib/paths.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    postgres: { type: 'boolean', default: false },
    only: { type: 'string' },
    seed: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 1_000_000) throw new Error('--runs: 1 to 1,000,000 requests per endpoint');
if (values.seed !== undefined && !/^\d+$/.test(values.seed)) throw new Error('--seed: a non-negative integer');

const dir = mkdtempSync(path.join(tmpdir(), 'portal-fuzz-'));
const reportFile = path.join(dir, 'report.json');
const env = {
  ...process.env,
  FUZZ_RUNS: String(RUNS),
  FUZZ_REPORT: reportFile,
  ...(values.only ? { FUZZ_ONLY: values.only } : {}),
  // A new seed each run (the bounded run of npm test keeps one): the full run explores what the last one did not.
  FUZZ_SEED: values.seed ?? String(Math.floor(Math.random() * 2 ** 31)),
};
// Jest's summary reporter: failures (with fast-check's shrunk request) and the totals, not a line per endpoint.
const jest = ['npx', 'jest', 'test/fuzz/fuzz.test.ts', '--reporters=summary'];
const command = values.postgres ? ['bash', path.join(repoRoot, 'scripts/with-postgres.sh'), ...jest] : jest;
const started = Date.now();
const result = spawnSync(command[0], command.slice(1), { cwd: path.join(repoRoot, 'api'), env, stdio: 'inherit' });
const seconds = (Date.now() - started) / 1000;

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.error(`✗ no fuzz report: the run stopped before its end (exit ${result.status ?? result.signal})`);
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const statusSummary = (statuses) =>
  Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 4)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
const rows = report.reports.map((r) => ({
  endpoint: r.endpoint,
  'checked against': r.shape,
  requests: r.requests,
  '5xx': r.serverErrors,
  'not its shape': r.badAnswers,
  'refused, changed a table': r.refusedChanged,
  'most frequent answers': statusSummary(r.statuses),
  's': (r.ms / 1000).toFixed(1),
}));
const columns = Object.keys(rows[0] ?? { endpoint: '' });
const width = (column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
const numeric = new Set(['requests', '5xx', 'not its shape', 'refused, changed a table', 's']);
const line = (row) => columns.map((column) => (numeric.has(column) ? String(row[column]).padStart(width(column)) : String(row[column]).padEnd(width(column)))).join('  ');

const sum = (key) => report.reports.reduce((total, r) => total + r[key], 0);
console.log(`\nFuzz run on ${report.database}: ${report.runs} generated requests per endpoint, seed ${report.seed}\n`);
console.log(line(Object.fromEntries(columns.map((column) => [column, column]))));
for (const row of rows) console.log(line(row));
console.log(`\n${report.reports.length} endpoints, ${sum('requests')} requests: ${sum('serverErrors')} answers of 5xx, ${sum('badAnswers')} not of their route's shape, ${sum('refusedChanged')} refused requests that changed a table; ${(seconds / 60).toFixed(1)} min in all`);
console.log('\nAnswer shapes:');
for (const [shape, description] of Object.entries(report.shapes)) console.log(`  ${shape}: ${description}`);
const excluded = Object.entries(report.excluded);
console.log(excluded.length === 0 ? '\nNo registered route is excluded.' : `\nExcluded:\n${excluded.map(([endpoint, reason]) => `  ${endpoint}: ${reason}`).join('\n')}`);

const failed = report.reports.filter((r) => r.failure !== undefined || r.serverErrors + r.badAnswers + r.refusedChanged > 0 || r.requests < report.runs);
if (failed.length > 0 || result.status !== 0) {
  console.error(`\n✗ ${failed.length} endpoint(s) failed${result.status === 0 ? '' : `; jest exited with ${result.status ?? result.signal}`}`);
  for (const r of failed) if (r.failure) console.error(`\n${r.endpoint}:\n${r.failure}`);
  process.exit(1);
}
console.log('\n✓ every endpoint: no 5xx, every answer of its shape, no table changed by a refused request');
