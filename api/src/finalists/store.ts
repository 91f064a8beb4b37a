import type { Kysely } from 'kysely';
import { recordAudit, type Actor } from '../audit/record.js';
import { inGroups, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';

// The organizer's side of the finalists table (migration 010): media URLs and the link to a registration.

type Db = Kysely<Database>;

export async function listFinalistRows(db: Db, group: GroupNumber | undefined) {
  return db
    .selectFrom('finalists')
    .selectAll()
    .$call(inGroups(group))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findFinalist(db: Db, id: number) {
  return db.selectFrom('finalists').selectAll().where('id', '=', id).executeTakeFirst();
}

export type LinkRefusal =
  | { reason: 'noFinalist' }
  | { reason: 'noRegistration' }
  | { reason: 'otherGroup'; finalistGroup: string; registrationGroup: string }
  | { reason: 'otherSeason'; season: string }
  | { reason: 'notPassed'; status: string }
  | { reason: 'taken'; finalistId: number };

export type LinkResult = { ok: true; teamName: string; previous: number | null; members: string[] } | ({ ok: false } & LinkRefusal);

/**
 * Links a finalist to the registration of its team: same contest group, the season's, passed review, and not
 * already another finalist's. Checked and written in one transaction with its audit entry; a refusal changes nothing.
 */
export async function linkRegistration(db: Db, finalistId: number, registrationId: number, season: string, actor: Actor): Promise<LinkResult> {
  return db.transaction().execute(async (trx): Promise<LinkResult> => {
    const finalist = await findFinalist(trx, finalistId);
    if (!finalist) return { ok: false, reason: 'noFinalist' };
    const registration = await trx.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirst();
    if (!registration) return { ok: false, reason: 'noRegistration' };
    if (registration.contest_group !== finalist.contest_group) {
      return { ok: false, reason: 'otherGroup', finalistGroup: finalist.contest_group, registrationGroup: registration.contest_group };
    }
    if (registration.season !== season) return { ok: false, reason: 'otherSeason', season: registration.season };
    if (registration.status !== 'passed') return { ok: false, reason: 'notPassed', status: registration.status };
    const holder = await trx.selectFrom('finalists').select('id').where('registration_id', '=', registrationId).where('id', '!=', finalistId).executeTakeFirst();
    // The unique index says the same; asking first gives the organizer a sentence instead of a constraint error.
    if (holder) return { ok: false, reason: 'taken', finalistId: holder.id };
    await trx.updateTable('finalists').set({ registration_id: registrationId }).where('id', '=', finalistId).execute();
    await recordAudit(trx, actor, { action: 'finalist.link', target: `finalist:${finalistId}`, detail: { registrationId, previous: finalist.registration_id } });
    const members = (await teamMembers(trx, [finalistId])).get(finalistId) ?? [];
    return { ok: true, teamName: registration.team_name, previous: finalist.registration_id, members };
  });
}

/**
 * The members' names of linked finalists, as their team registered them: the captain first, then in the form's
 * order. Finalists without a registration are not in the map.
 */
export async function teamMembers(db: Db, finalistIds: readonly number[]): Promise<Map<number, string[]>> {
  if (finalistIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('finalists')
    .innerJoin('registration_members', 'registration_members.registration_id', 'finalists.registration_id')
    .select(['finalists.id as finalistId', 'registration_members.name', 'registration_members.position'])
    .where('finalists.id', 'in', [...finalistIds])
    .orderBy('finalists.id')
    .orderBy('registration_members.ordinal')
    .execute();
  const names = new Map<number, string[]>();
  for (const row of rows) {
    const team = names.get(row.finalistId) ?? [];
    if (row.position === 'captain') team.unshift(row.name);
    else team.push(row.name);
    names.set(row.finalistId, team);
  }
  return names;
}
