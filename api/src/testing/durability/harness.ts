import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseConfig } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import { repoRoot } from '../../paths.js';
import { uploadsDir } from '../../uploads/storage.js';
import { checkAfterRestart, type CheckReport } from './check.js';
import { HttpClient } from './http.js';
import { emptyLedger, ledgerCounts, writeKinds, type Ledger, type WriteKind } from './ledger.js';
import { emptyStats, runActors, type Account, type AimKind, type LoadContext, type LoadStats, type Phase, type SiteFacts } from './load.js';
import { killServer, startServer, stopServer, type RunningServer } from './server-process.js';

// The crash cycles (issue 14, crash durability): the real server on a data folder and database of its own, a mixed
// write load over HTTP, SIGKILL while requests are in flight, a restart on the same data, and the checks of check.ts.
//
// Registration and voting are open on different days of seasons/2023-2024.json, and PORTAL_NOW fixes the server's
// day for the life of the process. So the cycles alternate: even cycles run on a voting day (sign-ups, comments,
// uploads, votes), odd cycles on a registration day (comments, ID-card uploads, registrations by the accounts signed
// up before, sign-ups), each restart moving the clock to the next cycle's day. Every check covers the writes of all
// cycles so far, whatever day they were made on.
//
// When a cycle's kill comes: after a random time in loadMs (and once the cycle has acknowledged each of its phase's
// main writes, or maxLoadMs has passed), then in turn at once with requests in flight, the moment an upload's file
// appears in place, or a few ms after a chosen kind of request (an upload, a registration, a vote, a sign-up, a
// comment) has sent its body.

export const SEASON_FILE = join(repoRoot, 'seasons', '2023-2024.json');
const PHASE_DAYS: Record<Phase, string> = {
  registration: '2023-09-15T10:00:00+08:00',
  voting: '2024-02-10T10:00:00+08:00',
};
// Voting first: its sign-ups leave accounts that the registration day's teams then use.
const phaseOf = (cycle: number): Phase => (cycle % 2 === 0 ? 'voting' : 'registration');
// The writes a cycle waits for (up to maxLoadMs) before its kill, so that every cycle kills a load that writes.
const required: Record<Phase, WriteKind[]> = { voting: ['votes', 'signUps', 'comments'], registration: ['registrations', 'images', 'comments'] };
// How long an aimed kill may wait for its moment before it falls back to "now".
const AIM_WAIT_MS = 3000;
const killModes = ['random', 'file', 'request'] as const;
const aims: Record<Phase, AimKind[]> = { registration: ['upload', 'registration', 'signUp', 'comment'], voting: ['vote', 'vote', 'upload', 'signUp', 'comment'] };

export interface CrashOptions {
  database: DatabaseConfig;
  /** An empty folder of the run's own: the server's DATA_DIR. */
  dataDir: string;
  cycles: number;
  /** Load before the kill, in ms: a random time in [min, max] per cycle. */
  loadMs: readonly [number, number];
  /** The longest a cycle's load waits for its phase's main writes to be acknowledged once each. */
  maxLoadMs: number;
  /** Concurrent actors (half on the phase's main write). */
  actors: number;
  log?: (line: string) => void;
}

export interface CycleRecord {
  cycle: number;
  phase: Phase;
  /** "random", "file moved into place", or the kind of request whose body had just been sent. */
  killedAt: string;
  inFlightAtKill: number;
  acknowledged: number;
}

export interface CrashReport {
  database: DatabaseConfig['kind'];
  cycles: CycleRecord[];
  acknowledged: Record<WriteKind, number>;
  /** Found after the last restart (each check covers every cycle before it). */
  found: Record<WriteKind, number>;
  missing: string[];
  halfWritten: string[];
  badFiles: string[];
  /** Upload temporaries after the last restart. */
  temporaries: number;
  /** Files of uploads committed before a kill that the restarts moved into place (commit.ts), over all restarts. */
  finishedCommits: number;
  stats: LoadStats;
  /** Error lines of the server's log, over all runs. */
  serverLogErrors: string[];
}

function serverEnv(options: CrashOptions, phase: Phase): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: options.dataDir,
    // The development outbox holds the sign-up and vote codes; the load reads them there.
    DEV_OUTBOX: '1',
    // The load sends X-Forwarded-For from 127.0.0.1 so each flow has its own address (per-IP code limits).
    TRUST_PROXY: '127.0.0.1',
    PORTAL_NOW: PHASE_DAYS[phase],
    SEASON_FILE,
    SHELL_DIST: join(options.dataDir, 'no-shell'),
    RELEASES_DIR: join(options.dataDir, 'no-releases'),
    REGISTRY_FILE: join(options.dataDir, 'no-registry.json'),
    ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : {}),
  };
}

