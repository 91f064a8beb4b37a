// `pnpm bench:load --instances 1,3` (issue 29 point 4, docs/adr/0050): the load benchmark once per cluster size, each
// through HAProxy in front of that many API instances on one PostgreSQL and object store (scripts/lib/cluster.mjs), in
// one run, then a table side by side: requests per second, p99 of the content GETs, errors, and each instance's CPU
// and peak memory, with the CPU per 1,000 requests an instance served (round-robin gives each 1/N of them), so a larger
// machine's capacity can be estimated. The instances, PostgreSQL, HAProxy and the load generator share this machine's
// CPUs: on 2 CPUs a second and third instance mostly compete with the first; the table shows what happens here.
// Each size is this script's own run (`--url`, `--pids`), started after the cluster listens and stopped before the
// next cluster starts; PostgreSQL is started by scripts/with-postgres.sh (this tool runs itself again under it).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../../scripts/lib/cluster.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { run } from '../../scripts/lib/run.mjs';

const BENCH = path.join(repoRoot, 'tools/bench-load.mjs');
const VOTING_DAY = '2024-02-10T10:00:00+08:00';

/**
 * @param {string} sizes `1,3`
 * @param {string[]} argv this run's arguments (passed on to each size's run, without --instances)
 * @returns {Promise<number>} the exit code
 */
export async function benchClusters(sizes, argv) {
  const counts = sizes.split(',').map(Number);
  if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) throw new Error('--instances: sizes from 1 to 8, e.g. 1,3');
  if (!process.env.TEST_PG_ADMIN_URL) return underPostgres(argv);

  const passed = withoutOption(withoutOption(argv, '--instances'), '--out');
  if (!passed.includes('--no-build')) run('pnpm', ['--filter', './api', 'run', 'build']);
  const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-load-cluster-'));
  const results = [];
  try {
    for (const n of counts) {
      const cluster = await startCluster({ instances: n, pgAdminUrl: process.env.TEST_PG_ADMIN_URL, keepLines: false, env: { PORTAL_NOW: VOTING_DAY, DEV_OUTBOX: '1' } });
      const out = path.join(work, `load-${n}.json`);
      try {
        const pids = cluster.instances.map((instance) => `${instance.name}:${instance.child.pid}`).join(',');
        const code = await child([BENCH, ...passed, '--no-build', '--url', cluster.url, '--pids', pids, '--out', out]);
        if (code !== 0 && code !== 1) throw new Error(`the run with ${n} instance(s) failed (${code})`);
      } finally {
        await cluster.stop();
      }
      results.push({ size: n, ...JSON.parse(readFileSync(out, 'utf8')) });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  printComparison(results);
  return 0;
}

function printComparison(results) {
  const cell = (value, width) => String(value).padStart(width);
  console.log('\nbench:load through HAProxy on PostgreSQL, one run per cluster size (same visitors, seed and duration):\n');
  console.log(`${'instances'.padEnd(10)}${cell('requests', 10)}${cell('req/s', 9)}${cell('content p99', 13)}${cell('errors', 8)}${cell('CPU s / 1,000 req', 19)}   per instance: CPU s, peak RSS, CPU s per 1,000 of its requests`);
  for (const result of results) {
    const seconds = result.activity.elapsedSeconds;
    const perThousand = (cpu, requests) => (requests > 0 ? (cpu / (requests / 1000)).toFixed(2) : '–');
    const share = result.requests / result.size;
    /** @type {{ name: string, cpuSeconds: number, peakRssBytes: number }[]} */
    const each = result.instances;
    console.log(
      `${String(result.size).padEnd(10)}${cell(result.requests, 10)}${cell((result.requests / seconds).toFixed(0), 9)}${cell(`${result.content.p99.toFixed(1)} ms`, 13)}${cell(result.errors, 8)}` +
        `${cell(perThousand(result.server.cpuSeconds, result.requests), 19)}   ` +
        each.map((one) => `${one.name} ${one.cpuSeconds.toFixed(1)} s, ${(one.peakRssBytes / 2 ** 20).toFixed(0)} MiB, ${perThousand(one.cpuSeconds, share)}`).join(' | '),
    );
  }
  console.log(`\nMachine: ${results[0]?.machine.cpus} CPUs shared by the instances, PostgreSQL, HAProxy and the load generator.`);
}

/** This tool again under scripts/with-postgres.sh, in its own process group so a stop reaches everything. */
function underPostgres(argv) {
  return new Promise((resolve) => {
    const script = fileURLToPath(new URL('../bench-load.mjs', import.meta.url));
    const wrapper = spawn('bash', ['scripts/with-postgres.sh', process.execPath, script, ...argv], { cwd: repoRoot, stdio: 'inherit', detached: true });
    const stop = () => {
      try {
        process.kill(-(/** @type {number} */ (wrapper.pid)), 'SIGTERM');
      } catch {
        // already gone
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    wrapper.on('exit', (code) => resolve(code ?? 1));
  });
}

function child(args) {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
    proc.on('exit', (code) => resolve(code ?? 1));
  });
}

/** argv without `--name value` / `--name=value`. */
function withoutOption(argv, name) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === name) i += 1;
    else if (!argv[i].startsWith(`${name}=`)) out.push(argv[i]);
  }
  return out;
}
