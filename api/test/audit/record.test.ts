import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { AuditVerifier, auditHash } from '../../src/audit/chain.js';
import { recordAudit } from '../../src/audit/record.js';
import { openTestDatabase } from '../helper.js';
import { dropAuditGuards } from './tamper.js';

// Appends queue on the head row, on both databases: concurrent appends make one gapless chain.

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

async function verify() {
  const verifier = new AuditVerifier();
  for (const row of await db.selectFrom('audit_log').selectAll().orderBy('seq').execute()) verifier.add(row);
  return verifier.finish(await db.selectFrom('audit_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow());
}

describe('the audit log', () => {
  it('chains 40 concurrent appends without a gap and verifies', async () => {
    const seqs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => recordAudit(db, { kind: 'cli', name: 'ops' }, { action: 'test.append', target: `thing:${i}`, detail: { i } })),
    );
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const check = await verify();
    expect(check.broken).toBeUndefined();
    expect(check.entries).toBe(40);
  });

  it('rolls the entry back with the change it records', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { kind: 'staff', staffId: 1 }, { action: 'test.rollback' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.selectFrom('audit_log').select('seq').where('action', '=', 'test.rollback').execute()).toEqual([]);
    expect((await verify()).broken).toBeUndefined();
  });

  it('names the entry that was changed, removed or re-hashed', async () => {
    // The database refuses these (migration 016); someone with its rights drops the triggers first.
    await dropAuditGuards(db);
    await db.updateTable('audit_log').set({ target: 'thing:999' }).where('seq', '=', 7).execute();
    expect((await verify()).broken).toEqual({ seq: 7, problem: 'hash' });
    const row = await db.selectFrom('audit_log').selectAll().where('seq', '=', 7).executeTakeFirstOrThrow();
    // A forger who re-hashes the changed entry breaks the link of the next one.
    await db.updateTable('audit_log').set({ hash: auditHash(row) }).where('seq', '=', 7).execute();
    expect((await verify()).broken).toEqual({ seq: 8, problem: 'previous' });
    await db.deleteFrom('audit_log').where('seq', '=', 7).execute();
    expect((await verify()).broken).toEqual({ seq: 7, problem: 'gap' });
  });
});
