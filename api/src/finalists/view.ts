import type { Kysely } from 'kysely';
import { FINALISTS_PER_GROUP, type AdminFinalist, type AdminFinalistList } from '@portal/contracts/admin-results';
import { selectedGroups, toContestGroup, toGroupNumber, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { textsOf } from './texts.js';

// The finalists as the back office shows them: every language side by side, the public media, the registration each
// one is, and how full each group is.

type Db = Kysely<Database>;

function finalistsQuery(db: Db) {
  return db
    .selectFrom('finalists')
    .leftJoin('registrations', 'registrations.id', 'finalists.registration_id')
    .selectAll('finalists')
    .select(['registrations.team_name as registration_team', 'registrations.status as registration_status']);
}

type Row = Awaited<ReturnType<ReturnType<typeof finalistsQuery>['execute']>>[number];

function toAdminFinalist(row: Row): AdminFinalist {
  return {
    id: row.id,
    group: toGroupNumber(row.contest_group),
    position: row.position,
    sample: row.sample === 1,
    ...textsOf(row),
    poster: row.poster,
    video: row.video,
    registration:
      row.registration_id === null ? null : { id: row.registration_id, teamName: row.registration_team ?? '', status: row.registration_status ?? '' },
  };
}

export async function adminFinalistList(db: Db, group: GroupNumber | undefined): Promise<AdminFinalistList> {
  // Named by table: registrations has a contest_group too. Secondary school first, as inGroups orders.
  const rows = await finalistsQuery(db)
    .where('finalists.contest_group', 'in', selectedGroups(group))
    .orderBy('finalists.contest_group')
    .orderBy('finalists.position')
    .orderBy('finalists.id')
    .execute();
  const finalists = rows.map(toAdminFinalist);
  const groups = selectedGroups(group).map((contestGroup) => {
    const number = toGroupNumber(contestGroup);
    return { group: number, count: rows.filter((row) => row.contest_group === toContestGroup(number)).length, max: FINALISTS_PER_GROUP[number] };
  });
  return { finalists, groups };
}

export async function adminFinalist(db: Db, id: number): Promise<AdminFinalist | undefined> {
  const row = await finalistsQuery(db).where('finalists.id', '=', id).executeTakeFirst();
  return row && toAdminFinalist(row);
}
