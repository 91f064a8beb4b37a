import { sql, type Kysely } from 'kysely';
import { idType } from './columns.js';

// Staff accounts and the audit log (issue 24, docs/adr/0030). Staff are separate from team accounts: their own table,
// sessions, second factors and login. The audit log is one hash chain over every staff action (audit/chain.ts); its
// head row is what appends queue on, as the vote chain's (votes/cast.ts). Timestamps are ISO 8601 UTC text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('organizer', 'reviewer', 'editor', 'judge', 'releaseManager')`))
    // invited → active (password set) → disabled (and back to active by an organizer).
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('invited', 'active', 'disabled')`))
    .addColumn('password_hash', 'text')
    // Base32 TOTP secret, set at setup and trusted once `totp_enabled_at` is set (a code proved it).
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'text')
    // The last TOTP time step accepted: a code is good once (RFC 6238 §5.2).
    .addColumn('totp_last_step', 'integer')
    .addColumn('invited_by', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_invites')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // When this session last proved a second factor; null until it has.
    .addColumn('factor_at', 'text')
    // The WebAuthn challenge this session is answering, with its purpose and expiry (JSON), or null.
    .addColumn('challenge', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('transports', 'text')
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_staff_idx').on('staff_recovery_codes').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'integer', (col) => col.primaryKey())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in ('staff', 'cli', 'system')`))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'seq']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'seq']).execute();
  await db.schema
    .createTable('audit_head')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .execute();
  await db.insertInto('audit_head' as never).values({ id: 1, seq: 0, hash: '0'.repeat(64) } as never).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_head', 'audit_log', 'staff_recovery_codes', 'staff_passkeys', 'staff_sessions', 'staff_invites', 'staff_members']) {
    await db.schema.dropTable(table).execute();
  }
}
