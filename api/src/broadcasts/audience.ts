import type { BroadcastAudience, BroadcastCount } from '@portal/contracts/admin-broadcasts';
import type { Language } from '@portal/contracts/languages';
import type { Kysely, Transaction } from 'kysely';
import { toContestGroup } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { fromStoredLanguage } from '../i18n/edges.js';

// Who a broadcast reaches (contracts/src/admin-broadcasts.ts): the accounts registered in the season, narrowed by each
// filter that is set (AND across filters, OR within one). One recipient per account: a registration is one account's,
// and the mail goes to the account's address in the language the team registered in. Accounts that unsubscribed are
// counted apart and never sent to.

type Db = Kysely<Database> | Transaction<Database>;

export interface Recipient {
  userId: number;
  email: string;
  lang: Language;
}

export interface Audience {
  recipients: Recipient[];
  optedOut: number;
}

export async function findAudience(db: Db, season: string, audience: BroadcastAudience): Promise<Audience> {
  let query = db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('mail_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id as userId', 'u.email as email', 'r.language as language', 'p.opted_out_at as optedOutAt'])
    .where('r.season', '=', season);
  if (audience.groups.length > 0) query = query.where('r.contest_group', 'in', audience.groups.map(toContestGroup));
  if (audience.registrationStatuses.length > 0) query = query.where('r.status', 'in', audience.registrationStatuses);
  const works = audience.worksStatuses;
  if (works.length > 0) {
    const statuses = works.filter((status) => status !== 'none');
    query = query.where((eb) => {
      const workOf = () => eb.selectFrom('works as w').select('w.id').whereRef('w.registration_id', '=', 'r.id');
      const either = [];
      if (statuses.length > 0) either.push(eb.exists(workOf().where('w.status', 'in', statuses)));
      if (works.includes('none')) either.push(eb.not(eb.exists(workOf())));
      return eb.or(either);
    });
  }
  if (audience.finalistsOnly) {
    query = query.where((eb) => eb.exists(eb.selectFrom('finalists as f').select('f.id').whereRef('f.registration_id', '=', 'r.id')));
  }
  const rows = await query.orderBy('u.id').execute();
  const recipients = rows
    .filter((row) => row.optedOutAt === null)
    .map((row) => ({ userId: row.userId, email: row.email, lang: fromStoredLanguage(row.language) }));
  return { recipients, optedOut: rows.length - recipients.length };
}

export function countOf({ recipients, optedOut }: Audience): BroadcastCount {
  const byLanguage = { zhComplex: 0, zhSimple: 0, en: 0 };
  for (const recipient of recipients) byLanguage[recipient.lang] += 1;
  return { recipients: recipients.length, optedOut, byLanguage };
}
