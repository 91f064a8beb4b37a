import { sql, type Kysely } from 'kysely';
import type { AdminDashboard, RegistrationCounts, VotesPerDay, WorkCounts } from '@portal/contracts/admin-review';
import { toGroupNumber, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { groupSeason } from '../season/state.js';
import type { Season } from '../season/season.js';
import { chainTally } from '../votes/counts.js';
import { WORK_STATUSES } from '../works/status.js';
import { stepTitle } from '../works/view.js';

// The season's funnel for the back office's dashboard, now by the server's clock: accounts, registrations by group and
// status, works by step and status, votes per Hong Kong day, and which steps are open. Votes per day follow the public
// rule of the vote count (votes/routes.ts, docs/adr/0014): only once voting has closed, since a live curve per day is
// a live signal to later voters; the total is public throughout.

type Db = Kysely<Database>;

const GROUPS = [1, 2] as const satisfies readonly GroupNumber[];
/** The group whose films the public votes on. */
const VOTING_GROUP = 1;

async function registrationCounts(db: Db, season: string): Promise<RegistrationCounts[]> {
  const rows = await db
    .selectFrom('registrations')
    .select(['contest_group', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('season', '=', season)
    .groupBy(['contest_group', 'status'])
    .execute();
  return GROUPS.map((group) => {
    const count = (status: string) => Number(rows.find((row) => toGroupNumber(row.contest_group) === group && row.status === status)?.n ?? 0);
    return { group, pending: count('pending'), passed: count('passed'), failed: count('failed') };
  });
}

async function workCounts(db: Db, season: Season, lang: Language): Promise<WorkCounts[]> {
  const rows = await db
    .selectFrom('works')
    .innerJoin('registrations', 'registrations.id', 'works.registration_id')
    .select(['registrations.contest_group as contestGroup', 'works.step as step', 'works.status as status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('works.season', '=', season.id)
    .groupBy(['registrations.contest_group', 'works.step', 'works.status'])
    .execute();
  return GROUPS.flatMap((group) => {
    const own = rows.filter((row) => toGroupNumber(row.contestGroup) === group);
    // The season file's steps in its order, even without works yet; then any step only the rows still name.
    const steps = [...new Set([...season.workSteps(group).map((work) => work.step), ...own.map((row) => row.step)])];
    return steps.map((step) => {
      const count = (status: string) => Number(own.find((row) => row.step === step && row.status === status)?.n ?? 0);
      const [submitted, underReview, shortlisted, notShortlisted] = WORK_STATUSES.map(count) as [number, number, number, number];
      return { group, step, title: stepTitle(season, group, step, lang), submitted, underReview, shortlisted, notShortlisted };
    });
  });
}

/**
 * Votes per day of the season's time zone. Counted by the database per UTC hour (per minute for a zone with a
 * minutes offset), so at most a row per hour of the vote reaches this process, and the hours are put into days here.
 */
async function votesPerDay(db: Db, season: Season): Promise<VotesPerDay[]> {
  const wholeHours = /:00$/.test(season.file.timeZoneOffset);
  const width = wholeHours ? 13 : 16;
  const bucket = sql<string>`substr(created_at, 1, ${sql.lit(width)})`;
  const rows = await db
    .selectFrom('votes')
    .select([bucket.as('bucket'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('season', '=', season.id)
    // Annulled votes are not counted (docs/adr/0049): the days add up to the total.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vote_annulments as a').select('a.id').whereRef('a.season', '=', 'votes.season').whereRef('a.annulled_seq', '=', 'votes.seq'))),
    )
    .groupBy(bucket)
    .execute();
  const days = new Map<string, number>();
  for (const row of rows) {
    const day = season.day(new Date(`${row.bucket}${wholeHours ? ':00' : ''}:00.000Z`));
    days.set(day, (days.get(day) ?? 0) + Number(row.n));
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, votes]) => ({ day, votes }));
}

export async function seasonFunnel(db: Db, season: Season, lang: Language): Promise<AdminDashboard> {
  const at = season.now();
  const phase = season.phase(VOTING_GROUP, 'voting', at);
  const [accounts, registrations, works, tally, perDay] = await Promise.all([
    db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    registrationCounts(db, season.id),
    workCounts(db, season, lang),
    chainTally(db, season.id),
    phase === 'closed' ? votesPerDay(db, season) : Promise.resolve(null),
  ]);
  return {
    season: season.id,
    now: at.toISOString(),
    signUps: Number(accounts?.n ?? 0),
    registrations,
    works,
    // The votes counted (annulled ones out), as the public voteCount's total.
    votes: { phase, total: tally.total, perDay },
    groups: GROUPS.map((group) => groupSeason(season, group, lang, at)),
    personalDataUntil: season.file.personalDataUntil,
  };
}
