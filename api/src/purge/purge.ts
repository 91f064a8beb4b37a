import type { Kysely } from 'kysely';
import type { ExportRecord } from '@portal/contracts/admin-review';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { listExports } from '../exports/records.js';
import { removeOrphanBlindCopies } from '../judging/blind/copies.js';
import type { Season } from '../season/season.js';
import type { UploadStorage } from '../uploads/storage.js';
import { deleteSeasonRows } from './delete-rows.js';
import { finishPurgedFiles, type FilesFinished } from './files.js';
import type { KeptCounts, PurgeCounts, VoteKeyFate } from './kinds.js';
import { keptCounts, planPurge, type PurgeScope } from './plan.js';
import { seasonTusUploads } from './tus.js';
import { destroyVoteKey, voteKeyFate, type VoteKeyContext } from './vote-key.js';

// SPEC §9: a season's personal data is destroyed once its `personalDataUntil` has begun by the server's clock
// (docs/adr/0021). One transaction deletes every personal row and lists the files; the files go after the commit.
// The transaction's first write is the season's purge row, whose primary key makes exactly one run (of any instance
// or `pnpm admin`) do the work; every other run sees the row and only finishes files a crash may have left.
// The row keeps the season's exports made before it (staff_exports): copies of the data the purge cannot reach.

export interface PurgeDeps {
  db: Kysely<Database>;
  storage: UploadStorage;
  /** TUS_DIR: unfinished uploads. */
  tusDir: string;
  /** DATA_DIR: where the generated vote key is kept. */
  dataDir: string;
  /** VOTE_SECRET is set (the server cannot destroy that key). */
  voteSecretConfigured: boolean;
}

export interface PurgeTarget {
  season: Season;
  /** A later season's file exists (it may share the generated vote key). */
  laterSeason: boolean;
}

export interface PurgeRecord {
  purgedAt: string;
  purgedBy: string;
  filesDoneAt: string | null;
  counts: PurgeCounts;
  voteKey: VoteKeyFate;
  /** The season's exports made before the purge, as it found them. */
  exports: ExportRecord[];
}

/** What `--dry-run` shows: what a purge would delete now, or what the earlier purge did. */
export interface PurgePreview {
  season: string;
  /** The season file's day (yyyy-mm-dd, its time zone) from whose start the purge runs. */
  personalDataUntil: string;
  dueAt: Date;
  due: boolean;
  /** The season's purge, when it already ran. */
  done: PurgeRecord | null;
  counts: PurgeCounts;
  voteKey: VoteKeyFate;
  kept: KeptCounts;
  pendingFiles: number;
  /** The season's exports so far (or, once purged, those made before it). */
  exports: ExportRecord[];
}

export type PurgeOutcome =
  | { status: 'notDue'; season: string; dueAt: Date }
  | { status: 'purged' | 'alreadyPurged'; season: string; dueAt: Date; record: PurgeRecord; kept: KeptCounts; files: FilesFinished };

/**
 * Rows without a season are stamped in real time and belong to the season when older than its due instant. Under
 * PORTAL_NOW (tests, demos) real time is not the season's, and every row already written counts.
 */
function scopeOf(season: Season): PurgeScope {
  const cutoff = season.clock.fixed ? new Date() : season.personalDataDueAt();
  return { season: season.id, cutoff: cutoff.toISOString() };
}

function voteKeyContext(deps: PurgeDeps, target: PurgeTarget): VoteKeyContext {
  return { dataDir: deps.dataDir, configured: deps.voteSecretConfigured, laterSeason: target.laterSeason };
}

async function recordOf(db: Kysely<Database>, season: string): Promise<PurgeRecord | null> {
  const row = await db.selectFrom('personal_data_purges').selectAll().where('season', '=', season).executeTakeFirst();
  if (!row) return null;
  // A purge before migration 017 kept no exports.
  const { voteKey, exports = [], ...counts } = JSON.parse(row.counts) as PurgeCounts & { voteKey: VoteKeyFate; exports?: ExportRecord[] };
  return { purgedAt: row.purged_at, purgedBy: row.purged_by, filesDoneAt: row.files_done_at, counts, voteKey, exports };
}

