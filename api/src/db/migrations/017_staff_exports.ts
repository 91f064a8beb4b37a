import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Exports of personal data (issue 24): every CSV an organizer takes out of the server, from the back office or
// `pnpm admin`, is a row here — who, when, what and how many rows — besides its audit entry. The season's purge
// lists them in its report, since their copies are beyond its reach. Nothing personal: a staff id or a command
// line's login name, a kind, a group and a count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_exports')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('season', 'text', (col) => col.notNull())
    // Real time, as the audit log's: when the copy left, whatever the season's clock says.
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('registrations', 'works')`))
    .addColumn('contest_group', 'text', (col) => col.notNull().check(sql`contest_group in ('secondary', 'university')`))
    .addColumn('rows', 'integer', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in ('staff', 'cli')`))
    // The staff member (back office), or null for the command line.
    .addColumn('staff_id', 'integer')
    // The staff member's name then, or the command line's --by / login name.
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_exports_season_idx').on('staff_exports').columns(['season', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_exports').execute();
}
