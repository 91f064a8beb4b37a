import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isEmail } from '@portal/contracts/account';
import type { StaffSessionStart } from '@portal/contracts/admin-auth';
import { INVITE_VALID_DAYS, STAFF_NAME_MAX } from '@portal/contracts/admin-staff';
import type { StaffRole } from '@portal/contracts/staff';
import { PASSWORD_RULE, hashPassword, meetsPasswordRule } from '../accounts/passwords.js';
import { hashToken } from '../accounts/sessions.js';
import { normalizeEmail } from '../accounts/users.js';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import type { MessageKey } from '../i18n/messages.js';
import { AppError } from '../lib/app-error.js';
import type { MessageQueue } from '../messages/queue.js';
import { issueStaffSession } from './sessions.js';

// Invitations: an organizer (or the operator at `pnpm admin staff invite`) names an e-mail and a role; the member
// exists at once as `invited`, and a single-use link (32 random bytes; only its SHA-256 is stored) is mailed and
// shown to whoever invited. Opening it within INVITE_VALID_DAYS and choosing a password (the team accounts' rule)
// makes the member active with a session at stage `enrol`: they must add a second factor before seeing anything.

export const INVITE_VALID_MS = INVITE_VALID_DAYS * 24 * 60 * 60 * 1000;
export const INVITATION_PATH = '/admin/invitation';

const tokenShape = /^[A-Za-z0-9_-]{43}$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export const ROLE_WORDS: Record<StaffRole, MessageKey> = {
  organizer: 'staffRoleOrganizer',
  reviewer: 'staffRoleReviewer',
  editor: 'staffRoleEditor',
  judge: 'staffRoleJudge',
  releaseManager: 'staffRoleReleaseManager',
};

/** The name as stored: trimmed, inner spaces made one, 1–STAFF_NAME_MAX characters, no control characters. */
export function cleanStaffName(input: string): string | undefined {
  const name = input.trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  return length >= 1 && length <= STAFF_NAME_MAX && !CONTROL.test(name) ? name : undefined;
}

export interface InviteInput {
  email: string;
  role: StaffRole;
  /** Shown in lists; the address's local part when not given. */
  name?: string | undefined;
}

export interface Invitation {
  id: number;
  inviteUrl: string;
  /** False when the mail could not be sent: the link still works, handed over another way. */
  mailed: boolean;
}

/** Invites a new staff member; `siteUrl` is the origin the link points at. Refuses an address already on staff. */
export async function inviteStaff(db: Kysely<Database>, messages: MessageQueue, actor: Actor, input: InviteInput, siteUrl: string, now: Date = new Date()): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new AppError(400, 'enterCorrectEmail');
  const name = cleanStaffName(input.name ?? email.slice(0, email.indexOf('@')));
  if (name === undefined) throw new AppError(400, 'staffNameInvalid', { params: { max: STAFF_NAME_MAX } });
  const token = randomBytes(32).toString('base64url');
  const inviteUrl = `${siteUrl}${INVITATION_PATH}?token=${token}`;
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('staff_members')
      .values({
        email,
        name,
        role: input.role,
        status: 'invited',
        password_hash: null,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        invited_by: actor.kind === 'staff' ? actor.staffId : null,
        created_at: now.toISOString(),
        last_sign_in_at: null,
      })
      // A concurrent invitation of the same address loses here, not with a unique-constraint error.
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError(409, 'staffEmailTaken', { detail: 'invited address is already on staff' });
    await trx
      .insertInto('staff_invites')
      .values({ staff_id: inserted.id, token_hash: hashToken(token), created_at: now.toISOString(), expires_at: new Date(now.getTime() + INVITE_VALID_MS).toISOString(), used_at: null })
      .execute();
    await recordAudit(trx, actor, { action: 'staff.invite', target: `staff:${inserted.id}`, detail: { role: input.role } });
    // Queued with the invitation (the mail exists exactly when it does); the template draws the three languages at
    // once, nobody knows the invitee's yet.
    await messages.enqueue(
      [{ kind: 'staff-invite', channel: 'email', to: email, lang: 'en', params: { role: input.role, url: inviteUrl, days: INVITE_VALID_DAYS } }],
      trx,
    );
    return inserted.id;
  });
  // `mailed`: queued; delivery (with retries) is the queue's, and the link is also shown to whoever invited.
  return { id, inviteUrl, mailed: true };
}

export interface AcceptInput {
  token: string;
  password: string;
  confirmPassword: string;
}

const invalid = (detail: string) => new AppError(400, 'staffInviteInvalid', { detail });

/** Sets the invited member's password from the link's token: active, signed in at stage `enrol`. */
export async function acceptInvitation(db: Kysely<Database>, input: AcceptInput, now: Date = new Date()): Promise<StaffSessionStart> {
  if (!tokenShape.test(input.token)) throw invalid('malformed invitation token');
  const invite = await db
    .selectFrom('staff_invites')
    .innerJoin('staff_members', 'staff_members.id', 'staff_invites.staff_id')
    .select(['staff_invites.id', 'staff_invites.staff_id', 'staff_invites.expires_at', 'staff_invites.used_at', 'staff_members.status'])
    .where('staff_invites.token_hash', '=', hashToken(input.token))
    .executeTakeFirst();
  if (!invite) throw invalid('unknown invitation token');
  if (invite.used_at !== null) throw invalid(`invitation ${invite.id} already used`);
  if (!(Date.parse(invite.expires_at) > now.getTime())) throw invalid(`invitation ${invite.id} expired`);
  if (invite.status !== 'invited') throw invalid(`member ${invite.staff_id} is ${invite.status}`);
  if (!meetsPasswordRule(input.password)) throw new AppError(400, 'passwordRule', { params: { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength } });
  if (input.password !== input.confirmPassword) throw new AppError(400, 'passwordsMismatch');
  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction().execute(async (trx) => {
    // Both guarded: of two tabs accepting at once, one wins and the other changes nothing.
    const used = await trx.updateTable('staff_invites').set({ used_at: now.toISOString() }).where('id', '=', invite.id).where('used_at', 'is', null).executeTakeFirst();
    const activated = await trx
      .updateTable('staff_members')
      .set({ password_hash: passwordHash, status: 'active' })
      .where('id', '=', invite.staff_id)
      .where('status', '=', 'invited')
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1 || Number(activated.numUpdatedRows) !== 1) throw invalid(`invitation ${invite.id} used concurrently`);
    await recordAudit(trx, { kind: 'staff', staffId: invite.staff_id }, { action: 'staff.inviteAccept', target: `staff:${invite.staff_id}` });
    return issueStaffSession(trx, invite.staff_id, now);
  });
  return { token, stage: 'enrol', methods: [] };
}
