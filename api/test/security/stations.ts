import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { buildTestApp, type TestDatabase } from '../helper.js';

// Several API instances on one database and one data folder, each with its own clock (PORTAL_NOW), as several hosts
// behind one address would be: the suite walks the season by asking the instance whose clock is in the window.

/** Instants of seasons/2023-2024.json (Hong Kong time). */
export const CLOCKS = {
  /** Both groups' registration open. */
  registration: '2023-09-15T10:00:00+08:00',
  /** Secondary-school video submission open (2023-11-01..12-01). */
  submission: '2023-11-25T10:00:00+08:00',
  /** Public voting open (2024-02-01..03-01). */
  voting: '2024-02-10T10:00:00+08:00',
  /** Voting closed: per-film counts and the vote log are public. */
  closed: '2024-03-05T10:00:00+08:00',
} as const;

export type StationName = keyof typeof CLOCKS;

export interface Station {
  name: StationName;
  app: App;
  port: number;
}

/** A route as the server registered it. */
export interface ServedRoute {
  method: string;
  url: string;
}

/**
 * The folders a production host has, every one a sibling of the private ones (DATA_DIR/uploads, DATA_DIR/tus) so
 * that a single `..` out of any public root would land on them: the shell, the released remotes and the public
 * media are all served from inside DATA_DIR here.
 */
export interface Layout {
  dataDir: string;
  shellDist: string;
  releasesDir: string;
  registryFile: string;
  /** The SQLite file (absent on PostgreSQL): private too. */
  databaseFile: string | null;
}

export const REMOTE_PATH = 'mf-voting/0.1.0';

export async function makeLayout(testDb: TestDatabase): Promise<Layout> {
  const dataDir = testDb.dir;
  const shellDist = join(dataDir, 'shell-dist');
  const releasesDir = join(dataDir, 'releases');
  await mkdir(join(shellDist, 'assets'), { recursive: true });
  await writeFile(join(shellDist, 'index.html'), '<!doctype html><html><head><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(join(shellDist, 'main.0123abcd.js'), 'console.log("shell");');
  await writeFile(join(shellDist, 'assets', 'site.css'), 'body{margin:0}');
  await mkdir(join(releasesDir, REMOTE_PATH), { recursive: true });
  await writeFile(join(releasesDir, REMOTE_PATH, 'remoteEntry.js'), 'var remote = {};');
  await writeFile(join(releasesDir, REMOTE_PATH, 'mf-manifest.json'), '{}');
  const registryFile = join(dataDir, 'registry.json');
  const registry = {
    schemaVersion: 1,
    remotes: [{ name: 'mf-voting', version: '0.1.0', manifestUrl: `/remotes/${REMOTE_PATH}/mf-manifest.json`, routes: { pc: ['secondCompetition'], mobile: ['vote'] } }],
  };
  await writeFile(registryFile, JSON.stringify(registry));
  const database = testDb.database;
  return { dataDir, shellDist, releasesDir, registryFile, databaseFile: database.kind === 'sqlite' ? database.file : null };
}

/**
 * One instance per clock, listening on 127.0.0.1. The first migrates and seeds the shared database and reports every
 * route the server registers (an onRoute hook, added before any route exists).
 */
export async function startStations(testDb: TestDatabase, layout: Layout): Promise<{ stations: Record<StationName, Station>; routes: ServedRoute[] }> {
  const routes: ServedRoute[] = [];
  const stations = {} as Record<StationName, Station>;
  let first = true;
  for (const [name, at] of Object.entries(CLOCKS) as [StationName, string][]) {
    const app = buildTestApp(testDb, {
      portalNow: new Date(at),
      shellDist: layout.shellDist,
      releasesDir: layout.releasesDir,
      registryFile: layout.registryFile,
      // Thousands of refused requests come from one address here: the beacon limit is not what is tested.
      beaconRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    });
    if (first) {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      });
    }
    await app.ready();
    await migrateToLatest(app.db);
    // With the public media folder, as the server's start: the library's sample images are there to be probed.
    if (first) await runSeeds(app.db, undefined, { publicMediaDir: app.config.publicMediaDir, sampleMediaCache: app.config.sampleMediaCache });
    first = false;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    stations[name] = { name, app, port: address.port };
  }
  return { stations, routes };
}
