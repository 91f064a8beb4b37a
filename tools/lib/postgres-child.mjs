// A benchmark's or harness's PostgreSQL half, run as a child under scripts/with-postgres.sh (which starts a throw-away
// PostgreSQL and sets TEST_PG_ADMIN_URL). The child prints its result as one JSON line after `resultMark`; every other
// line it writes is passed on. Used by pnpm crash and pnpm bench:vote.
import { spawn } from 'node:child_process';
import { eachLine } from '../../scripts/lib/lines.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/**
 * Runs `node <scriptArgs…>` under with-postgres.sh and resolves with the parsed result line. The caller's run (its time
 * limit and signals) stops the child if it ends first.
 * @param {import('./time-limit.mjs').Run} run
 * @param {string[]} scriptArgs
 * @param {{ resultMark: string, what?: string }} options
 */
export function runUnderPostgres(run, scriptArgs, { resultMark, what = 'the PostgreSQL run' }) {
  return new Promise((resolve, reject) => {
    // Its own process group, so the run's end reaches the shell, the script's copy, the API and PostgreSQL together;
    // SIGTERM, so with-postgres.sh still stops PostgreSQL and removes its folder.
    const child = spawn('bash', ['scripts/with-postgres.sh', process.execPath, ...scriptArgs], { cwd: repoRoot, env: process.env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    run.track(child, { signal: 'SIGTERM', group: true });
    let result;
    eachLine(child.stdout, (line) => {
      if (line.startsWith(resultMark)) result = JSON.parse(line.slice(resultMark.length));
      else process.stdout.write(`${line}\n`);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`${what} ended (${code}) without its result`));
    });
  });
}

/**
 * A tool's run on both databases: `sqlite()` here, then, unless `sqliteOnly`, `postgres(url)` in a copy of the tool
 * under with-postgres.sh, started with `childArgs` (the tool's own file and options, --pg-only among them). In that copy
 * (`pgOnly`) only `postgres(url)` runs, on a scratch database of its own, and its result goes back on one marked line.
 * Resolves to the results, SQLite's first, or to null in the copy.
 * @template R
 * @param {import('./time-limit.mjs').Run} run
 * @param {{ pgOnly: boolean, sqliteOnly: boolean, resultMark: string, what: string, databasePrefix: string,
 *           childArgs: string[], sqlite: () => Promise<R>, postgres: (databaseUrl: string) => Promise<R> }} options
 * @returns {Promise<R[] | null>}
 */
export async function onEachDatabase(run, { pgOnly, sqliteOnly, resultMark, what, databasePrefix, childArgs, sqlite, postgres }) {
  if (pgOnly) {
    const adminUrl = process.env.TEST_PG_ADMIN_URL;
    if (!adminUrl) throw new Error('--pg-only needs TEST_PG_ADMIN_URL (run under scripts/with-postgres.sh)');
    // The API's entry, once the parent built it (or its source, under tsx --conditions=source).
    const { createScratchDatabase } = await import('@portal/api/testing');
    const database = await createScratchDatabase(adminUrl, databasePrefix);
    try {
      process.stdout.write(`${resultMark}${JSON.stringify(await postgres(database.url))}\n`);
    } finally {
      await database.drop();
    }
    return null;
  }
  const results = [await sqlite()];
  if (!sqliteOnly) results.push(await runUnderPostgres(run, childArgs, { resultMark, what }));
  return results;
}
