import { sql, type Kysely } from 'kysely';
import type { AdminComment, AdminCommentPage, AdminCommentsQuery, CommentDecision, CommentReportCount } from '@portal/contracts/admin-comments';
import type { CommentReportReason } from '@portal/contracts/comment-rules';
import type { Language } from '@portal/contracts/languages';
import { publicAuthor } from '../content/comments.js';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';

// The back office's comments (issue 25 point 6): every comment with its article, its reports counted by reason, and
// its decisions. Reporters are never shown — a report is counted, not attributed.

export const ADMIN_COMMENT_PAGE_SIZE = 20;

type Db = Kysely<Database>;

// A report counts in the queue when it came after the comment's last decision (or there was none).
const openReport = sql<boolean>`(comments.moderated_at is null or comment_reports.created_at > comments.moderated_at)`;

function filtered(db: Db, query: AdminCommentsQuery) {
  let rows = db
    .selectFrom('comments')
    .innerJoin('articles', 'articles.id', 'comments.article_id')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .leftJoin('staff_members', 'staff_members.id', 'comments.staff_member_id');
  if (query.article_id !== undefined) rows = rows.where('comments.article_id', '=', query.article_id);
  if (query.state === 'hidden') rows = rows.where('comments.hidden_at', 'is not', null);
  if (query.state === 'reported') {
    rows = rows
      .where('comments.hidden_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('comment_reports').select('comment_reports.id').whereRef('comment_reports.comment_id', '=', 'comments.id').where(openReport)));
  }
  return rows;
}

interface ReportRow {
  comment_id: number;
  reason: CommentReportReason;
  n: number | string;
  open: number | string | null;
}

/** The page's reports, counted per comment and reason. */
async function reportCounts(db: Db, ids: number[]): Promise<Map<number, AdminComment['reports']>> {
  const counts = new Map<number, AdminComment['reports']>();
  if (ids.length === 0) return counts;
  const rows: ReportRow[] = await db
    .selectFrom('comment_reports')
    .innerJoin('comments', 'comments.id', 'comment_reports.comment_id')
    .select(['comment_reports.comment_id', 'comment_reports.reason'])
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>(sql`case when ${openReport} then 1 else 0 end`).as('open')])
    .where('comment_reports.comment_id', 'in', ids)
    .groupBy(['comment_reports.comment_id', 'comment_reports.reason'])
    .orderBy('comment_reports.comment_id')
    .orderBy('comment_reports.reason')
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.comment_id) ?? { count: 0, open: 0, reasons: [] as CommentReportCount[] };
    entry.count += Number(row.n);
    entry.open += Number(row.open ?? 0);
    entry.reasons.push({ reason: row.reason, count: Number(row.n) });
    counts.set(row.comment_id, entry);
  }
  return counts;
}

/** The page's decisions, oldest first, per comment: who by the staff member's current name, or the command line's. */
async function decisions(db: Db, ids: number[]): Promise<Map<number, CommentDecision[]>> {
  const history = new Map<number, CommentDecision[]>();
  if (ids.length === 0) return history;
  const rows = await db
    .selectFrom('comment_moderation')
    .leftJoin('staff_members', 'staff_members.id', 'comment_moderation.staff_member_id')
    .select(['comment_moderation.comment_id', 'comment_moderation.action', 'comment_moderation.reason', 'comment_moderation.created_at', 'comment_moderation.actor_name', 'staff_members.name'])
    .where('comment_moderation.comment_id', 'in', ids)
    .orderBy('comment_moderation.id')
    .execute();
  for (const row of rows) {
    const list = history.get(row.comment_id) ?? [];
    list.push({ action: row.action, reason: row.reason, by: row.name ?? row.actor_name ?? '—', at: row.created_at });
    history.set(row.comment_id, list);
  }
  return history;
}

type Listed = ReturnType<typeof filtered>;

/** What a listed comment is made of. */
const withColumns = (rows: Listed) =>
  rows.select([
    'comments.id',
    'comments.article_id',
    'comments.content',
    'comments.created_at',
    'comments.staff_member_id',
    'comments.hidden_at',
    'articles.title',
    'users.email',
    'users.team_name',
    'staff_members.name as staff_name',
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** The rows with their reports and decisions, as the contract says. */
async function assemble(db: Db, rows: Row[], language: Language): Promise<AdminComment[]> {
  const ids = rows.map((row) => row.id);
  const [reports, history] = await Promise.all([reportCounts(db, ids), decisions(db, ids)]);
  return rows.map((row) => {
    const past = history.get(row.id) ?? [];
    return {
      id: row.id,
      articleId: row.article_id,
      articleTitle: row.title,
      content: row.content,
      createTime: row.created_at,
      author: publicAuthor(row, language),
      byStaff: row.staff_member_id !== null,
      staffAuthor: row.staff_member_id !== null ? (row.staff_name ?? '—') : null,
      reports: reports.get(row.id) ?? { count: 0, open: 0, reasons: [] },
      hidden: row.hidden_at !== null ? (past.findLast((decision) => decision.action === 'hide') ?? null) : null,
      history: past,
    };
  });
}

/** One page of comments, newest first, as the back office lists them; authors in the caller's language. */
export async function adminCommentPage(db: Db, query: AdminCommentsQuery, language: Language): Promise<AdminCommentPage> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? ADMIN_COMMENT_PAGE_SIZE };
  const { rows, count } = await fetchPage(filtered(db, query), page, (q) => withColumns(q).orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc'));
  return { lists: await assemble(db, rows, language), count, ...page };
}

/** One comment as the back office lists it (after a decision or a reply); undefined when there is none. */
export async function adminComment(db: Db, id: number, language: Language): Promise<AdminComment | undefined> {
  const rows = await withColumns(filtered(db, {})).where('comments.id', '=', id).execute();
  return (await assemble(db, rows, language))[0];
}
