import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AuditVerifier, type AuditCheck, type AuditHead, type AuditRow } from './chain.js';

// Checking the whole audit log as any verifier would: every entry in seq order, each hash recomputed from its columns
// and linked to the one before, the end compared with the stored head. Read in batches by seq, so a long log never
// sits in memory at once (as the vote log is read: votes/log.ts). `pnpm admin audit verify` and
// GET /api/admin/audit/verify both run this.

const BATCH = 2000;

/** The log in seq order, a batch at a time. */
export async function* auditRows(db: Kysely<Database>, batch: number = BATCH): AsyncGenerator<AuditRow> {
  let after = 0;
  // Bounded: each pass moves `after` forward or stops.
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('seq', '>', after).orderBy('seq').limit(batch).execute();
    for (const row of rows) yield { ...row, seq: Number(row.seq), actor_id: row.actor_id === null ? null : Number(row.actor_id) };
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = Number(last.seq);
  }
}

export async function auditHead(db: Kysely<Database>): Promise<AuditHead> {
  const head = await db.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { seq: Number(head.seq), hash: head.hash };
}

export interface AuditVerification extends AuditCheck {
  ms: number;
}

/**
 * The chain checked against the stored head; `broken` names the first entry that does not hold, and why. Entries
 * appended while it reads (by a server at work) are checked too when read, and otherwise left for the next check: the
 * head is read before and after, and what existed at the start must all be there and whole.
 */
export async function verifyAuditLog(db: Kysely<Database>): Promise<AuditVerification> {
  const started = performance.now();
  const first = await auditHead(db);
  const verifier = new AuditVerifier();
  let hashAtFirst: string | undefined;
  for await (const row of auditRows(db)) {
    if (!verifier.add(row)) break;
    if (row.seq === first.seq) hashAtFirst = row.hash;
  }
  const last = await auditHead(db);
  const reached = verifier.position;
  // Read to an end the head had not reached yet when read again: appended meanwhile, if the start's head was passed whole.
  const appendedMeanwhile = reached.seq < last.seq && reached.seq >= first.seq && (first.seq === 0 || hashAtFirst === first.hash);
  const check = verifier.finish(appendedMeanwhile ? reached : last);
  return { ...check, ms: performance.now() - started };
}

export const AUDIT_PROBLEMS: Record<NonNullable<AuditCheck['broken']>['problem'], string> = {
  gap: 'an entry is missing or out of order (removed, or inserted with a seq of its own)',
  previous: "its prev_hash is not the previous entry's hash (an entry before it was changed and re-hashed, or inserted)",
  hash: 'it does not hash to its stored hash (it was changed)',
  detail: 'its detail is not a JSON object',
  head: "the stored head is not the log's end (entries removed at the end, or the tail rewritten)",
};
