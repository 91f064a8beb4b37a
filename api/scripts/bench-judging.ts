// `pnpm bench:judging` (issue 27 "Measure and report"): compute time of a screening round of 120 works × 9 judges
// (submitted sheets, some conflicts) on SQLite, then on PostgreSQL — this script again under scripts/with-postgres.sh
// with --pg-only, which prints its result on one marked line — and the ratio. Bounded: the whole run stops after
// --limit seconds (default 300) with exit 1.
//
//   pnpm bench:judging [--works 120] [--judges 9] [--runs 5] [--sqlite-only] [--limit 300]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { repoRoot } from '../src/paths.js';
import { seedJudgingBench, timeJudgingCompute, type JudgingBenchResult } from '../src/testing/judging-bench.js';
import { createScratchDatabase } from '../src/testing/scratch-database.js';

const { values: options } = parseArgs({
  options: {
    works: { type: 'string', default: '120' },
    judges: { type: 'string', default: '9' },
    runs: { type: 'string', default: '5' },
    limit: { type: 'string', default: '300' },
    'sqlite-only': { type: 'boolean', default: false },
    'pg-only': { type: 'boolean', default: false },
  },
});
const count = (name: string, value: string | undefined, max: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return n;
};
const WORKS = count('works', options.works, 2000);
const JUDGES = count('judges', options.judges, 50);
const RUNS = count('runs', options.runs, 100);
const LIMIT_S = count('limit', options.limit, 3600);
const MARK = 'BENCH_JUDGING_RESULT ';

// The bound: a run that hangs (a database that never answers) ends with exit 1 instead of waiting forever.
const bound = setTimeout(() => {
  process.stderr.write(`bench:judging: over ${LIMIT_S} s, stopped\n`);
  process.exit(1);
}, LIMIT_S * 1000);
bound.unref();

async function bench(label: string): Promise<JudgingBenchResult & { label: string; seedMs: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-judging-'));
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const scratch = options['pg-only'] && adminUrl ? await createScratchDatabase(adminUrl, 'bench_judging') : undefined;
  const app = buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }));
  try {
    await app.ready();
    await migrateToLatest(app.db);
    const seeded = performance.now();
    await seedJudgingBench(app.db, app.season.id, { works: WORKS, judges: JUDGES });
    const seedMs = performance.now() - seeded;
    return { label, seedMs, ...(await timeJudgingCompute(app.db, app.season, RUNS)) };
  } finally {
    await app.close();
    await scratch?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

function underPostgres(): Promise<JudgingBenchResult & { label: string; seedMs: number }> {
  return new Promise((resolve, reject) => {
    const args = ['scripts/with-postgres.sh', 'pnpm', '--filter', './api', 'exec', 'tsx', '--conditions=source', 'scripts/bench-judging.ts', '--pg-only', '--works', String(WORKS), '--judges', String(JUDGES), '--runs', String(RUNS), '--limit', String(LIMIT_S)];
    const child = spawn('bash', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith(MARK));
      if (line) resolve(JSON.parse(line.slice(MARK.length)) as JudgingBenchResult & { label: string; seedMs: number });
      else reject(new Error(`the PostgreSQL run ended (${code}) without its result:\n${output}`));
    });
  });
}

if (options['pg-only']) {
  if (!process.env.TEST_PG_ADMIN_URL) throw new Error('--pg-only needs TEST_PG_ADMIN_URL (run under scripts/with-postgres.sh)');
  process.stdout.write(`${MARK}${JSON.stringify(await bench('PostgreSQL'))}\n`);
} else {
  const results = [await bench('SQLite')];
  if (!options['sqlite-only']) results.push(await underPostgres());
  console.log(`\nbench:judging: compute of a screening round, ${WORKS} works × ${JUDGES} judges (submitted sheets, conflicts), ${RUNS} runs\n`);
  for (const r of results) {
    console.log(`${r.label.padEnd(11)} median ${r.medianMs.toFixed(1)} ms  (runs ${r.runsMs.map((ms) => ms.toFixed(1)).join(', ')} ms; ${r.scores} scores counted; seeding ${(r.seedMs / 1000).toFixed(1)} s)`);
  }
  if (results.length === 2 && results[0] && results[1]) {
    console.log(`\nPostgreSQL / SQLite: ${(results[1].medianMs / results[0].medianMs).toFixed(2)}× the compute time`);
    if (results[0].digest !== results[1].digest) {
      console.log('the two databases gave different digests');
      process.exitCode = 1;
    } else console.log(`same digest on both: ${results[0].digest}`);
  }
}
