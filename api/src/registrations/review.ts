import type { Kysely } from 'kysely';
import type { AdminRegistration, AdminRegistrationPage, AdminRegistrationsQuery, IdCardSide } from '@portal/contracts/admin-review';
import { toContestGroup, toGroupNumber } from '../content/groups.js';
import { fetchPage } from '../content/paging.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { containsPattern, lowerLike } from '../lib/contains.js';
import { listHistory, listMembers, findRegistration, type RegistrationRow } from './store.js';
import { topicTitle } from './view.js';

// Registrations as staff review them: a season's list with filters and a search, and one registration with its
// members, history and works. The back office's routes answer with these; `pnpm admin registrations show` prints the
// same detail. ID-card images appear as route URLs of the API (./id-cards.ts serves them), never as files.

type Db = Kysely<Database>;

export const DEFAULT_PAGE_SIZE = 20;

/** The route that serves a member's ID-card image to staff (registrations/routes/admin.ts). */
export function idCardUrl(registrationId: number, ordinal: number, side: IdCardSide): string {
  return `/api/admin/registrations/${registrationId}/members/${ordinal}/id-card/${side}`;
}

function filtered(db: Db, season: string, query: AdminRegistrationsQuery) {
  let q = db.selectFrom('registrations').leftJoin('users', 'users.id', 'registrations.user_id').where('registrations.season', '=', season);
  if (query.group !== undefined) q = q.where('registrations.contest_group', '=', toContestGroup(query.group));
  if (query.status !== undefined) q = q.where('registrations.status', '=', query.status);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        lowerLike(eb.ref('registrations.team_name'), pattern),
        lowerLike(eb.ref('users.email'), pattern),
        eb.exists(
          eb
            .selectFrom('registration_members as m')
            .select('m.id')
            .whereRef('m.registration_id', '=', 'registrations.id')
            .where((member) =>
              member.or([lowerLike(member.ref('m.name'), pattern), lowerLike(member.ref('m.school'), pattern), lowerLike(member.ref('m.email'), pattern)]),
            ),
        ),
      ]),
    );
  }
  return q;
}

/** A page of the season's registrations, newest change first unless asked otherwise. */
export async function reviewPage(db: Db, season: string, query: AdminRegistrationsQuery): Promise<AdminRegistrationPage> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? DEFAULT_PAGE_SIZE };
  const column = query.sort === 'created' ? 'registrations.created_at' : 'registrations.updated_at';
  const order = query.order ?? 'desc';
  const { rows, count } = await fetchPage(filtered(db, season, query), page, (q) =>
    q
      .select([
        'registrations.id as id',
        'registrations.contest_group as contestGroup',
        'registrations.status as status',
        'registrations.team_name as teamName',
        'registrations.topic_key as topic',
        'registrations.created_at as createdAt',
        'registrations.updated_at as updatedAt',
      ])
      .orderBy(column, order)
      .orderBy('registrations.id', order),
  );
  const ids = rows.map((row) => row.id);
  const members = ids.length === 0 ? [] : await db.selectFrom('registration_members').select(['registration_id', 'position', 'school']).where('registration_id', 'in', ids).execute();
  return {
    lists: rows.map((row) => {
      const own = members.filter((member) => member.registration_id === row.id);
      return {
        id: row.id,
        group: toGroupNumber(row.contestGroup),
        status: row.status,
        teamName: row.teamName,
        topic: row.topic,
        members: own.length,
        school: own.find((member) => member.position === 'captain')?.school ?? null,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    }),
    count,
    ...page,
  };
}

/** Everything staff see of one registration, as stored. */
export interface RegistrationDetail {
  row: RegistrationRow;
  account: { id: number; email: string } | null;
  members: Awaited<ReturnType<typeof listMembers>>;
  history: Awaited<ReturnType<typeof listHistory>>;
  works: { id: number; step: string; status: AdminRegistration['works'][number]['status'] }[];
}

export async function registrationDetail(db: Db, id: number): Promise<RegistrationDetail | undefined> {
  const row = await findRegistration(db, id);
  if (!row) return undefined;
  const [account, members, history, works] = await Promise.all([
    db.selectFrom('users').select(['id', 'email']).where('id', '=', row.user_id).executeTakeFirst(),
    listMembers(db, id),
    listHistory(db, id),
    db.selectFrom('works').select(['id', 'step', 'status']).where('registration_id', '=', id).orderBy('id').execute(),
  ]);
  return { row, account: account ?? null, members, history, works };
}

/** The detail as the back office shows it, topic in the request's language. */
export async function adminRegistrationView(db: Db, detail: RegistrationDetail, lang: Language): Promise<AdminRegistration> {
  const { row } = detail;
  return {
    id: row.id,
    season: row.season,
    group: toGroupNumber(row.contest_group),
    status: row.status,
    reason: row.reason,
    teamName: row.team_name,
    topic: row.topic_key,
    topicTitle: await topicTitle(db, row.topic_key, lang),
    language: row.language,
    account: detail.account,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    members: detail.members.map((member) => ({
      ordinal: member.ordinal,
      position: member.position,
      name: member.name,
      birthDate: member.birth_date,
      school: member.school,
      studentId: member.student_id,
      email: member.email,
      idCard: { front: idCardUrl(row.id, member.ordinal, 'front'), back: idCardUrl(row.id, member.ordinal, 'back') },
    })),
    history: detail.history.map((event) => ({
      from: event.from_status,
      to: event.to_status,
      reason: event.reason,
      by: event.actor,
      byName: event.actor === 'organizer' ? event.actor_name : null,
      at: event.at,
    })),
    works: detail.works,
  };
}
