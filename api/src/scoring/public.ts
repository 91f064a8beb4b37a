import type { Kysely } from 'kysely';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { pick } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import type { ResultsState } from '@portal/contracts/display';
import type { Season } from '../season/season.js';
import { FORMULA_VERSION, MERIT_AWARDS } from './formula.js';
import { resultsOn } from './result.js';

// GET /api/display/results: what the winners pages say about a group's result. The formula is public all along;
// the table only from the group's winners day, and only once published. Before that the page learns the day.

type Db = Kysely<Database>;

const formulaKeys = {
  1: { formula: 'scoringFormulaFilms', tieRule: 'scoringTieFilms', awards: 'scoringAwardsFilms' },
  2: { formula: 'scoringFormulaUniversity', tieRule: 'scoringTieUniversity', awards: 'scoringAwardsUniversity' },
} as const;

const toPoints = (centi: number | null) => (centi === null ? null : centi / 100);

async function latestPublication(db: Db, season: string, group: GroupNumber) {
  return db
    .selectFrom('result_publications')
    .selectAll()
    .where('season', '=', season)
    .where('contest_group', '=', toContestGroup(group))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function publishedTable(db: Db, publicationId: number, lang: Language) {
  const rows = await db
    .selectFrom('score_results')
    .innerJoin('finalists', 'finalists.id', 'score_results.finalist_id')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .orderBy('rank')
    .execute();
  return rows.map((row) => ({
    rank: row.rank,
    finalistId: row.finalist_id,
    teamName: pick<'team_name', string>(row, 'team_name', lang),
    school: pick<'school', string>(row, 'school', lang),
    workTitle: pick<'work_title', string>(row, 'work_title', lang),
    jury: row.jury_centi / 100,
    votes: row.votes,
    vote: toPoints(row.vote_centi),
    proposal: toPoints(row.proposal_centi),
    presentation: toPoints(row.presentation_centi),
    final: row.final_centi / 100,
    award: row.award as 'champion' | 'second' | 'third' | 'merit' | null,
  }));
}

export async function resultsState(db: Db, season: Season, lang: Language, group?: GroupNumber): Promise<ResultsState[]> {
  const groups: GroupNumber[] = group === undefined ? [1, 2] : [group];
  const today = season.day(season.now());
  return Promise.all(
    groups.map(async (number) => {
      const day = resultsOn(season, number);
      const publication = await latestPublication(db, season.id, number);
      // A result published early stays private until its day: nobody learns it from the API before the ceremony.
      const visible = publication !== undefined && today >= publication.results_on;
      const keys = formulaKeys[number];
      return {
        group: number,
        season: season.id,
        resultsOn: day,
        published: visible,
        publishedAt: visible ? publication.published_at : null,
        notice: visible ? null : translate('resultsOn', lang, { date: day }),
        formulaVersion: visible ? publication.formula_version : FORMULA_VERSION,
        digest: visible ? publication.digest : null,
        formula: translate(keys.formula, lang),
        tieRule: translate(keys.tieRule, lang),
        awards: translate(keys.awards, lang, { merit: MERIT_AWARDS[number] }),
        mostActiveSchool: visible && publication.most_active_school !== null ? { school: publication.most_active_school, films: publication.most_active_films ?? 0 } : null,
        table: visible ? await publishedTable(db, publication.id, lang) : [],
      };
    }),
  );
}
