import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CommentReportReason } from '@portal/contracts/comment-rules';
import type { Database } from '../db/schema.js';
import { isForeignKeyViolation } from '../lib/db-errors.js';
import { secondsUntilSlot } from './rate-window.js';

// Visitors report comments (issue 25 point 6, docs/adr/0037): signed in or not, once per reporter per comment, a
// reason from a short list. A reporter is its account, or for a visitor its address — kept only as a keyed hash (the
// installation's HMAC key, the one voters' contacts are hashed with, under a label of its own), so the table never
// holds an address and a hash cannot be reversed by trying the 2^32 IPv4 addresses without the key. A school behind
// one address reports a comment once: a report is a signal to the editors, not a vote.

/** At most this many reports per reporter in any window of REPORT_WINDOW_MS (real time, counted in the database). */
export const REPORT_RATE_MAX = 20;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;

export type Reporter = { userId: number } | { ip: string };

/** The reporter's key: `user:<id>`, or `ip:<hmac>` of the visitor's address. */
export function reporterKey(secret: string, reporter: Reporter): string {
  if ('userId' in reporter) return `user:${reporter.userId}`;
  return `ip:${createHmac('sha256', secret).update(`comment-report\u0000${reporter.ip}`).digest('hex')}`;
}

export interface NewReport {
  commentId: number;
  reason: CommentReportReason;
  reporter: Reporter;
}

export type ReportOutcome =
  /** Taken, or taken before (`again`): the caller answers the same either way. */
  | { ok: true; again: boolean }
  | { ok: false; reason: 'noComment' }
  | { ok: false; reason: 'tooMany'; retryAfter: number };

/** Seconds until the reporter may report again, 0 when allowed (./rate-window, as the comments' own limit). */
export function secondsUntilReportAllowed(db: Kysely<Database>, key: string, now: Date): Promise<number> {
  return secondsUntilSlot({ max: REPORT_RATE_MAX, windowMs: REPORT_WINDOW_MS }, now, (since, limit) =>
    db.selectFrom('comment_reports').select('created_at').where('reporter_key', '=', key).where('created_at', '>', since).orderBy('created_at', 'desc').limit(limit).execute(),
  );
}

/**
 * Records a report. A repeated report (this reporter, this comment) is taken as done before the limit is counted, so
 * it neither uses a slot nor is refused; a hidden comment can be reported too (a page may still show it). Two
 * identical reports at once are one row: the unique index decides.
 */
export async function reportComment(db: Kysely<Database>, secret: string, report: NewReport, now: Date = new Date()): Promise<ReportOutcome> {
  const comment = await db.selectFrom('comments').select('id').where('id', '=', report.commentId).executeTakeFirst();
  if (!comment) return { ok: false, reason: 'noComment' };
  const key = reporterKey(secret, report.reporter);
  const before = await db.selectFrom('comment_reports').select('id').where('comment_id', '=', report.commentId).where('reporter_key', '=', key).executeTakeFirst();
  if (before) return { ok: true, again: true };
  const wait = await secondsUntilReportAllowed(db, key, now);
  if (wait > 0) return { ok: false, reason: 'tooMany', retryAfter: wait };
  const inserted = await insertReport(db, report, key, now).catch((error: unknown) => {
    // The comment went (its article or its author was removed) between the read and the insert.
    if (isForeignKeyViolation(error)) return 'gone' as const;
    throw error;
  });
  if (inserted === 'gone') return { ok: false, reason: 'noComment' };
  return { ok: true, again: inserted === undefined };
}

/** The new row's id, or undefined when the same reporter's report of the comment was there first. */
function insertReport(db: Kysely<Database>, report: NewReport, key: string, now: Date) {
  return db
    .insertInto('comment_reports')
    .values({
      comment_id: report.commentId,
      reason: report.reason,
      reporter_key: key,
      reporter_user_id: 'userId' in report.reporter ? report.reporter.userId : null,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['comment_id', 'reporter_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}
