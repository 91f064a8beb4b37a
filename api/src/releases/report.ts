import type { Kysely } from 'kysely';
import type { ReleaseHistoryEntry, ReleaseStatus, RemoteRelease } from '@portal/contracts/admin-releases';
import type { Database } from '../db/schema.js';
import { checkChain, recordRef, type VersionRow } from './record.js';
import { RELEASABLE_REMOTES } from './remotes.js';
import { candidateApplies, readReleases, type ReleaseState } from './state.js';

// What `pnpm release status` and `history` show, as data: the command line prints it as tables, the back office
// answers it. Read from the database only, so every API instance and the command line agree.

type Db = Kysely<Database>;
type Health = NonNullable<RemoteRelease['health']['candidate']>;

/** Every remote the site has, in order: its versions, share, window, what is served now, health and records. */
export async function releaseStatus(db: Db, now: Date): Promise<ReleaseStatus> {
  const states = new Map((await readReleases(db)).map((release) => [release.state.remote, release.state]));
  const health = await readHealth(db);
  const versions = await readAllVersions(db);
  const figures = (remote: string, version: string | null) => (version ? (health.get(`${remote}@${version}`) ?? null) : null);
  const remotes = RELEASABLE_REMOTES.map((remote): RemoteRelease => {
    const state = states.get(remote);
    const rows = versions.get(remote) ?? [];
    const published = rows.map((row) => row.version);
    if (!state?.stable) {
      return {
        remote, stable: null, previousStable: null, candidate: null, share: null, window: null, servedNow: 'file',
        health: { candidate: null, stable: null }, records: records(rows, []), published,
      };
    }
    return {
      remote,
      stable: state.stable,
      previousStable: state.previousStable,
      candidate: state.candidate,
      share: state.candidate ? state.percent : null,
      window: state.windowFrom && state.windowTo ? { from: state.windowFrom, to: state.windowTo } : null,
      servedNow: servedNow(state, now),
      health: { candidate: figures(remote, state.candidate), stable: figures(remote, state.stable) },
      records: records(rows, [state.stable, state.candidate]),
      published,
    };
  });
  return { now: now.toISOString(), remotes };
}

function servedNow(state: ReleaseState, now: Date): RemoteRelease['servedNow'] {
  if (candidateApplies(state, now)) return 'candidate';
  if (state.candidate && state.percent > 0) return state.windowFrom && now < new Date(state.windowFrom) ? 'windowNotOpen' : 'windowOver';
  return 'stable';
}

/** The remote's chain of records, and which of the versions it serves (stable, candidate) have none. */
function records(rows: VersionRow[], served: (string | null)[]): RemoteRelease['records'] {
  const chain = checkChain(rows);
  const unrecorded = served.filter((version): version is string => version !== null && rows.some((row) => row.version === version && row.record_sha256 === null));
  if (!chain.intact) return { intact: false, count: 0, brokenAt: chain.version, unrecorded };
  return { intact: true, count: chain.count, brokenAt: null, unrecorded };
}

async function readAllVersions(db: Db): Promise<Map<string, VersionRow[]>> {
  const byRemote = new Map<string, VersionRow[]>();
  for (const row of await db.selectFrom('release_versions').selectAll().orderBy('id').execute()) {
    byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
  }
  return byRemote;
}

async function readHealth(db: Db): Promise<Map<string, Health>> {
  const rows = await db.selectFrom('release_health').selectAll().execute();
  return new Map(rows.map((row) => [`${row.remote}@${row.version}`, { loads: row.loaded + row.failed_to_load + row.threw, failures: row.failed_to_load + row.threw }]));
}

/** The release history, newest first: what, when, why and by whom (or the health gate). */
export async function releaseHistory(db: Db, remote: string | undefined, limit: number): Promise<ReleaseHistoryEntry[]> {
  let query = db
    .selectFrom('release_history as h')
    .leftJoin('release_versions as v', (join) => join.onRef('v.remote', '=', 'h.remote').onRef('v.version', '=', 'h.version'))
    .selectAll('h')
    .select(['v.record_sha256', 'v.source_commit', 'v.source_dirty'])
    .orderBy('h.id', 'desc')
    .limit(limit);
  if (remote) query = query.where('h.remote', '=', remote);
  const rows = await query.execute();
  return rows.map((row) => ({
    at: row.at,
    remote: row.remote,
    action: row.action,
    version: row.version,
    share: row.percent,
    window: row.window_from && row.window_to ? { from: row.window_from, to: row.window_to } : null,
    record:
      row.action === 'publish' && row.record_sha256 !== null && row.source_commit !== null
        ? { ref: recordRef(row.record_sha256), commit: row.source_commit, dirty: Boolean(row.source_dirty) }
        : null,
    by: row.actor,
    reason: row.reason,
  }));
}
