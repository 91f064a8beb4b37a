import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

// What someone with the database's own rights can do that no role of the portal can: drop the triggers that keep the
// audit log append-only (migration 016). The tests then change, insert and remove entries, and the chain must show it.

export async function dropAuditGuards(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists audit_log_append_only on audit_log`.execute(db);
    await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db);
    await sql`drop trigger if exists audit_head_forward_only on audit_head`.execute(db);
    return;
  }
  for (const trigger of ['audit_log_no_update', 'audit_log_no_delete', 'audit_head_forward_only', 'audit_head_no_delete']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
}
