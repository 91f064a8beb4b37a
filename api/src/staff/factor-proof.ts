import type { Kysely, Transaction } from 'kysely';
import type { StaffFactor } from '@portal/contracts/admin-auth';
import { recordAudit, type Actor, type AuditEvent } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { markFactorProven, type StaffSession } from './sessions.js';
import { clearStaffFailures, recordStaffFailure, refuseWhileThrottled } from './throttle.js';

// What every second factor shares: the limits checked before a code is tried, a wrong code counted and recorded, and
// a proven one making the session ready and fresh (with its audit entry, in one transaction with the proof).

export type FactorMethod = StaffFactor | 'recovery';

export const staffActor = (session: StaffSession): Actor => ({ kind: 'staff', staffId: session.member.id });

export function refuseWhileFactorThrottled(db: Kysely<Database>, session: StaffSession, ip: string): Promise<void> {
  return refuseWhileThrottled(db, session.member.email, ip);
}

/** A wrong answer: counted against the account and the IP, recorded, refused with `message`. */
export async function factorFailed(db: Kysely<Database>, session: StaffSession, ip: string, method: FactorMethod, step: 'enable' | 'verify' | 'register', message: MessageKey): Promise<never> {
  await db.transaction().execute(async (trx) => {
    await recordStaffFailure(trx, session.member.email, ip);
    await recordAudit(trx, staffActor(session), { action: 'staff.factorFailed', target: `staff:${session.member.id}`, detail: { method, step } });
  });
  throw new AppError(400, message, { detail: `${method} ${step} failed for staff ${session.member.id}` });
}

/**
 * In the proof's transaction: the session is ready and fresh, the sign-in complete (unless this was a step-up), and
 * the entry written. Returns until when the session is fresh.
 */
export async function factorProven(trx: Transaction<Database>, session: StaffSession, event: AuditEvent, now: Date = new Date()): Promise<string> {
  const freshUntil = await markFactorProven(trx, session.id, now);
  if (session.stage !== 'ready') await trx.updateTable('staff_members').set({ last_sign_in_at: now.toISOString() }).where('id', '=', session.member.id).execute();
  await recordAudit(trx, staffActor(session), { ...event, target: `staff:${session.member.id}` });
  return freshUntil;
}

/** After the commit: the account's failures are forgotten only now that a factor is proven (staff/throttle.ts). */
export function afterFactorProven(db: Kysely<Database>, session: StaffSession): Promise<void> {
  return clearStaffFailures(db, session.member.email);
}
