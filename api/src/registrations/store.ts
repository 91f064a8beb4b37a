import type { Kysely, Transaction } from 'kysely';
import type { ContestGroup, Database } from '../db/schema.js';
import type { RegistrationStatusValue } from '../db/schema-registrations.js';
import { AppError } from '../lib/app-error.js';
import type { CleanMember } from './members.js';

// Reads and writes of registrations. Every change is one transaction that also writes its history row; the
// rules that must survive concurrency (one person one team, the cap) are constraints the transaction trips.

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export interface RegistrationInput {
  season: string;
  userId: number;
  group: ContestGroup;
  teamName: string;
  topicKey: string;
  language: string;
  members: CleanMember[];
  /** The group's team cap (university 500), or null. */
  cap: number | null;
}

export type Actor = { kind: 'team' } | { kind: 'organizer'; name: string };

const registrationColumns = [
  'id',
  'season',
  'user_id',
  'contest_group',
  'team_name',
  'topic_key',
  'status',
  'reason',
  'language',
  'created_at',
  'updated_at',
] as const;

export async function findOwnRegistration(db: Db, season: string, userId: number) {
  return db
    .selectFrom('registrations')
    .select(registrationColumns)
    .where('season', '=', season)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findRegistration(db: Db, id: number) {
  return db.selectFrom('registrations').select(registrationColumns).where('id', '=', id).executeTakeFirst();
}

export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

export async function listMembers(db: Db, registrationId: number) {
  return db.selectFrom('registration_members').selectAll().where('registration_id', '=', registrationId).orderBy('ordinal').execute();
}

export async function listHistory(db: Db, registrationId: number) {
  return db.selectFrom('registration_history').selectAll().where('registration_id', '=', registrationId).orderBy('id').execute();
}

/** The first member (1-based) already in another registration of the season, with what matched. */
export async function findTakenMember(
  db: Db,
  season: string,
  members: CleanMember[],
  ownRegistrationId: number | null,
): Promise<{ n: number; who: string } | undefined> {
  let query = db
    .selectFrom('registration_members')
    .select(['email_key', 'student_id_key'])
    .where('season', '=', season)
    .where((eb) =>
      eb.or([
        eb('email_key', 'in', members.map((member) => member.emailKey)),
        eb('student_id_key', 'in', members.map((member) => member.studentIdKey)),
      ]),
    );
  if (ownRegistrationId !== null) query = query.where('registration_id', '!=', ownRegistrationId);
  const taken = await query.execute();
  for (const [index, member] of members.entries()) {
    const hit = taken.find((row) => row.email_key === member.emailKey || row.student_id_key === member.studentIdKey);
    if (hit) return { n: index + 1, who: hit.email_key === member.emailKey ? member.email : member.studentId };
  }
  return undefined;
}

/** Places taken per group this season (the cap counts these). */
export async function takenPlaces(db: Db, season: string, group: ContestGroup): Promise<number> {
  const row = await db
    .selectFrom('group_slots')
    .select('taken')
    .where('season', '=', season)
    .where('contest_group', '=', group)
    .executeTakeFirst();
  return row?.taken ?? 0;
}

/** Takes a place in the group, or throws 'full': one conditional UPDATE, atomic on both databases. */
async function takePlace(trx: Trx, season: string, group: ContestGroup, cap: number | null): Promise<void> {
  await trx
    .insertInto('group_slots')
    .values({ season, contest_group: group, taken: 0 })
    .onConflict((oc) => oc.columns(['season', 'contest_group']).doNothing())
    .execute();
  let update = trx
    .updateTable('group_slots')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('season', '=', season)
    .where('contest_group', '=', group);
  if (cap !== null) update = update.where('taken', '<', cap);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'universityFull', { params: { cap: cap ?? 0 } });
}

async function releasePlace(trx: Trx, season: string, group: ContestGroup): Promise<void> {
  await trx
    .updateTable('group_slots')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('season', '=', season)
    .where('contest_group', '=', group)
    .where('taken', '>', 0)
    .execute();
}

async function insertMembers(trx: Trx, registrationId: number, season: string, members: CleanMember[]): Promise<void> {
  await trx
    .insertInto('registration_members')
    .values(
      members.map((member, index) => ({
        registration_id: registrationId,
        season,
        ordinal: index + 1,
        position: member.position,
        name: member.name,
        birth_date: member.birthDate,
        school: member.school,
        student_id: member.studentId,
        email: member.email,
        email_key: member.emailKey,
        student_id_key: member.studentIdKey,
        id_card_front: member.idCardFront,
        id_card_back: member.idCardBack,
      })),
    )
    .execute();
}

async function recordHistory(
  trx: Trx,
  registrationId: number,
  from: RegistrationStatusValue | null,
  to: RegistrationStatusValue,
  reason: string | null,
  actor: Actor,
  at: string,
): Promise<void> {
  await trx
    .insertInto('registration_history')
    .values({
      registration_id: registrationId,
      from_status: from,
      to_status: to,
      reason,
      actor: actor.kind,
      actor_name: actor.kind === 'organizer' ? actor.name : null,
      at,
    })
    .execute();
}

/** The columns a team's submission sets: a new or resubmitted registration is pending, with no reason. */
function submittedColumns(input: RegistrationInput, at: string) {
  return {
    contest_group: input.group,
    team_name: input.teamName,
    topic_key: input.topicKey,
    status: 'pending' as const,
    reason: null,
    language: input.language,
    updated_at: at,
  };
}

/** A new registration, pending. */
export async function createRegistration(db: Db, input: RegistrationInput, at: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('registrations')
      .values({ season: input.season, user_id: input.userId, created_at: at, ...submittedColumns(input, at) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMembers(trx, id, input.season, input.members);
    await takePlace(trx, input.season, input.group, input.cap);
    await recordHistory(trx, id, null, 'pending', null, { kind: 'team' }, at);
    return id;
  });
}

/** A failed registration, corrected and pending again; false when it is no longer failed (someone got there first). */
export async function resubmitRegistration(db: Db, previous: RegistrationRow, input: RegistrationInput, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('registrations')
      .set(submittedColumns(input, at))
      .where('id', '=', previous.id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('registration_members').where('registration_id', '=', previous.id).execute();
    await insertMembers(trx, previous.id, input.season, input.members);
    if (previous.contest_group !== input.group) {
      await releasePlace(trx, input.season, previous.contest_group);
      await takePlace(trx, input.season, input.group, input.cap);
    }
    await recordHistory(trx, previous.id, 'failed', 'pending', null, { kind: 'team' }, at);
    return true;
  });
}

/**
 * An organizer's decision on a registration in status `from`; false when its status is no longer `from`. `also` runs
 * in the same transaction after the change (the audit entry), so the decision and its record land together.
 */
export async function decideRegistration(
  db: Db,
  id: number,
  from: RegistrationStatusValue,
  to: RegistrationStatusValue,
  reason: string | null,
  actor: Actor,
  at: string,
  also?: (trx: Trx) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('registrations')
      .set({ status: to, reason, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordHistory(trx, id, from, to, reason, actor, at);
    await also?.(trx);
    return true;
  });
}

export interface ListFilter {
  season: string;
  group?: ContestGroup;
  status?: RegistrationStatusValue;
}

export async function listRegistrations(db: Db, filter: ListFilter) {
  let query = db.selectFrom('registrations').select(registrationColumns).where('season', '=', filter.season);
  if (filter.group) query = query.where('contest_group', '=', filter.group);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('id').execute();
}
