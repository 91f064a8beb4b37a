import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/schema.js';

// Shared by the back office's finalists, scoring and release route tests: calls with a staff session, and the audit
// entries an action left.

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; data: T; msg: string; show: boolean };
  headers: Record<string, unknown>;
}

export async function staffCall<T = unknown>(
  app: App,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  lang = 'en-us',
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The audit log's last seq: entries after it are an action's. */
export async function auditSeq(db: Kysely<Database>): Promise<number> {
  return (await db.selectFrom('audit_head').select('seq').where('id', '=', 1).executeTakeFirstOrThrow()).seq;
}

/** The entries after `seq`, as the tests compare them. */
export async function auditSince(db: Kysely<Database>, seq: number) {
  const rows = await db.selectFrom('audit_log').selectAll().where('seq', '>', seq).orderBy('seq').execute();
  return rows.map((row) => ({
    action: row.action,
    target: row.target,
    actor: row.actor_kind === 'staff' ? { kind: 'staff', id: row.actor_id } : { kind: row.actor_kind, name: row.actor_name },
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
}
