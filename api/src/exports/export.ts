import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { ExportKind, ExportRecord } from '@portal/contracts/admin-review';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { insertExport } from './records.js';
import { registrationRows, workRows } from './rows.js';

// A CSV of a group's registrations or works for an organizer: the back office's POST /api/admin/exports and
// `pnpm admin registrations|works export` both make it here, and each is recorded — a `staff_exports` row and an
// audit entry, in one transaction — before a byte of it is handed out.

export interface MadeExport {
  /** UTF-8 text with a BOM, so that Excel opens the Chinese names as UTF-8. */
  csv: string;
  record: ExportRecord;
  /** A download name: `registrations-group1-2023-2024.csv`. */
  fileName: string;
}

export async function makeExport(
  db: Kysely<Database>,
  season: string,
  acting: Acting,
  { kind, group }: { kind: ExportKind; group: GroupNumber },
  clock: () => Date = () => new Date(),
): Promise<MadeExport> {
  const table = await (kind === 'registrations' ? registrationRows : workRows)(db, season, group);
  const csv = `\uFEFF${stringify([table.header, ...table.records])}`;
  const rows = table.records.length;
  const record = await db.transaction().execute(async (trx) => {
    const made = await insertExport(trx, acting, { season, kind, group, rows, at: clock().toISOString() });
    await recordAudit(trx, acting.actor, { action: 'export.create', target: `export:${made.id}`, detail: { season, kind, group, rows } });
    return made;
  });
  return { csv, record, fileName: `${kind}-group${group}-${season}.csv` };
}
