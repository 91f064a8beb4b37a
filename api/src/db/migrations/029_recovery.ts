import type { Kysely } from 'kysely';

// Account recovery (issue 26.1, docs/adr/0043): e-mail codes serve three purposes now, 'register' (sign-up),
// 'reset' (a forgotten password) and 'emailChange' (a new address for an account). `purpose` was plain text from
// 004, so widening it is the table type's business (schema-accounts.ts); what is new is `user_id`: an e-mail-change
// code belongs to the account that asked for it as well as to the new address, so another account cannot spend it.
// It is null for the other purposes (a reset code is bound to the address alone: whoever holds that mailbox owns
// the account). Deleting an account deletes its pending change codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_codes')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  // checkCode's question: the newest code of an address for a purpose.
  await db.schema.createIndex('email_codes_purpose_idx').on('email_codes').columns(['email', 'purpose', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_codes_purpose_idx').execute();
  await db.schema.alterTable('email_codes').dropColumn('user_id').execute();
}
