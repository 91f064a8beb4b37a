import type { Kysely } from 'kysely';
import { toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { pick } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { listHistory, listMembers, type RegistrationRow } from './store.js';

// The registration as the team sees it (@portal/contracts/registration Registration).

export async function topicTitle(db: Kysely<Database>, topicKey: string, lang: Language): Promise<string> {
  const row = await db.selectFrom('topics').selectAll().where('topic_key', '=', topicKey).executeTakeFirst();
  if (!row) return topicKey;
  return pick(row, 'title', lang);
}

export async function registrationView(db: Kysely<Database>, season: Season, row: RegistrationRow, lang: Language) {
  const [members, history, title] = await Promise.all([listMembers(db, row.id), listHistory(db, row.id), topicTitle(db, row.topic_key, lang)]);
  const group = toGroupNumber(row.contest_group);
  return {
    id: row.id,
    group,
    teamName: row.team_name,
    topic: row.topic_key,
    topicTitle: title,
    members: members.map((member) => ({
      name: member.name,
      position: member.position,
      birthDate: member.birth_date,
      school: member.school,
      studentId: member.student_id,
      email: member.email,
      idCardFront: member.id_card_front,
      idCardBack: member.id_card_back,
    })),
    status: row.status,
    reason: row.reason,
    canModify: row.status === 'failed' && season.isOpen(group, 'registration'),
    createTime: row.created_at,
    updateTime: row.updated_at,
    history: history.map((event) => ({
      from: event.from_status,
      to: event.to_status,
      reason: event.reason,
      by: event.actor,
      at: event.at,
    })),
  };
}

export type RegistrationView = Awaited<ReturnType<typeof registrationView>>;
