import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// Reading a thread's messages with their files, for both sides (team-view.ts and inbox.ts shape them).

type Db = Kysely<Database>;

export interface StoredAttachment {
  id: number;
  messageId: number;
  name: string;
  size: number;
  mime: string;
  kind: string;
  publicId: string;
  ext: string;
}

export interface StoredMessage {
  id: number;
  author: 'team' | 'staff';
  staffName: string | null;
  text: string;
  createdAt: string;
  attachments: StoredAttachment[];
}

export async function threadMessages(db: Db, threadId: number): Promise<StoredMessage[]> {
  const rows = await db
    .selectFrom('question_messages as m')
    .leftJoin('staff_members as s', 's.id', 'm.staff_member_id')
    .select(['m.id', 'm.author', 'm.text', 'm.created_at', 'm.actor_name', 's.name as staff_name'])
    .where('m.thread_id', '=', threadId)
    .orderBy('m.id')
    .execute();
  const files =
    rows.length === 0
      ? []
      : await db
          .selectFrom('question_attachments as a')
          .innerJoin('uploads as u', 'u.id', 'a.upload_id')
          .select(['a.id', 'a.message_id', 'u.original_name', 'u.size', 'u.mime', 'u.kind', 'u.public_id', 'u.ext'])
          .where('a.message_id', 'in', rows.map((row) => row.id))
          .orderBy('a.message_id')
          .orderBy('a.ordinal')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    staffName: row.author === 'staff' ? (row.staff_name ?? row.actor_name) : null,
    text: row.text,
    createdAt: row.created_at,
    attachments: files
      .filter((file) => file.message_id === row.id)
      // pg returns bigint as a string; every size fits a double exactly.
      .map((file) => ({ id: file.id, messageId: file.message_id, name: file.original_name, size: Number(file.size), mime: file.mime, kind: file.kind, publicId: file.public_id, ext: file.ext })),
  }));
}
