import type { Kysely } from 'kysely';
import type { AdminQuestionPage, AdminQuestionSummary, AdminQuestionThread, AdminQuestionsQuery, QuestionTeam } from '@portal/contracts/admin-questions';
import { toGroupNumber } from '../content/groups.js';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import { containsPattern, lowerLike } from '../lib/contains.js';
import { excerpt } from './rules.js';
import { threadMessages } from './store.js';

// The questions inbox (GET /api/admin/questions, `pnpm admin questions list`): every team's thread, the unanswered
// first, then the latest message first; one thread with its messages and the team's context (its registration in the
// current season). Reading a thread moves the staff's read marker.

type Db = Kysely<Database>;

export const DEFAULT_PAGE_SIZE = 20;

/** The route that serves a question's file to staff (questions/admin-routes.ts), opened through a file link. */
export const attachmentPath = (threadId: number, attachmentId: number) => `/api/admin/questions/${threadId}/attachments/${attachmentId}`;

function filtered(db: Db, season: string, query: AdminQuestionsQuery) {
  let q = db
    .selectFrom('question_threads as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('registrations as r', (join) => join.onRef('r.user_id', '=', 't.user_id').on('r.season', '=', season));
  if (query.state === 'unanswered') q = q.where('t.awaiting_answer', '=', 1);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([lowerLike(eb.ref('u.email'), pattern), lowerLike(eb.ref('u.team_name'), pattern), lowerLike(eb.ref('r.team_name'), pattern)]));
  }
  return q;
}

const summaryColumns = [
  't.id as id',
  't.user_id as userId',
  't.lang as lang',
  't.awaiting_answer as awaiting',
  't.last_message_at as lastMessageAt',
  't.answered_at as answeredAt',
  'u.email as email',
  'u.team_name as profileTeamName',
  'r.id as registrationId',
  'r.team_name as registrationTeamName',
  'r.contest_group as contestGroup',
  'r.status as registrationStatus',
] as const;

interface SummaryRow {
  id: number;
  userId: number;
  lang: string;
  awaiting: number;
  lastMessageAt: string;
  answeredAt: string | null;
  email: string;
  profileTeamName: string | null;
  registrationId: number | null;
  registrationTeamName: string | null;
  contestGroup: 'secondary' | 'university' | null;
  registrationStatus: 'pending' | 'passed' | 'failed' | null;
}

function teamOf(row: SummaryRow): QuestionTeam {
  return {
    userId: row.userId,
    teamName: row.registrationTeamName ?? row.profileTeamName ?? '',
    email: row.email,
    group: row.contestGroup === null ? null : toGroupNumber(row.contestGroup),
    registrationId: row.registrationId,
    registrationStatus: row.registrationStatus,
  };
}

async function lastMessages(db: Db, threadIds: number[]): Promise<Map<number, { text: string; count: number }>> {
  const found = new Map<number, { text: string; count: number }>();
  if (threadIds.length === 0) return found;
  const rows = await db.selectFrom('question_messages').select(['thread_id', 'id', 'text']).where('thread_id', 'in', threadIds).orderBy('id').execute();
  for (const row of rows) found.set(row.thread_id, { text: row.text, count: (found.get(row.thread_id)?.count ?? 0) + 1 });
  return found;
}

function summary(row: SummaryRow, last: { text: string; count: number } | undefined): AdminQuestionSummary {
  return {
    id: row.id,
    team: teamOf(row),
    lang: fromStoredLanguage(row.lang),
    awaitingAnswer: row.awaiting === 1,
    messageCount: last?.count ?? 0,
    excerpt: excerpt(last?.text ?? ''),
    lastMessageAt: row.lastMessageAt,
    answeredAt: row.answeredAt,
  };
}

export async function questionPage(db: Db, season: string, query: AdminQuestionsQuery): Promise<AdminQuestionPage> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? DEFAULT_PAGE_SIZE };
  const { rows, count } = await fetchPage(filtered(db, season, query), page, (q) =>
    q.select(summaryColumns).orderBy('t.awaiting_answer', 'desc').orderBy('t.last_message_at', 'desc').orderBy('t.id', 'desc'),
  );
  const last = await lastMessages(db, rows.map((row) => row.id));
  return { lists: rows.map((row) => summary(row, last.get(row.id))), count, page_no: page.page_no, page_size: page.page_size };
}

/** One thread whole, or undefined; `markRead` moves the staff's read marker (the back office's view, not the CLI's). */
export async function questionThread(db: Db, season: string, id: number, markRead?: Date): Promise<AdminQuestionThread | undefined> {
  const row = await filtered(db, season, {}).select(summaryColumns).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const messages = await threadMessages(db, id);
  if (markRead) await db.updateTable('question_threads').set({ staff_read_at: markRead.toISOString() }).where('id', '=', id).execute();
  const last = messages.at(-1);
  return {
    ...summary(row, last && { text: last.text, count: messages.length }),
    messages: messages.map((m) => ({
      id: m.id,
      by: m.author,
      staffName: m.staffName,
      text: m.text,
      createdAt: m.createdAt,
      attachments: m.attachments.map((file) => ({ id: file.id, name: file.name, size: file.size, mime: file.mime, image: file.kind === 'image', path: attachmentPath(id, file.id) })),
    })),
  };
}
