import type { Kysely, Transaction } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { pick } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { countsByFinalist } from '../votes/counts.js';
import type { FinalistInfo, ScoreCell } from './compute.js';
import type { SubmittedFilm } from './most-active.js';

// The database side of scoring: what the pure functions of compute.ts and most-active.ts read, and the score
// sheet's import. Every query orders its rows, so nothing downstream depends on a database's natural order.

type Db = Kysely<Database>;

export async function groupFinalists(db: Db, group: GroupNumber, lang: Language): Promise<FinalistInfo[]> {
  const rows = await db.selectFrom('finalists').selectAll().where('contest_group', '=', toContestGroup(group)).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, position: row.position, teamName: pick(row, 'team_name', lang), school: pick(row, 'school', lang) }));
}

export async function groupScores(db: Db, season: string, group: GroupNumber): Promise<ScoreCell[]> {
  const rows = await db
    .selectFrom('jury_scores')
    .select(['judge', 'finalist_id', 'criterion', 'score_centi'])
    .where('season', '=', season)
    .where('contest_group', '=', toContestGroup(group))
    .orderBy('judge')
    .orderBy('finalist_id')
    .orderBy('criterion')
    .execute();
  return rows.map((row) => ({ judge: row.judge, finalistId: row.finalist_id, criterion: row.criterion, centi: row.score_centi }));
}

/** Public votes per finalist film of the season: the votes counted, annulled ones out (votes/counts.ts, docs/adr/0049). */
export async function voteCounts(db: Db, season: string): Promise<Map<number, number>> {
  return countsByFinalist(db, season);
}

/** Every film the season's secondary-school teams submitted, with the captain's school (the team's school). */
export async function submittedFilms(db: Db, season: Season): Promise<SubmittedFilm[]> {
  const filmSteps = season.workSteps(1).filter((work) => work.accept.includes('mp4')).map((work) => work.step);
  if (filmSteps.length === 0) return [];
  const rows = await db
    .selectFrom('works')
    .innerJoin('registrations', 'registrations.id', 'works.registration_id')
    .innerJoin('registration_members', (join) =>
      join.onRef('registration_members.registration_id', '=', 'registrations.id').on('registration_members.position', '=', 'captain'),
    )
    .select(['registration_members.school', 'works.submitted_at'])
    .where('works.season', '=', season.id)
    .where('registrations.contest_group', '=', 'secondary')
    .where('works.step', 'in', filmSteps)
    .orderBy('works.submitted_at')
    .orderBy('works.id')
    .execute();
  return rows.map((row) => ({ school: row.school, submittedAt: row.submitted_at }));
}

export interface ImportSummary {
  judges: string[];
  scores: number;
  /** Scores of the same judges that the import replaced. */
  replaced: number;
}

/**
 * A file holds whole judges: their earlier scores of the group are replaced, in one transaction with the new ones and
 * with whatever `record` writes (the audit entry).
 */
export async function replaceJudgeScores(
  db: Db,
  season: string,
  group: GroupNumber,
  sheet: { cells: ScoreCell[]; judges: string[] },
  by: string,
  at: Date,
  record: (trx: Transaction<Database>, summary: ImportSummary) => Promise<unknown>,
): Promise<ImportSummary> {
  const contestGroup = toContestGroup(group);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('jury_scores')
      .where('season', '=', season)
      .where('contest_group', '=', contestGroup)
      .where('judge', 'in', sheet.judges)
      .executeTakeFirst();
    const importedAt = at.toISOString();
    // Batches keep PostgreSQL under its 65,535 bind parameters for any sheet size.
    for (let start = 0; start < sheet.cells.length; start += 500) {
      const values = sheet.cells.slice(start, start + 500).map((cell) => ({
        season,
        contest_group: contestGroup,
        judge: cell.judge,
        finalist_id: cell.finalistId,
        criterion: cell.criterion,
        score_centi: cell.centi,
        imported_at: importedAt,
        imported_by: by,
      }));
      await trx.insertInto('jury_scores').values(values).execute();
    }
    const summary = { judges: sheet.judges, scores: sheet.cells.length, replaced: Number(removed.numDeletedRows) };
    await record(trx, summary);
    return summary;
  });
}
