import { checkChain, recordRef, type VersionRow } from '../../releases/record.js';
import { candidateApplies, readReleases, type ReleaseState } from '../../releases/state.js';
import { RELEASABLE_REMOTES } from '../../releases/remotes.js';
import type { ReleaseContext } from './context.js';
import { failureRate, formatTable, line } from './output.js';

type Health = Map<string, { loads: number; failures: number }>;

/** `pnpm release status`: every remote's stable and candidate versions, share, window and load figures. */
export async function statusCommand(ctx: ReleaseContext): Promise<void> {
  const now = ctx.clock.now();
  const releases = new Map((await readReleases(ctx.db)).map((release) => [release.state.remote, release.state]));
  const health = await readHealth(ctx);
  const versions = await readAllVersions(ctx);
  const figures = (remote: string, version: string | null) => {
    const counted = version ? health.get(`${remote}@${version}`) : undefined;
    return counted ? failureRate(counted.loads, counted.failures) : '—';
  };
  const rows = [['remote', 'stable', 'candidate', 'share', 'window', 'served now', 'candidate failures', 'stable failures', 'records']];
  for (const remote of RELEASABLE_REMOTES) {
    const state = releases.get(remote);
    if (!state?.stable) {
      rows.push([remote, '—', '—', '—', '—', 'as the registry file says', '—', '—', '—']);
      continue;
    }
    rows.push([
      remote,
      state.previousStable ? `${state.stable} (previous ${state.previousStable})` : state.stable,
      state.candidate ?? '—',
      state.candidate ? `${state.percent}%` : '—',
      state.windowFrom && state.windowTo ? `${state.windowFrom} → ${state.windowTo}` : '—',
      servedNow(state, now),
      figures(remote, state.candidate),
      figures(remote, state.stable),
      records(versions.get(remote) ?? [], [state.stable, state.candidate]),
    ]);
  }
  for (const text of formatTable(rows)) line(ctx, text);
  line(ctx, `server clock ${now.toISOString()}; failures = failed to load + threw, of all reported loads since the version became candidate`);
  line(ctx, 'records: the chain of release records (pnpm release record <remote> <version>); a version published before records began has none and cannot be verified');
}

/** The remote's chain of records, and which of the versions it serves (stable, candidate) have none. */
function records(rows: VersionRow[], served: (string | null)[]): string {
  const chain = checkChain(rows);
  if (!chain.intact) return `BROKEN at ${chain.version}`;
  const unrecorded = served.filter((version) => version !== null && rows.some((row) => row.version === version && row.record_sha256 === null));
  const intact = chain.count === 0 ? 'none yet' : `${chain.count} intact`;
  return unrecorded.length ? `${intact}; no record: ${unrecorded.join(', ')}` : intact;
}

async function readAllVersions(ctx: ReleaseContext): Promise<Map<string, VersionRow[]>> {
  const byRemote = new Map<string, VersionRow[]>();
  for (const row of await ctx.db.selectFrom('release_versions').selectAll().orderBy('id').execute()) {
    byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
  }
  return byRemote;
}

function servedNow(state: ReleaseState, now: Date): string {
  if (candidateApplies(state, now)) return state.percent === 100 ? `${state.candidate} to everyone` : `${state.candidate} to ${state.percent}%`;
  if (state.candidate && state.percent > 0) {
    return state.windowFrom && now < new Date(state.windowFrom) ? `${state.stable} (window not open yet)` : `${state.stable} (window over)`;
  }
  return `${state.stable} to everyone`;
}

async function readHealth(ctx: ReleaseContext): Promise<Health> {
  const rows = await ctx.db.selectFrom('release_health').selectAll().execute();
  return new Map(rows.map((row) => [`${row.remote}@${row.version}`, { loads: row.loaded + row.failed_to_load + row.threw, failures: row.failed_to_load + row.threw }]));
}

/** `pnpm release history [remote]`: the newest changes first, with who made them and why. */
export async function historyCommand(ctx: ReleaseContext, remote: string | undefined, limit: number): Promise<void> {
  let query = ctx.db
    .selectFrom('release_history as h')
    .leftJoin('release_versions as v', (join) => join.onRef('v.remote', '=', 'h.remote').onRef('v.version', '=', 'h.version'))
    .selectAll('h')
    .select(['v.record_sha256', 'v.source_commit', 'v.source_dirty'])
    .orderBy('h.id', 'desc')
    .limit(limit);
  if (remote) query = query.where('h.remote', '=', remote);
  const rows = await query.execute();
  const table = [['at', 'remote', 'action', 'version', 'record', 'share', 'window', 'by', 'reason']];
  for (const row of rows) {
    table.push([
      row.at,
      row.remote,
      row.action,
      row.version ?? '—',
      row.action === 'publish' ? publishedRecord(row) : '—',
      row.percent === null ? '—' : `${row.percent}%`,
      row.window_from && row.window_to ? `${row.window_from} → ${row.window_to}` : '—',
      row.actor,
      row.reason ?? '',
    ]);
  }
  for (const text of formatTable(table)) line(ctx, text);
}

/** A publish row's record: its hash (as the registry serves it, shortened) and commit, or why there is none. */
function publishedRecord(row: { record_sha256: string | null; source_commit: string | null; source_dirty: number | null }): string {
  if (row.record_sha256 === null || row.source_commit === null) return 'none (published before records)';
  return `${recordRef(row.record_sha256).slice(0, 19)}… of ${row.source_commit.slice(0, 12)}${row.source_dirty ? ' (dirty)' : ''}`;
}
