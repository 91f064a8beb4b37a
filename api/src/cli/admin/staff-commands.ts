import { Argument, InvalidArgumentError, Option, type Command } from 'commander';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/staff';
import { listAuditCommand, verifyAuditCommand } from './audit.js';
import type { AdminContext } from './context.js';
import { disableCommand, enableCommand, inviteCommand, listStaffCommand, roleCommand } from './staff.js';

// `pnpm admin staff …` and `pnpm admin audit …`, declared here so program.ts grows by one line.

type Action = (ctx: AdminContext) => Promise<void>;

function positive(what: string, max: number) {
  return (value: string): number => {
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) throw new InvalidArgumentError(`must be a ${what} from 1 to ${max}`);
    return Number(value);
  };
}
const staffId = positive('staff member id', 2_147_483_647);

export function addStaffCommands(program: Command, setAction: (action: Action) => void): void {
  const staff = program.command('staff').description('staff accounts of the back office: invite, list, roles, disable, enable');
  const by = () => new Option('--by <name>', 'who acts, for the audit log (default: your login name)');
  staff
    .command('invite')
    .description('invite a staff member: mails a single-use link (valid 7 days) and prints it')
    .requiredOption('--email <address>', "the member's e-mail")
    .addOption(new Option('--role <role>', 'their role').choices(STAFF_ROLES).makeOptionMandatory())
    .option('--name <name>', 'their name as lists show it (default: the part of the address before @)')
    .addOption(by())
    .action((options: { email: string; role: StaffRole; name?: string; by?: string }) => setAction((ctx) => inviteCommand(ctx, options)));
  staff
    .command('list')
    .description('every staff member with role, status and second factors')
    .action(() => setAction((ctx) => listStaffCommand(ctx)));
  staff
    .command('disable')
    .description('refuse their sign-in and end all their sessions now')
    .argument('<id>', 'staff member id', staffId)
    .addOption(by())
    .action((id: number, options: { by?: string }) => setAction((ctx) => disableCommand(ctx, id, options.by)));
  staff
    .command('enable')
    .argument('<id>', 'staff member id', staffId)
    .addOption(by())
    .action((id: number, options: { by?: string }) => setAction((ctx) => enableCommand(ctx, id, options.by)));
  staff
    .command('role')
    .description('change their role (their sessions end)')
    .argument('<id>', 'staff member id', staffId)
    .addArgument(new Argument('<role>', 'the new role').choices(STAFF_ROLES))
    .addOption(by())
    .action((id: number, role: StaffRole, options: { by?: string }) => setAction((ctx) => roleCommand(ctx, id, role, options.by)));

  const audit = program.command('audit').description('the hash-chained log of every staff action');
  audit
    .command('verify')
    .description('recompute the chain and compare it with the stored head; exits 1 naming the first broken seq')
    .action(() => setAction((ctx) => verifyAuditCommand(ctx)));
  audit
    .command('list')
    .description('the newest entries')
    .option('--action <prefix>', 'only actions starting with this (staff. or staff.signIn)')
    .option('--actor <id>', 'only what this staff member did', positive('staff member id', 2_147_483_647))
    .option('--limit <n>', 'how many (default 50)', positive('number', 10_000), 50)
    .action((options: { action?: string; actor?: number; limit: number }) => setAction((ctx) => listAuditCommand(ctx, options)));
}
