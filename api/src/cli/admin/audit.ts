import { AUDIT_PROBLEMS, verifyAuditLog } from '../../audit/verify.js';
import { listAudit } from '../../audit/list.js';
import { CommandError } from '../command-line.js';
import { asCommand } from './staff.js';
import type { AdminContext } from './context.js';

// `pnpm admin audit …`: the staff audit log (docs/adr/0031). `verify` recomputes the whole chain from the rows and
// compares its end with the stored head, trusting nothing stored; it exits 1 naming the first entry that breaks.

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

export async function verifyAuditCommand(ctx: AdminContext): Promise<void> {
  const check = await verifyAuditLog(ctx.db);
  const took = `${(check.ms / 1000).toFixed(2)} s`;
  if (check.broken) {
    throw new CommandError(
      `audit log broken at seq ${check.broken.seq}: ${AUDIT_PROBLEMS[check.broken.problem]} (${check.entries} entries hold up to seq ${check.head.seq}; checked in ${took})`,
    );
  }
  line(ctx, `audit log verified: ${check.entries} entries; head seq ${check.head.seq} ${check.head.hash}; ${took}`);
}

export interface AuditListOptions {
  action?: string;
  actor?: number;
  limit: number;
}

export async function listAuditCommand(ctx: AdminContext, options: AuditListOptions): Promise<void> {
  const page = await asCommand(listAudit(ctx.db, { page_no: 1, page_size: options.limit, ...(options.action ? { action: options.action } : {}), ...(options.actor ? { actor: options.actor } : {}) }));
  line(ctx, ['seq', 'at', 'actor', 'action', 'target', 'detail'].join('\t'));
  for (const entry of page.lists) {
    const actor = entry.actor.kind === 'staff' ? `staff:${entry.actor.id ?? '?'}${entry.actor.name ? ` (${entry.actor.name})` : ''}` : `${entry.actor.kind}:${entry.actor.name ?? ''}`;
    line(ctx, [entry.seq, entry.at, actor, entry.action, entry.target ?? '-', JSON.stringify(entry.detail)].join('\t'));
  }
  line(ctx, `${page.lists.length} of ${page.count} entr${page.count === 1 ? 'y' : 'ies'}, newest first`);
}
