import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { canonicalJson } from '../lib/canonical-json.js';
import { auditHash } from './chain.js';

// Appending to the audit log. Every staff action calls `recordAudit` — from the back office's routes and from
// `pnpm admin` alike, through the feature code both share — inside the transaction of the change it records when
// there is one, so a change and its entry land together or not at all.

/** Who acted: a signed-in staff member, an operator at the command line (their login name), or the server itself. */
export type Actor =
  | { kind: 'staff'; staffId: number }
  | { kind: 'cli'; name: string }
  | { kind: 'system'; name: string };

/** Values an entry may carry: ids, counts, statuses, reasons' lengths — never names, e-mails or files' contents. */
export type AuditValue = string | number | boolean | null | readonly string[] | readonly number[];

export interface AuditEvent {
  /** `<noun>.<verb>`, e.g. `registration.reject`, `idCard.view`, `staff.signInFailed`. */
  action: string;
  /** `<kind>:<id>` of the record acted on, e.g. `registration:12`; null for actions on nothing in particular. */
  target?: string | null;
  detail?: Record<string, AuditValue>;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Appends one entry (its time is real time, read after the head lock: the log records when, not the season clock); returns its seq. Runs in the caller's transaction when given one, else in its own. */
export async function recordAudit(db: Db, actor: Actor, event: AuditEvent, clock: () => Date = () => new Date()): Promise<number> {
  if (db.isTransaction) return append(db as Transaction<Database>, actor, event, clock);
  return db.transaction().execute((trx) => append(trx, actor, event, clock));
}

async function append(trx: Transaction<Database>, actor: Actor, event: AuditEvent, clock: () => Date): Promise<number> {
  // Taking the next seq is an UPDATE of the one head row: on PostgreSQL it locks the row until commit, so appends
  // from every instance queue here; SQLite has a single writer. RETURNING gives the new seq and the previous hash.
  const head = await trx
    .updateTable('audit_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  const row = {
    seq: head.seq,
    prev_hash: head.hash,
    // Taken after the head lock, so times never run backwards along the chain.
    at: clock().toISOString(),
    actor_kind: actor.kind,
    actor_id: actor.kind === 'staff' ? actor.staffId : null,
    actor_name: actor.kind === 'staff' ? null : actor.name,
    action: event.action,
    target: event.target ?? null,
    detail: canonicalJson(event.detail ?? {}),
  };
  const hash = auditHash(row);
  await trx.insertInto('audit_log').values({ ...row, hash }).execute();
  await trx.updateTable('audit_head').set({ hash }).where('id', '=', 1).execute();
  return row.seq;
}
