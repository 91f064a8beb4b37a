import type { Kysely } from 'kysely';
import type { StaffSessionStart } from '@portal/contracts/admin-auth';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords.js';
import { normalizeEmail } from '../accounts/users.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { factorsOfMember, findMemberByEmail } from './members.js';
import { issueStaffSession } from './sessions.js';
import { recordStaffFailure, refuseWhileThrottled } from './throttle.js';

// The password step of a staff sign-in. It opens a session at `secondFactor` (or `enrol` for a member with no factor
// yet), never `ready`. An unknown address, a wrong password, an invited or a disabled member all get one answer after
// the same work (a dummy hash for unknown addresses), each failure counted (staff/throttle.ts) and recorded in the
// audit log: with the member's id as its target when the address is a member's, with nothing personal otherwise.

export interface StaffCredentials {
  email: string;
  password: string;
  ip: string;
}

type FailureReason = 'unknownAccount' | 'wrongPassword' | 'invited' | 'disabled';

export async function signInStaff(db: Kysely<Database>, credentials: StaffCredentials, now: Date = new Date()): Promise<StaffSessionStart> {
  const email = normalizeEmail(credentials.email);
  if (email === '' || credentials.password === '') throw new AppError(400, 'enterAccountPassword');
  await refuseWhileThrottled(db, email, credentials.ip);
  const member = await findMemberByEmail(db, email);
  const valid = member?.password_hash ? await verifyPassword(credentials.password, member.password_hash) : await verifyAgainstDummy(credentials.password);
  const failure: FailureReason | undefined =
    !member ? 'unknownAccount' : !valid ? 'wrongPassword' : member.status === 'invited' ? 'invited' : member.status === 'disabled' ? 'disabled' : undefined;
  if (!member || failure) {
    await db.transaction().execute(async (trx) => {
      await recordStaffFailure(trx, email, credentials.ip);
      await recordAudit(trx, { kind: 'system', name: 'unauthenticated' }, { action: 'staff.signInFailed', target: member ? `staff:${member.id}` : null, detail: { step: 'password', reason: failure ?? 'unknownAccount' } });
    });
    throw new AppError(400, 'loginFailed', { detail: `staff sign-in failed: ${failure ?? 'unknownAccount'}` });
  }
  const methods = await factorsOfMember(db, member);
  const stage = methods.length > 0 ? 'secondFactor' : 'enrol';
  const token = await db.transaction().execute(async (trx) => {
    await recordAudit(trx, { kind: 'staff', staffId: member.id }, { action: 'staff.signIn', target: `staff:${member.id}`, detail: { stage } });
    return issueStaffSession(trx, member.id, now);
  });
  return { token, stage, methods };
}
