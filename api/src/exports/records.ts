import type { Kysely, Transaction } from 'kysely';
import type { ExportRecord } from '@portal/contracts/admin-review';
import type { Acting } from '../audit/acting.js';
import { toContestGroup, toGroupNumber, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { ExportKind, StaffExportTable } from '../db/schema-exports.js';

// The `staff_exports` table (migration 017): who took which copy of personal data out of the server, when, and how
// many rows. The back office lists it; the season's purge report lists the season's.

type Db = Kysely<Database> | Transaction<Database>;

type Row = Omit<StaffExportTable, 'id'> & { id: number };

function toRecord(row: Row): ExportRecord {
  return {
    id: row.id,
    season: row.season,
    at: row.at,
    kind: row.kind,
    group: toGroupNumber(row.contest_group),
    rows: Number(row.rows),
    by: { kind: row.actor_kind, staffId: row.staff_id, name: row.actor_name },
  };
}

export interface NewExport {
  season: string;
  kind: ExportKind;
  group: GroupNumber;
  rows: number;
  at: string;
}

export async function insertExport(trx: Db, acting: Acting, entry: NewExport): Promise<ExportRecord> {
  const { actor } = acting;
  // The server itself never exports; only a person does (the back office or the command line).
  if (actor.kind === 'system') throw new Error('an export is made by a person, not by the server');
  const row = {
    season: entry.season,
    at: entry.at,
    kind: entry.kind,
    contest_group: toContestGroup(entry.group),
    rows: entry.rows,
    actor_kind: actor.kind,
    staff_id: actor.kind === 'staff' ? actor.staffId : null,
    actor_name: acting.name,
  };
  const { id } = await trx.insertInto('staff_exports').values(row).returning('id').executeTakeFirstOrThrow();
  return toRecord({ ...row, id });
}

/** Every export, newest first; or one season's, oldest first (as a report reads them). */
export async function listExports(db: Db, season?: string): Promise<ExportRecord[]> {
  let query = db.selectFrom('staff_exports').selectAll();
  query = season === undefined ? query.orderBy('id', 'desc') : query.where('season', '=', season).orderBy('id');
  return (await query.execute()).map(toRecord);
}
