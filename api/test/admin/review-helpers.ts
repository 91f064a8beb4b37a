import { expect } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import type { AuditLogTable } from '../../src/db/schema-staff.js';
import { createStaffSession, type StaffSessionOptions, type TestStaffSession } from '../../src/testing/staff.js';
import type { TestDatabase } from '../helper.js';
import { digestState, stateDifferences } from '../security/state.js';

// What the review route tests share: staff sessions, requests with them, the audit entries a request appended, and
// "nothing changed" over every table and every file of the data folder.

export type Staff = TestStaffSession;

export const staff = (app: App, role: StaffSessionOptions['role'], options: Omit<StaffSessionOptions, 'role'> = {}) => createStaffSession(app.db, { role, ...options });

export interface Call {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  lang?: string;
}

/** A request as `who` (a staff session, or none). */
export function call(app: App, who: Staff | null, { method = 'GET', url, body, headers = {}, lang = 'en-us' }: Call): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(who ? who.headers : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The audit entries after `seq`, in order. */
export async function auditSince(app: App, seq: number): Promise<AuditLogTable[]> {
  return app.db.selectFrom('audit_log').selectAll().where('seq', '>', seq).orderBy('seq').execute();
}

export async function auditHead(app: App): Promise<number> {
  return (await app.db.selectFrom('audit_head').select('seq').executeTakeFirstOrThrow()).seq;
}

const SQLITE_FILES = /\.sqlite(-wal|-shm|-journal)?$/;

/**
 * Runs `request` and checks that it was refused in the envelope (status, code ≠ 1, data as given, a message) and that
 * no table and no file changed. Staff sessions are left out: the guard touches a session's last use at most once a
 * minute whatever the answer, which is the session's life, not the refused action.
 */
export async function expectRefused(
  app: App,
  testDb: TestDatabase,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  data: unknown = null,
): Promise<LightMyRequestResponse> {
  const digest = () => digestState(app.db, app.dbDialect, testDb.dir, (path) => SQLITE_FILES.test(path));
  // What an earlier, accepted request queued is delivered now, not during the refusal (the outbox would change).
  await app.messages.drain();
  const before = await digest();
  const answer = await request();
  expect({ status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({ status, type: expect.stringMatching(/^application\/json/) });
  const envelope = answer.json<{ code: number; data: unknown; msg: string; show: boolean }>();
  expect(envelope).toEqual({ code: expect.any(Number), data, msg: expect.any(String), show: true });
  expect(envelope.code).not.toBe(1);
  expect(envelope.msg.length).toBeGreaterThan(0);
  expect(stateDifferences(before, await digest()).filter((difference) => difference !== 'table staff_sessions: changed')).toEqual([]);
  return answer;
}
