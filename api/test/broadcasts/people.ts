import type { Kysely } from 'kysely';
import type { ContestGroup } from '../../src/db/schema-content.js';
import type { RegistrationStatusValue } from '../../src/db/schema-registrations.js';
import type { Database } from '../../src/db/schema.js';
import type { WorkStatusValue } from '../../src/db/schema-works.js';

// The accounts the broadcast tests send to, made straight in the database: a registration per account in a group,
// status and language, its works' statuses, and whether a finalist is linked to it.

export interface Person {
  email: string;
  group?: ContestGroup;
  status?: RegistrationStatusValue;
  /** The stored tag: zh-hk | zh-cn | en. */
  language?: string;
  works?: WorkStatusValue[];
  finalist?: boolean;
  season?: string;
}

let position = 50;

export async function addPerson(db: Kysely<Database>, person: Person): Promise<number> {
  const at = new Date().toISOString();
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: person.email, team_name: null, password_hash: null, created_at: at, avatar: null, members: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!person.group) return userId;
  const { id: registrationId } = await db
    .insertInto('registrations')
    .values({
      season: person.season ?? '2023-2024',
      user_id: userId,
      contest_group: person.group,
      team_name: `Team ${person.email}`,
      topic_key: 'topic',
      status: person.status ?? 'pending',
      reason: null,
      language: person.language ?? 'zh-hk',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [n, status] of (person.works ?? []).entries()) {
    const { id: uploadId } = await db
      .insertInto('uploads')
      .values({ public_id: `${person.email}-${n}`, owner_user_id: userId, kind: 'video', mime: 'video/mp4', ext: 'mp4', size: 1, storage_path: `${person.email}-${n}`, original_name: 'film.mp4', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('works')
      .values({ season: '2023-2024', registration_id: registrationId, step: `step${n}`, title: 'Film', topic_key: 'topic', upload_id: uploadId, status, statement_accepted_at: at, submitted_at: at, updated_at: at })
      .execute();
  }
  if (person.finalist) {
    position += 1;
    const t = (base: string) => ({ [`${base}_zh_hk`]: 'x', [`${base}_zh_cn`]: 'x', [`${base}_en`]: 'x' });
    await db
      .insertInto('finalists')
      .values({ contest_group: person.group, position, sample: 0, registration_id: registrationId, ...t('team_name'), ...t('school'), ...t('work_title') } as never)
      .execute();
  }
  return userId;
}
