import type { Kysely } from 'kysely';
import { COMMENT_MAX_LENGTH } from '@portal/contracts/comment-rules';
import type { Comment } from '@portal/contracts/content';
import type { Language } from '@portal/contracts/languages';
import { SITE_NAME } from '@portal/contracts/page-texts';
import { maskEmail } from '../accounts/users.js';
import type { Database } from '../db/schema.js';
import { fetchPage, type Page, type PageRequest } from './paging.js';
import { secondsUntilSlot } from './rate-window.js';

export { COMMENT_MAX_LENGTH };
/** At most this many comments per user in any window of COMMENT_WINDOW_MS. */
export const COMMENT_RATE_MAX = 10;
export const COMMENT_WINDOW_MS = 60_000;

// C0 controls except newline, DEL and C1 controls: invisible, and some break terminals or logs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/**
 * What gets stored of a comment: the text as typed, with Windows/old-Mac line breaks made
 * newlines, other control characters removed and outer whitespace trimmed. No HTML handling:
 * it is plain text and pages render it as text.
 */
export function cleanCommentText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(controlCharacters, '').trim();
}

/** Length as users count it: code points, so an emoji is one character, not two. */
export function commentLength(text: string): number {
  return [...text].length;
}

/** Why a comment's text cannot be stored, after cleaning: the same for a team's comment and a staff reply. */
export type CommentTextProblem = 'empty' | 'tooLong';

/** The text as stored, or what is wrong with it. */
export function checkCommentText(raw: string): { ok: true; text: string } | { ok: false; problem: CommentTextProblem } {
  const text = cleanCommentText(raw);
  if (text === '') return { ok: false, problem: 'empty' };
  if (commentLength(text) > COMMENT_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  return { ok: true, text };
}

const commentColumns = [
  'comments.id',
  'comments.article_id',
  'comments.content',
  'comments.created_at',
  'comments.staff_member_id',
  'users.email',
  'users.team_name',
] as const;

interface CommentRow {
  id: number;
  article_id: number;
  content: string;
  created_at: string;
  staff_member_id: number | null;
  email: string | null;
  team_name: string | null;
}

/**
 * Who visitors see as a comment's author: the team's name, else its masked e-mail; for a staff reply the site's name
 * in the visitor's language — the organizers speak as one, and no staff member's name is shown to the public.
 */
export function publicAuthor(row: Pick<CommentRow, 'staff_member_id' | 'email' | 'team_name'>, language: Language): string {
  if (row.staff_member_id !== null) return SITE_NAME[language];
  return row.team_name?.trim() || maskEmail(row.email ?? '');
}

function toComment(row: CommentRow, language: Language): Comment {
  return {
    id: row.id,
    articleId: row.article_id,
    content: row.content,
    createTime: row.created_at,
    author: publicAuthor(row, language),
    byStaff: row.staff_member_id !== null,
  };
}

/** A comment as visitors read it (teams' and staff replies alike), by id, hidden or not; undefined when there is none. */
export async function findComment(db: Kysely<Database>, id: number, language: Language): Promise<Comment | undefined> {
  const row = await db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .select(commentColumns)
    .where('comments.id', '=', id)
    .executeTakeFirst();
  return row && toComment(row, language);
}

/** One page of an article's visible comments, newest first: a hidden comment is not listed, nor counted. */
export async function listComments(db: Kysely<Database>, articleId: number, page: PageRequest, language: Language): Promise<Page<Comment>> {
  const query = db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .where('comments.article_id', '=', articleId)
    .where('comments.hidden_at', 'is', null);
  const { rows, count } = await fetchPage(query, page, (q) =>
    q.select(commentColumns).orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc'),
  );
  return { lists: rows.map((row) => toComment(row, language)), count, ...page };
}

export interface NewComment {
  articleId: number;
  userId: number;
  content: string;
}

export async function addComment(db: Kysely<Database>, comment: NewComment, now: Date = new Date(), language: Language = 'zhComplex'): Promise<Comment> {
  const { id } = await db
    .insertInto('comments')
    .values({ article_id: comment.articleId, user_id: comment.userId, content: comment.content, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added = await findComment(db, id, language);
  if (!added) throw new Error(`comment ${id} vanished after its insert`);
  return added;
}

/** Seconds until the user may comment again, 0 when allowed (./rate-window). */
export function secondsUntilCommentAllowed(db: Kysely<Database>, userId: number, now: Date = new Date()): Promise<number> {
  return secondsUntilSlot({ max: COMMENT_RATE_MAX, windowMs: COMMENT_WINDOW_MS }, now, (since, limit) =>
    db.selectFrom('comments').select('created_at').where('user_id', '=', userId).where('created_at', '>', since).orderBy('created_at', 'desc').limit(limit).execute(),
  );
}
