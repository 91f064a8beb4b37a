import type { Kysely } from 'kysely';
import type { MyQuestionThread, QuestionAttachment } from '@portal/contracts/questions';
import type { Database } from '../db/schema.js';
import { uploadUri } from '../uploads/names.js';
import { threadMessages, type StoredAttachment } from './store.js';

// The team's own thread (GET /api/question/thread). Reading it moves the team's read marker: answers it has now seen
// are no longer unread. Staff answer as "the organizers": the team never sees a staff member's name.

const teamAttachment = (file: StoredAttachment): QuestionAttachment => ({
  id: file.id,
  name: file.name,
  size: file.size,
  mime: file.mime,
  image: file.kind === 'image',
  // The team's own upload: /uploads/ serves it to its owner only (uploads/routes/files.ts).
  uri: uploadUri(file.publicId, file.ext),
});

export async function myThread(db: Kysely<Database>, userId: number, now: Date = new Date()): Promise<MyQuestionThread> {
  const thread = await db.selectFrom('question_threads').select(['id', 'awaiting_answer', 'team_read_at']).where('user_id', '=', userId).executeTakeFirst();
  if (!thread) return { messages: [], unread: 0, awaitingAnswer: false };
  const messages = await threadMessages(db, thread.id);
  const unread = messages.filter((m) => m.author === 'staff' && (thread.team_read_at === null || m.createdAt > thread.team_read_at)).length;
  if (unread > 0) await db.updateTable('question_threads').set({ team_read_at: now.toISOString() }).where('id', '=', thread.id).execute();
  return {
    messages: messages.map((m) => ({ id: m.id, by: m.author, text: m.text, createdAt: m.createdAt, attachments: m.attachments.map(teamAttachment) })),
    unread,
    awaitingAnswer: thread.awaiting_answer === 1,
  };
}
