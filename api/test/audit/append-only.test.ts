import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { recordAudit } from '../../src/audit/record.js';
import { verifyAuditLog } from '../../src/audit/verify.js';
import { openTestDatabase } from '../helper.js';

// "No role can change or delete it": on either database, whoever connects, the audit log takes appends only (the
// triggers of migration 016). The portal itself never tries; these are the attempts of someone at the SQL prompt.

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  for (let i = 1; i <= 5; i += 1) await recordAudit(db, { kind: 'cli', name: 'ops' }, { action: 'test.append', target: `thing:${i}`, detail: { i } });
});
afterAll(() => close());

const postgres = () => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The error of a refused statement, as text. Not `rejects.toThrow`: once another test file of the worker has loaded
 * better-sqlite3, its errors come from outside Jest's realm and are not recognised as errors.
 */
const refusal = (statement: Promise<unknown>): Promise<string> => statement.then(() => 'not refused', (error: unknown) => String(error));

describe('the audit log in the database', () => {
  it('refuses an UPDATE of any entry', async () => {
    expect(await refusal(db.updateTable('audit_log').set({ target: 'thing:999' }).where('seq', '=', 2).execute())).toMatch(/audit_log is append-only: UPDATE refused/);
    expect(await refusal(sql`update audit_log set detail = '{}'`.execute(db))).toMatch(/append-only/);
  });

  it('refuses a DELETE, and on PostgreSQL a TRUNCATE', async () => {
    expect(await refusal(db.deleteFrom('audit_log').where('seq', '=', 5).execute())).toMatch(/audit_log is append-only: DELETE refused/);
    expect(await refusal(sql`delete from audit_log`.execute(db))).toMatch(/append-only/);
    if (postgres()) expect(await refusal(sql`truncate audit_log`.execute(db))).toMatch(/append-only: TRUNCATE refused/);
  });

  it('lets its head move forward only', async () => {
    expect(await refusal(db.updateTable('audit_head').set({ seq: 2 }).where('id', '=', 1).execute())).toMatch(/audit_head only moves forward/);
    expect(await refusal(db.deleteFrom('audit_head').execute())).toMatch(/audit_head only moves forward/);
  });

  it('still takes appends, and every refused attempt left the chain whole', async () => {
    await recordAudit(db, { kind: 'system', name: 'test' }, { action: 'test.after' });
    const check = await verifyAuditLog(db);
    expect(check.broken).toBeUndefined();
    expect(check.entries).toBe(6);
    const rows = await db.selectFrom('audit_log').select(['seq', 'target']).orderBy('seq').execute();
    expect(rows.map((row) => row.target)).toEqual(['thing:1', 'thing:2', 'thing:3', 'thing:4', 'thing:5', null]);
  });
});
