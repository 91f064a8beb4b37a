import type { Insertable, Kysely, Transaction } from 'kysely';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import type { ReleaseVersionTable } from '../db/schema-releases.js';
import type { ReleaseState } from './state.js';
import { releaseRefusalText, type Change } from './transitions.js';

/** Another change of the same remote was committed after this one read the state: nothing was written. */
export class ReleaseConflict extends Error {
  override name = 'ReleaseConflict';
  constructor(readonly remote: string) {
    super(releaseRefusalText({ reason: 'conflict', remote }));
  }
}

export interface Commit {
  remote: string;
  /** The state the change was decided on; null when the remote had none. */
  read: ReleaseState | null;
  change: Change;
  /** Who, as the release history names them (a login name, a staff member). */
  actor: string;
  /** Who, as the audit log records them: the entry is written in the change's transaction. */
  auditActor: Actor;
  reason: string | null;
  /** The server clock's now, ISO. */
  at: string;
  /** `publish` also records the version, in the same transaction. */
  version?: Insertable<ReleaseVersionTable>;
}

/**
 * Writes one change in one transaction, compare-and-set on the revision read: if anyone changed the remote since,
 * nothing is written and ReleaseConflict is thrown. The state write comes first, so on SQLite the transaction takes
 * the write lock before it reads anything (a read first could not be upgraded once another process has written).
 */
export async function commitRelease(db: Kysely<Database>, commit: Commit): Promise<void> {
  const { remote, read, change, at } = commit;
  const fields = {
    stable_version: change.next.stable,
    previous_stable: change.next.previousStable,
    candidate_version: change.next.candidate,
    percent: change.next.percent,
    window_from: change.next.windowFrom,
    window_to: change.next.windowTo,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    const written = read
      ? await trx
          .updateTable('release_state')
          .set({ ...fields, revision: read.revision + 1 })
          .where('remote', '=', remote)
          .where('revision', '=', read.revision)
          .executeTakeFirst()
          .then((result) => result.numUpdatedRows)
      : await trx
          .insertInto('release_state')
          .values({ remote, ...fields, revision: 1 })
          .onConflict((conflict) => conflict.column('remote').doNothing())
          .executeTakeFirst()
          .then((result) => result.numInsertedOrUpdatedRows ?? 0n);
    if (written !== 1n) throw new ReleaseConflict(remote);
    if (commit.version) await trx.insertInto('release_versions').values(commit.version).execute();
    if (change.resetHealthOf) await resetHealth(trx, remote, change.resetHealthOf, at);
    await trx
      .insertInto('release_history')
      .values({
        remote,
        action: change.action,
        version: change.version,
        percent: change.percent,
        window_from: change.action === 'window' ? change.next.windowFrom : null,
        window_to: change.action === 'window' ? change.next.windowTo : null,
        reason: commit.reason,
        actor: commit.actor,
        at,
      })
      .execute();
    await recordAudit(trx, commit.auditActor, {
      action: `release.${change.action}`,
      target: `remote:${remote}`,
      // The reason's words stay in the release history; the log says only that one was given.
      detail: { version: change.version, percent: change.percent, windowFrom: change.action === 'window' ? change.next.windowFrom : null, windowTo: change.action === 'window' ? change.next.windowTo : null, reasonGiven: commit.reason !== null },
    });
  });
}

async function resetHealth(trx: Transaction<Database>, remote: string, version: string, at: string): Promise<void> {
  const zero = { loaded: 0, failed_to_load: 0, threw: 0, since: at };
  await trx
    .insertInto('release_health')
    .values({ remote, version, ...zero })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doUpdateSet(zero))
    .execute();
}