/** What a purge of the season would delete now (or what its purge did). Changes nothing. */
export async function previewPurge(deps: PurgeDeps, target: PurgeTarget): Promise<PurgePreview> {
  const { season } = target;
  const dueAt = season.personalDataDueAt();
  const plan = await planPurge(deps.db, scopeOf(season));
  plan.counts.unfinishedUploads = (await seasonTusUploads(deps.db, deps.tusDir, new Set(plan.userIds))).length;
  const pending = await deps.db.selectFrom('purge_pending_files').select('storage_path').where('season', '=', season.id).execute();
  const done = await recordOf(deps.db, season.id);
  return {
    season: season.id,
    personalDataUntil: season.file.personalDataUntil,
    dueAt,
    due: season.now() >= dueAt,
    done,
    counts: plan.counts,
    voteKey: await voteKeyFate(voteKeyContext(deps, target)),
    kept: await keptCounts(deps.db, season.id),
    pendingFiles: pending.length,
    exports: done ? done.exports : await listExports(deps.db, season.id),
  };
}

/**
 * Destroys the season's personal data if its day has begun by the server's clock: once, whoever runs it; idempotent
 * (a later run only finishes files a crash left). `acting` is the scheduler (systemActing) or the organizer; the run
 * that does the work records it in the audit log, in its transaction.
 */
export async function purgeSeason(deps: PurgeDeps, target: PurgeTarget, acting: Acting): Promise<PurgeOutcome> {
  const by = acting.name;
  const { season } = target;
  const dueAt = season.personalDataDueAt();
  const now = season.now();
  if (now < dueAt) return { status: 'notDue', season: season.id, dueAt };

  const scope = scopeOf(season);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const won = await trx
      .insertInto('personal_data_purges')
      .values({ season: season.id, due_at: dueAt.toISOString(), purged_at: now.toISOString(), purged_by: by, counts: '{}', files_done_at: null })
      .onConflict((conflict) => conflict.column('season').doNothing())
      .returning('season')
      .executeTakeFirst();
    if (!won) return false;
    const plan = await planPurge(trx, scope);
    plan.counts.unfinishedUploads = (await seasonTusUploads(trx, deps.tusDir, new Set(plan.userIds))).length;
    await deleteSeasonRows(trx, plan, scope);
    // Inside the transaction: if the commit then failed, the key would be gone and the rows not, which a later run
    // completes; the reverse (rows gone, key kept after a crash) could not be completed, as that run would be a no-op.
    const voteKey = await destroyVoteKey(voteKeyContext(deps, target));
    const exports = await listExports(trx, season.id);
    await trx
      .updateTable('personal_data_purges')
      .set({ counts: JSON.stringify({ ...plan.counts, voteKey, exports }) })
      .where('season', '=', season.id)
      .execute();
    await recordAudit(trx, acting.actor, { action: 'purge.run', target: `season:${season.id}`, detail: { ...plan.counts, voteKey, exports: exports.length } });
    return true;
  });

  const files = await finishPurgedFiles({ db: deps.db, storage: deps.storage, tusDir: deps.tusDir, now: () => season.now() });
  // The judges' cleaned copies of the deleted uploads (this instance's cache; each instance's hourly run sweeps its own).
  await removeOrphanBlindCopies(deps.db, deps.dataDir);
  const record = await recordOf(deps.db, season.id);
  // The row was just written or found, by this run or another: it exists.
  if (!record) throw new Error(`purge row of season ${season.id} is missing`);
  return { status: claimed ? 'purged' : 'alreadyPurged', season: season.id, dueAt, record, kept: await keptCounts(deps.db, season.id), files };
}
