import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../accounts/sessions.js';
import type { Database } from '../db/schema.js';
import { findStaffSessionById, type StaffSession } from './sessions.js';

// A file link lets <img>, <video> and a PDF viewer open one private file route for a staff session: those elements
// send no custom header, and a 2 GB film must stream by ranges, not pass through a blob. The link is as strong as the
// session's token (256 random bits, only the hash stored), bound to one path, dies with the session (sign-out, idle
// end, a disabled member) and after FILE_LINK_TTL_MS. The route's own guard still checks the role on every request.

export const FILE_LINK_TTL_MS = 2 * 60 * 60 * 1000;
/** The query parameter a link travels in; the request log never shows its value (http/log-redaction.ts). */
export const FILE_LINK_PARAM = 'link';

/** The private file routes a link may open; anything else is refused when the link is minted. */
const LINKABLE = [
  /^\/api\/admin\/registrations\/\d{1,9}\/members\/\d{1,2}\/id-card\/(front|back)$/,
  /^\/api\/admin\/works\/\d{1,9}\/file$/,
  /^\/api\/admin\/questions\/\d{1,9}\/attachments\/\d{1,9}$/,
  // A judge's entry files (issue 27): the route checks the judge's assignment on every request.
  /^\/api\/admin\/judging\/entries\/\d{1,9}\/files\/\d$/,
];

export const isLinkablePath = (path: string) => LINKABLE.some((pattern) => pattern.test(path));

export async function issueFileLink(db: Kysely<Database>, sessionId: number, path: string, now: Date = new Date()): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + FILE_LINK_TTL_MS).toISOString();
  // Links of ended sessions go with them (cascade); expired ones of live sessions are cleared as new ones are minted.
  await db.deleteFrom('staff_file_links').where('session_id', '=', sessionId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('staff_file_links')
    .values({ session_id: sessionId, token_hash: hashToken(token), path, created_at: now.toISOString(), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The live session behind a link for exactly this path, or undefined. */
export async function sessionOfFileLink(db: Kysely<Database>, token: string, path: string, now: Date = new Date()): Promise<StaffSession | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const link = await db
    .selectFrom('staff_file_links')
    .select(['session_id', 'path', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!link || link.path !== path || link.expires_at <= now.toISOString()) return undefined;
  return findStaffSessionById(db, link.session_id, now);
}
