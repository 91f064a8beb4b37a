// A benchmark's or harness's PostgreSQL half, run as a child under scripts/with-postgres.sh (which starts a throw-away
// PostgreSQL and sets TEST_PG_ADMIN_URL). The child prints its result as one JSON line after `resultMark`; every other
// line it writes is passed on. Used by pnpm crash and pnpm bench:vote.
import { spawn } from 'node:child_process';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/**
 * Runs `node <scriptArgs…>` under with-postgres.sh and resolves with the parsed result line. `cleanups` (the caller's
 * set of undo functions, run by its time limit and signal handlers) holds the child's stop while it runs.
 */
export function runUnderPostgres(scriptArgs, { resultMark, cleanups, what = 'the PostgreSQL run' }) {
  return new Promise((resolve, reject) => {
    // Its own process group, so the time limit can end the shell, the script's copy, the API and PostgreSQL together.
    const child = spawn('bash', ['scripts/with-postgres.sh', process.execPath, ...scriptArgs], { cwd: repoRoot, env: process.env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    const stopChild = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    cleanups.add(stopChild);
    let result;
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(resultMark)) result = JSON.parse(line.slice(resultMark.length));
        else process.stdout.write(`${line}\n`);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      cleanups.delete(stopChild);
      if (result) resolve(result);
      else reject(new Error(`${what} ended (${code}) without its result`));
    });
  });
}
