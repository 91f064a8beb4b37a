import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit log is append-only in the database itself (issue 24, docs/adr/0031): whoever connects — the server, `pnpm
// admin`, SQL by hand — an UPDATE, DELETE (or, on PostgreSQL, TRUNCATE) of audit_log is refused, and its head may only
// move forward. Someone who may drop a trigger can still rewrite the log; the hash chain is what shows it then
// (`pnpm admin audit verify`). Nothing else deletes from audit_log: the season's purge leaves it alone (its entries
// hold ids, never personal data), and tests drop whole databases.
//
// Also indexes for the back office's filters (a target's history, a time range).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'seq']).execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  if (isPostgres(db)) {
    await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'P0001'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change()`.execute(db);
    await sql`create function audit_head_forward_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or new.id <> old.id or new.seq < old.seq then
          raise exception 'audit_head only moves forward: % refused', tg_op using errcode = 'P0001';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger audit_head_forward_only before update or delete on audit_head
      for each row execute function audit_head_forward_only()`.execute(db);
    await sql`create trigger audit_head_no_truncate before truncate on audit_head
      for each statement execute function audit_log_refuse_change()`.execute(db);
    return;
  }
  await sql`create trigger audit_log_no_update before update on audit_log
    begin select raise(abort, 'audit_log is append-only: UPDATE refused'); end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log
    begin select raise(abort, 'audit_log is append-only: DELETE refused'); end`.execute(db);
  await sql`create trigger audit_head_forward_only before update on audit_head
    when new.id <> old.id or new.seq < old.seq
    begin select raise(abort, 'audit_head only moves forward: UPDATE refused'); end`.execute(db);
  await sql`create trigger audit_head_no_delete before delete on audit_head
    begin select raise(abort, 'audit_head only moves forward: DELETE refused'); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [trigger, table] of [
      ['audit_log_append_only', 'audit_log'], ['audit_log_no_truncate', 'audit_log'],
      ['audit_head_forward_only', 'audit_head'], ['audit_head_no_truncate', 'audit_head'],
    ] as const) {
      await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists audit_log_refuse_change()`.execute(db);
    await sql`drop function if exists audit_head_forward_only()`.execute(db);
  } else {
    for (const trigger of ['audit_log_no_update', 'audit_log_no_delete', 'audit_head_forward_only', 'audit_head_no_delete']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
  }
  await db.schema.dropIndex('audit_log_at_idx').execute();
  await db.schema.dropIndex('audit_log_target_idx').execute();
}
