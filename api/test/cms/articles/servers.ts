import { readLogLines, spawnServer } from '../../child-server.js';
import type { TestDatabase } from '../../helper.js';

// Real API processes on a test's database (the SQLite file is the test's own: DATA_DIR is its folder): separate
// instances, as a deployment runs several, each with its own connection and its own clock (PORTAL_NOW).

export interface ServerRun {
  lines: Record<string, unknown>[];
  /**
   * Resolves with the first log line that `match` accepts. Waits up to 90 s by default: a server started through tsx
   * compiles the whole API first, which took over 30 s on a busy CI machine.
   */
  line(match: (line: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** SIGTERM, then the exit. */
  stop(): Promise<number | null>;
}

export function startServer(testDb: TestDatabase, env: Record<string, string>): ServerRun {
  const child = spawnServer(testDb, testDb.dir, env);
  const lines: Record<string, unknown>[] = [];
  const waiting: { match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let stderr = '';
  readLogLines(child, (line) => {
    lines.push(line);
    for (const wait of waiting.filter((one) => one.match(line))) wait.resolve(line);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    lines,
    line(match, ms = 90_000) {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such log line in ${ms} ms; stderr: ${stderr}; lines: ${JSON.stringify(lines.map((one) => one.msg))}`)), ms);
        waiting.push({ match, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      });
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
