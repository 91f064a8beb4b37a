import { sql, type Kysely } from 'kysely';
import type { AuditEntry, AuditListQuery } from '@portal/contracts/admin-audit';
import type { Paged } from '@portal/contracts/common';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

// Reading the audit log, newest first, with the back office's filters (and `pnpm admin audit list`'s). A staff actor's
// name is joined at read time from staff_members: it is not part of the entry (no personal data in the chain), so it
// shows the member's current name.

export const AUDIT_PAGE_SIZE = 50;

function instant(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new AppError(400, 'auditRangeInvalid', { detail: `not an instant: ${value}` });
  return new Date(time).toISOString();
}

export async function listAudit(db: Kysely<Database>, query: AuditListQuery): Promise<Paged<AuditEntry>> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? AUDIT_PAGE_SIZE };
  const from = instant(query.from);
  const to = instant(query.to);
  if (from !== undefined && to !== undefined && from >= to) throw new AppError(400, 'auditRangeInvalid', { detail: `${from} is not before ${to}` });
  let filtered = db.selectFrom('audit_log').leftJoin('staff_members', (join) =>
    join.onRef('staff_members.id', '=', 'audit_log.actor_id').on('audit_log.actor_kind', '=', 'staff'),
  );
  // A prefix by its length rather than LIKE: `_` is a wildcard there, and SQLite's LIKE ignores case.
  if (query.action) filtered = filtered.where(sql<string>`substr(audit_log.action, 1, ${query.action.length})`, '=', query.action);
  if (query.actor !== undefined) filtered = filtered.where('audit_log.actor_kind', '=', 'staff').where('audit_log.actor_id', '=', query.actor);
  if (query.target !== undefined) filtered = filtered.where('audit_log.target', '=', query.target);
  // `at` is stored as toISOString() text, so instants in that one form compare as text.
  if (from !== undefined) filtered = filtered.where('audit_log.at', '>=', from);
  if (to !== undefined) filtered = filtered.where('audit_log.at', '<', to);
  const { rows, count } = await fetchPage(filtered, page, (q) =>
    q.select(['audit_log.seq', 'audit_log.at', 'audit_log.actor_kind', 'audit_log.actor_id', 'audit_log.actor_name', 'audit_log.action', 'audit_log.target', 'audit_log.detail', 'audit_log.hash', 'staff_members.name as staff_name'])
      .orderBy('audit_log.seq', 'desc'),
  );
  return {
    lists: rows.map((row) => ({
      seq: Number(row.seq),
      at: row.at,
      actor: { kind: row.actor_kind, id: row.actor_id === null ? null : Number(row.actor_id), name: row.actor_kind === 'staff' ? (row.staff_name ?? null) : row.actor_name },
      action: row.action,
      target: row.target,
      detail: parseDetail(row.detail),
      hash: row.hash,
    })),
    count,
    ...page,
  };
}

/** The stored canonical JSON; an entry broken by hand shows as empty here and is named by verify. */
function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
