import type { Kysely } from 'kysely';
import { idType } from './columns.js';

// The account slice: e-mail verification codes, the development outbox, failed-login records and
// the team profile columns. Rate limits count rows here (not process memory), so they hold across
// API instances and restarts. Timestamps are ISO 8601 UTC text, as in 002_accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_codes')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    // `salt:sha256hex` of the 6-digit code; the code itself is never stored.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    // Who asked: the per-IP send limit counts these.
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('email_codes_email_idx').on('email_codes').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('email_codes_ip_idx').on('email_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_to_idx').on('outbox').columns(['to', 'created_at']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType(db), (col) => col.primaryKey())
    // The normalized account (e-mail) as typed, whether or not such a user exists.
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_account_idx').on('login_failures').columns(['account', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();

  await db.schema.alterTable('users').addColumn('avatar', 'text').execute();
  // A JSON array of TeamMember objects (shared/src/contracts/api.ts); null until first saved.
  await db.schema.alterTable('users').addColumn('members', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('members').execute();
  await db.schema.alterTable('users').dropColumn('avatar').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('email_codes').execute();
}
