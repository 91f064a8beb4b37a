import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ReleaseStateTable, ReleaseVersionTable } from '../db/schema-releases.js';
import type { RemoteRoutes } from '@portal/contracts/registry';

/** What decides the versions a remote's visitors get; `revision` is the compare-and-set counter beside it. */
export interface ReleaseFields {
  stable: string | null;
  previousStable: string | null;
  candidate: string | null;
  percent: number;
  windowFrom: string | null;
  windowTo: string | null;
}

export interface ReleaseState extends ReleaseFields {
  remote: string;
  revision: number;
  updatedAt: string;
}

/** A published version as the registry carries it. */
export interface PublishedVersion {
  version: string;
  manifestUrl: string;
  routes: RemoteRoutes;
  slots: string[] | null;
  /** SHA-256 (hex) of the version's release record; null when it was published before records began. */
  record: string | null;
}

/** A remote's state with its stable and candidate versions spelled out: one row of `readReleases`. */
export interface Release {
  state: ReleaseState;
  stable: PublishedVersion | null;
  candidate: PublishedVersion | null;
}

export function toState(row: Selectable<ReleaseStateTable>): ReleaseState {
  return {
    remote: row.remote,
    stable: row.stable_version,
    previousStable: row.previous_stable,
    candidate: row.candidate_version,
    percent: row.percent,
    windowFrom: row.window_from,
    windowTo: row.window_to,
    revision: row.revision,
    updatedAt: row.updated_at,
  };
}

export function toPublished(row: Pick<Selectable<ReleaseVersionTable>, 'version' | 'manifest_url' | 'routes' | 'slots' | 'record_sha256'>): PublishedVersion {
  return {
    version: row.version,
    manifestUrl: row.manifest_url,
    routes: JSON.parse(row.routes) as RemoteRoutes,
    slots: row.slots === null ? null : (JSON.parse(row.slots) as string[]),
    record: row.record_sha256,
  };
}

/**
 * Every remote's release in ONE statement (state joined with its two versions), so a reader never sees a state
 * written by one transaction with versions of another: both dialects give a statement one snapshot.
 */
export async function readReleases(db: Kysely<Database>): Promise<Release[]> {
  const rows = await db
    .selectFrom('release_state as s')
    .leftJoin('release_versions as sv', (join) => join.onRef('sv.remote', '=', 's.remote').onRef('sv.version', '=', 's.stable_version'))
    .leftJoin('release_versions as cv', (join) => join.onRef('cv.remote', '=', 's.remote').onRef('cv.version', '=', 's.candidate_version'))
    .selectAll('s')
    .select(['sv.manifest_url as sv_manifest', 'sv.routes as sv_routes', 'sv.slots as sv_slots', 'sv.record_sha256 as sv_record'])
    .select(['cv.manifest_url as cv_manifest', 'cv.routes as cv_routes', 'cv.slots as cv_slots', 'cv.record_sha256 as cv_record'])
    .orderBy('s.remote')
    .execute();
  return rows.map((row) => ({
    state: toState(row),
    stable: joined(row.stable_version, row.sv_manifest, row.sv_routes, row.sv_slots, row.sv_record),
    candidate: joined(row.candidate_version, row.cv_manifest, row.cv_routes, row.cv_slots, row.cv_record),
  }));
}

function joined(version: string | null, manifest: string | null, routes: string | null, slots: string | null, record: string | null): PublishedVersion | null {
  if (version === null || manifest === null || routes === null) return null;
  return toPublished({ version, manifest_url: manifest, routes, slots, record_sha256: record });
}

export async function readState(db: Kysely<Database>, remote: string): Promise<ReleaseState | null> {
  const row = await db.selectFrom('release_state').selectAll().where('remote', '=', remote).executeTakeFirst();
  return row ? toState(row) : null;
}

export async function findVersion(db: Kysely<Database>, remote: string, version: string) {
  return db.selectFrom('release_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
}

/** Every published version of a remote in publishing order: the order its release records are chained in. */
export async function readVersions(db: Kysely<Database>, remote: string) {
  return db.selectFrom('release_versions').selectAll().where('remote', '=', remote).orderBy('id').execute();
}

/** Whether the candidate is served now: a share above 0 and, with a window, `from <= now < to` by the server clock. */
export function candidateApplies(state: ReleaseFields, now: Date): boolean {
  if (state.candidate === null || state.percent <= 0) return false;
  if (state.windowFrom === null || state.windowTo === null) return true;
  const at = now.getTime();
  return Date.parse(state.windowFrom) <= at && at < Date.parse(state.windowTo);
}
