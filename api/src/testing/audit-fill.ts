import type { Kysely } from 'kysely';
import { auditHash } from '../audit/chain.js';
import type { Database } from '../db/schema.js';
import { canonicalJson } from '../lib/canonical-json.js';

// A long audit log in little time, for the benchmark (`pnpm bench:audit`) and its bounded twin in the tests: entries
// chained exactly as recordAudit chains them (same document, same hash), appended after the current head in one
// transaction with multi-row inserts, the head moved once at the end. Only inserts: the append-only triggers allow them.

const ROWS_PER_INSERT = 500;
const ACTIONS = ['staff.signIn', 'staff.factorVerify', 'registration.approve', 'idCard.view', 'export.registrations', 'staff.signOut'] as const;

export async function fillAuditLog(db: Kysely<Database>, count: number, start: Date = new Date(Date.UTC(2026, 0, 1))): Promise<{ seq: number; hash: string }> {
  return db.transaction().execute(async (trx) => {
    const head = await trx.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
    let seq = Number(head.seq);
    let previous = head.hash;
    for (let done = 0; done < count; ) {
      const rows = [];
      for (let i = 0; i < ROWS_PER_INSERT && done < count; i += 1, done += 1) {
        seq += 1;
        const row = {
          seq,
          prev_hash: previous,
          at: new Date(start.getTime() + seq * 1000).toISOString(),
          actor_kind: 'staff' as const,
          actor_id: (seq % 7) + 1,
          actor_name: null,
          action: ACTIONS[seq % ACTIONS.length] ?? 'staff.signIn',
          target: `registration:${(seq % 500) + 1}`,
          detail: canonicalJson({ n: seq, status: 'passed' }),
        };
        const hash = auditHash(row);
        rows.push({ ...row, hash });
        previous = hash;
      }
      await trx.insertInto('audit_log').values(rows).execute();
    }
    await trx.updateTable('audit_head').set({ seq, hash: previous }).where('id', '=', 1).execute();
    return { seq, hash: previous };
  });
}
