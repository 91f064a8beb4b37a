import type { StaffRole } from '@portal/contracts/staff';
import type { Actor } from '../../audit/record.js';
import { AppError } from '../../lib/app-error.js';
import { inviteStaff } from '../../staff/invites.js';
import { changeStaffRole, disableStaff, enableStaff, listStaff } from '../../staff/management.js';
import type { StaffListItem } from '@portal/contracts/admin-staff';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin staff …`: the operator's side of staff management (the first organizer is invited here), through the
// feature functions the back office's routes call; the audit log names the operator's login (or --by) as the actor.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

export const cliActor = (ctx: AdminContext, by: string | undefined): Actor => ({ kind: 'cli', name: ctx.organizer(by) });

/** A refusal of the feature code, said as the back office says it in English. */
export async function asCommand<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) throw new CommandError(error.localized('en'));
    throw error;
  }
}

/** Where links point: SITE_URL, or the server this configuration would listen on. */
function siteUrl(ctx: AdminContext): string {
  return ctx.config.siteUrl ?? `http://${ctx.config.host}:${ctx.config.port}`;
}

export async function inviteCommand(ctx: AdminContext, options: { email: string; role: StaffRole; name?: string; by?: string }): Promise<void> {
  const invitation = await asCommand(inviteStaff(ctx.db, ctx.messages, cliActor(ctx, options.by), options, siteUrl(ctx)));
  line(ctx, `invited staff member ${invitation.id} (${options.role}); the link works once, for 7 days:`);
  line(ctx, invitation.inviteUrl);
  if (!invitation.mailed) line(ctx, 'the mail could not be sent: hand the link over yourself');
}

function printMember(ctx: AdminContext, member: StaffListItem): void {
  line(ctx, [member.id, member.role, member.status, member.factors.join('+') || '-', member.lastSignInAt ?? '-', member.email, member.name].join('\t'));
}

export async function listStaffCommand(ctx: AdminContext): Promise<void> {
  line(ctx, ['id', 'role', 'status', 'factors', 'last sign-in', 'email', 'name'].join('\t'));
  let total = 0;
  // Every page: staff are few, but the list is the routes' paged one.
  for (let page = 1; ; page += 1) {
    const { lists, count } = await listStaff(ctx.db, { page_no: page, page_size: 50 });
    for (const member of lists) printMember(ctx, member);
    total = count;
    if (page * 50 >= count) break;
  }
  line(ctx, `${total} staff member(s)`);
}

export async function disableCommand(ctx: AdminContext, id: number, by: string | undefined): Promise<void> {
  const member = await asCommand(disableStaff(ctx.db, cliActor(ctx, by), id));
  line(ctx, `staff member ${member.id} is ${member.status}; their sessions have ended`);
}

export async function enableCommand(ctx: AdminContext, id: number, by: string | undefined): Promise<void> {
  const member = await asCommand(enableStaff(ctx.db, cliActor(ctx, by), id));
  line(ctx, `staff member ${member.id} is ${member.status}`);
}

export async function roleCommand(ctx: AdminContext, id: number, role: StaffRole, by: string | undefined): Promise<void> {
  const member = await asCommand(changeStaffRole(ctx.db, cliActor(ctx, by), id, role));
  line(ctx, `staff member ${member.id} is ${member.role}`);
}
