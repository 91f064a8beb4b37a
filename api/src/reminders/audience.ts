import { sql, type Kysely } from 'kysely';
import { toContestGroup } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts/languages';
import type { DueReminder } from './schedule.js';

// Who a due reminder goes to (issue 26.5, docs/adr/0045). Read at each pass: whoever acted since is no longer asked.

export interface Recipient {
  userId: number;
  email: string;
  lang: Language;
}

type Db = Kysely<Database>;

/**
 * A works reminder: the group's approved (passed) teams with no work of the step. A work exists only once its upload
 * finished and the team submitted it, so an unfinished upload (or a finished one never submitted) counts as none. A
 * step that follows a shortlist goes only to the teams shortlisted there: the others cannot submit.
 */
async function worksAudience(db: Db, season: string, reminder: DueReminder): Promise<Recipient[]> {
  let query = db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select(['users.id as userId', 'users.email as email', 'registrations.language as language'])
    .where('registrations.season', '=', season)
    .where('registrations.contest_group', '=', toContestGroup(reminder.group))
    .where('registrations.status', '=', 'passed')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('works').select('works.id').whereRef('works.registration_id', '=', 'registrations.id').where('works.step', '=', reminder.step))),
    );
  const shortlist = reminder.shortlistedIn;
  if (shortlist !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('works as earlier')
          .select('earlier.id')
          .whereRef('earlier.registration_id', '=', 'registrations.id')
          .where('earlier.step', '=', shortlist)
          .where('earlier.status', '=', 'shortlisted'),
      ),
    );
  }
  const rows = await query.orderBy('users.id').execute();
  return rows.map((row) => ({ userId: row.userId, email: row.email, lang: fromStoredLanguage(row.language) }));
}

/**
 * A registration reminder: accounts that started a registration and did not submit it. The form keeps its draft in
 * the browser; the one trace it leaves on the server is the ID-card photos it uploads as they are picked. So
 * "started" is: an image upload of the account that is not its avatar, made since this registration opened, and no
 * registration of the account this season. The form's group is not known, so such an account is reminded of each
 * group's registration still open (the mail names the group). Accounts carry no language: the site's default.
 */
async function registrationAudience(db: Db, season: string, opensAt: Date): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('users')
    .select(['users.id as userId', 'users.email as email'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('uploads')
          .select('uploads.id')
          .whereRef('uploads.owner_user_id', '=', 'users.id')
          .where('uploads.kind', '=', 'image')
          .where('uploads.created_at', '>=', opensAt.toISOString())
          // An avatar is stored as its address, /uploads/<storage key> (uploads/names.ts uploadUri).
          .where((inner) => inner.or([inner('users.avatar', 'is', null), inner('users.avatar', '!=', sql<string>`'/uploads/' || ${inner.ref('uploads.storage_path')}`)])),
      ),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('registrations').select('registrations.id').whereRef('registrations.user_id', '=', 'users.id').where('registrations.season', '=', season))))
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ userId: row.userId, email: row.email, lang: DEFAULT_LANGUAGE }));
}

/** Who `reminder` goes to now. */
export async function audienceOf(db: Db, season: string, reminder: DueReminder): Promise<Recipient[]> {
  return reminder.rule === 'works' ? worksAudience(db, season, reminder) : registrationAudience(db, season, reminder.opensAt);
}