async function readSiteFacts(database: DatabaseConfig): Promise<SiteFacts> {
  const { db } = connectDatabase(database);
  try {
    const articles = (await db.selectFrom('articles').select('id').execute()).map((row) => row.id);
    const topics = await db.selectFrom('topics').select(['contest_group', 'topic_key']).execute();
    const films = (await db.selectFrom('finalists').select('id').where('contest_group', '=', 'secondary').execute()).map((row) => row.id);
    const site: SiteFacts = {
      articles,
      topics: { 1: topics.filter((t) => t.contest_group === 'secondary').map((t) => t.topic_key), 2: topics.filter((t) => t.contest_group === 'university').map((t) => t.topic_key) },
      films,
    };
    if (articles.length === 0 || site.topics[1].length === 0 || site.topics[2].length === 0 || films.length === 0) {
      throw new Error(`the seeded site lacks articles, topics or finalists: ${JSON.stringify(site)}`);
    }
    return site;
  } finally {
    await db.destroy();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `ready` every ms, at most AIM_WAIT_MS: the kill then comes anyway. */
async function waitForKill(ready: () => boolean): Promise<void> {
  const started = Date.now();
  while (!ready() && Date.now() - started < AIM_WAIT_MS) await sleep(1);
}

/** One cycle's load and kill; resolves once the server is dead and every actor has stopped. */
async function loadAndKill(
  server: RunningServer,
  base: Omit<LoadContext, 'client' | 'stopped' | 'onBodySent' | 'phase' | 'cycle'>,
  cycle: number,
  options: CrashOptions,
): Promise<CycleRecord> {
  const phase = phaseOf(cycle);
  const client = new HttpClient(server.url);
  let stopped = false;
  let aim: AimKind | undefined;
  let killing: Promise<void> | undefined;
  let inFlightAtKill = 0;
  const before = Object.values(ledgerCounts(base.ledger)).reduce((a, b) => a + b, 0);
  const kill = () => {
    killing ??= (async () => {
      stopped = true;
      inFlightAtKill = client.inFlight;
      await killServer(server);
    })();
    return killing;
  };
  const ctx: LoadContext = {
    ...base,
    client,
    cycle,
    phase,
    stopped: () => stopped,
    onBodySent: (kind) => {
      if (aim !== kind || killing) return;
      aim = undefined;
      // A moment later: the server is then reading, checking or committing that request.
      setTimeout(() => void kill(), randomInt(0, 15));
    },
  };
  const started = Date.now();
  const ackedBefore = ledgerCounts(base.ledger);
  const actors = runActors(ctx, options.actors);
  await sleep(randomInt(options.loadMs[0], options.loadMs[1] + 1));
  const waiting = () => required[phase].some((kind) => base.ledger[kind].length === ackedBefore[kind]);
  // Bounded by maxLoadMs.
  while (waiting() && Date.now() - started < options.maxLoadMs) await sleep(20);
  // Three ways to kill, in turn: at a random moment with requests in flight; the moment an upload's file appears
  // under its name in the uploads folder (inotify: the narrow window of a commit, with the request's other files
  // still to move); a few ms after a chosen kind of request has sent its body.
  const mode = killModes[cycle % killModes.length]!;
  let killedAt = 'random';
  const dir = uploadsDir(options.dataDir);
  if (mode === 'file' && existsSync(dir)) {
    killedAt = 'file moved into place';
    const watcher = watch(dir, (_event, name) => {
      if (name && !name.startsWith('.tmp-')) void kill();
    });
    await waitForKill(() => killing !== undefined);
    watcher.close();
    if (!killing) killedAt = 'random (no file came)';
  } else if (mode !== 'random') {
    const chosen = aims[phase][randomInt(aims[phase].length)]!;
    aim = chosen;
    killedAt = chosen;
    await waitForKill(() => killing !== undefined);
    if (!killing) killedAt = `random (no ${chosen} came)`;
  } else {
    await waitForKill(() => client.inFlight > 0);
  }
  await kill();
  await actors;
  client.close();
  const after = Object.values(ledgerCounts(base.ledger)).reduce((a, b) => a + b, 0);
  return { cycle, phase, killedAt, inFlightAtKill, acknowledged: after - before };
}

export async function runCrashCycles(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const season = (JSON.parse(readFileSync(SEASON_FILE, 'utf8')) as { id: string }).id;
  const ledger: Ledger = emptyLedger();
  const stats = emptyStats();
  const accounts: Account[] = [];
  const records: CycleRecord[] = [];
  const problems = { missing: new Set<string>(), halfWritten: new Set<string>(), badFiles: new Set<string>() };
  const serverLogErrors: string[] = [];
  let finishedCommits = 0;
  let last: CheckReport | undefined;

  let server = await startServer(serverEnv(options, phaseOf(0)));
  try {
    const site = await readSiteFacts(options.database);
    const base = { ledger, site, accounts, runTag: randomBytes(3).toString('hex'), counter: { next: 0 }, stats };
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      const record = await loadAndKill(server, base, cycle, options);
      records.push(record);
      serverLogErrors.push(...server.errors);
      // The restart, on the same data folder and database, on the next cycle's day.
      server = await startServer(serverEnv(options, phaseOf(cycle + 1)));
      finishedCommits += server.finishedCommits;
      const client = new HttpClient(server.url);
      try {
        last = await checkAfterRestart({ database: options.database, dataDir: options.dataDir, ledger, client, season, newFromCycle: cycle });
      } finally {
        client.close();
      }
      last.missing.forEach((line) => problems.missing.add(line));
      last.halfWritten.forEach((line) => problems.halfWritten.add(line));
      last.badFiles.forEach((line) => problems.badFiles.add(line));
      log(
        `${options.database.kind} cycle ${cycle + 1}/${options.cycles} (${record.phase}, killed: ${record.killedAt}, ${record.inFlightAtKill} in flight): ` +
          `${record.acknowledged} acknowledged; after restart ${last.missing.length} missing, ${last.halfWritten.length} half-written, ` +
          `${last.badFiles.length} bad files, ${last.temporaries} temporaries; ${server.finishedCommits} committed files moved into place at start`,
      );
    }
  } finally {
    serverLogErrors.push(...server.errors);
    await stopServer(server);
  }
  return {
    database: options.database.kind,
    cycles: records,
    acknowledged: ledgerCounts(ledger),
    found: last?.found ?? (Object.fromEntries(writeKinds.map((kind) => [kind, 0])) as Record<WriteKind, number>),
    missing: [...problems.missing],
    halfWritten: [...problems.halfWritten],
    badFiles: [...problems.badFiles],
    temporaries: last?.temporaries ?? 0,
    finishedCommits,
    stats,
    serverLogErrors,
  };
}
