import type { Kysely } from 'kysely';
import { recordAudit, type Actor } from '../audit/record.js';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Localized, PrizeRank } from '../db/schema-content.js';
import type { Database } from '../db/schema.js';
import { secondaryContest, universityContest } from '../db/seed/data/names.js';
import { columns, fillT3 } from '../db/seed/data/text.js';
import { teamMembers } from '../finalists/store.js';
import { publicContentChanged } from '../prerender/public-content.js';
import { defaultLanguage } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { ScoringError } from './refusals.js';
import { computeResult, resultsOn, type GroupResult } from './result.js';

// `winners publish`: stores the group's table with who, when, the formula version and the digest, and writes the
// public winner rows in three languages and the audit entry, all in one transaction. The rows carry the group's winners day as their
// date; the display route shows them from that day on (ADR 0015), so publishing early is safe.

type Db = Kysely<Database>;

export interface Publication {
  id: number;
  result: GroupResult;
  resultsOn: string;
  winners: number;
}

const contestNames = { 1: secondaryContest, 2: universityContest } as const;

async function prizeTitles(db: Db, group: GroupNumber): Promise<Map<PrizeRank, Localized<'award'>>> {
  const rows = await db.selectFrom('prizes').selectAll().where('contest_group', '=', toContestGroup(group)).execute();
  if (rows.length === 0) throw new ScoringError({ reason: 'noPrizes' });
  return new Map(rows.map((row) => [row.prize_rank, columns('award', [row.title_zh_hk, row.title_zh_cn, row.title_en])]));
}

export async function publishGroup(
  db: Db,
  season: Season,
  group: GroupNumber,
  options: { by: string; actor: Actor; expectDigest?: string; prerenderDir: string },
): Promise<Publication> {
  const voting = season.phase(group, 'voting');
  if (group === 1 && voting !== 'closed') throw new ScoringError({ reason: 'voteOpen' });
  const published = await db.transaction().execute(async (trx) => {
    const result = await computeResult(trx, season, group, defaultLanguage);
    if (options.expectDigest !== undefined && options.expectDigest !== result.digest) {
      throw new ScoringError({ reason: 'digestChanged', digest: result.digest, expected: options.expectDigest });
    }
    const day = resultsOn(season, group);
    const contestGroup = toContestGroup(group);
    const publication = await trx
      .insertInto('result_publications')
      .values({
        season: season.id,
        contest_group: contestGroup,
        published_by: options.by,
        published_at: season.now().toISOString(),
        formula_version: result.formulaVersion,
        digest: result.digest,
        results_on: day,
        most_active_school: result.mostActive?.school ?? null,
        most_active_films: result.mostActive?.films ?? null,
        // Formula 2026.1: the submitted sheets' hashes the digest covers, so anyone can recompute it (null for CSV only).
        sheet_hashes: result.sheets && result.sheets.length > 0 ? JSON.stringify(result.sheets.map((sheet) => [sheet.judge, sheet.hash])) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('score_results')
      .values(
        result.rows.map((row) => ({
          publication_id: publication.id,
          finalist_id: row.finalist.id,
          rank: row.rank,
          jury_centi: row.jury,
          vote_centi: row.vote,
          votes: row.votes,
          proposal_centi: row.proposal,
          presentation_centi: row.presentation,
          final_centi: row.final,
          award: row.award,
        })),
      )
      .execute();
    const winners = await winnerRows(trx, season, group, result, { publicationId: publication.id, day });
    // The group's placeholders (seeded, no season) and an earlier publication of this season give way to this one.
    await trx
      .deleteFrom('winners')
      .where('contest_group', '=', contestGroup)
      .where((eb) => eb.or([eb('season', 'is', null), eb('season', '=', season.id)]))
      .execute();
    if (winners.length > 0) await trx.insertInto('winners').values(winners).execute();
    await recordAudit(trx, options.actor, {
      action: 'winners.publish',
      target: `publication:${publication.id}`,
      detail: { season: season.id, group, digest: result.digest, resultsOn: day, winners: winners.length },
    });
    return { id: publication.id, result, resultsOn: day, winners: winners.length };
  });
  // Pages captured with the earlier winners render live until the next `pnpm prerender` (before the winners day the
  // public answers do not change, but the captures cannot tell which day they were made for).
  await publicContentChanged(options, WINNER_SOURCES);
  return published;
}

/** The API paths whose answers show a publication: a capture that read one showed it. */
export const WINNER_SOURCES = ['/api/display/winners', '/api/display/results'] as const;

/** Names are people's, the same in every language: one JSON array in each language's column. */
function memberColumns(names: readonly string[]) {
  const json = JSON.stringify(names);
  return columns('members', [json, json, json]);
}

async function winnerRows(db: Db, season: Season, group: GroupNumber, result: GroupResult, link: { publicationId: number; day: string }) {
  const titles = await prizeTitles(db, group);
  const awarded = result.rows.filter((row) => row.award !== null);
  const finalists = await db.selectFrom('finalists').selectAll().where('id', 'in', awarded.length > 0 ? awarded.map((row) => row.finalist.id) : [0]).execute();
  const byId = new Map(finalists.map((finalist) => [finalist.id, finalist]));
  const contest = columns('contest', fillT3(['{0}（{1}）', '{0}（{1}）', '{0} ({1})'], contestNames[group], [season.id, season.id, season.id]));
  // Members as their team registered them, for finalists linked to a registration (`pnpm admin finalists link`);
  // an unlinked finalist and the most-active school have none (ADR 0015).
  const teams = await teamMembers(db, awarded.map((row) => row.finalist.id));
  const base = { contest_group: toContestGroup(group), award_date: link.day, season: season.id, publication_id: link.publicationId, ...contest, ...memberColumns([]) };
  const rows = awarded.map((row) => {
    const finalist = byId.get(row.finalist.id);
    const title = titles.get(row.award ?? 'merit');
    if (!finalist || !title) throw new ScoringError({ reason: 'missingRow', finalistId: row.finalist.id, award: row.award ?? '' });
    return {
      ...base,
      position: row.rank,
      sample: finalist.sample,
      ...title,
      ...memberColumns(teams.get(row.finalist.id) ?? []),
      ...columns('school', [finalist.school_zh_hk, finalist.school_zh_cn, finalist.school_en]),
      ...columns('team_name', [finalist.team_name_zh_hk, finalist.team_name_zh_cn, finalist.team_name_en]),
      ...columns('work_title', [finalist.work_title_zh_hk, finalist.work_title_zh_cn, finalist.work_title_en]),
    };
  });
  const active = result.mostActive;
  const activeTitle = titles.get('mostActiveSchool');
  if (active && activeTitle) {
    // A school, not a team: named as its teams typed it, the same in every language.
    rows.push({
      ...base,
      position: rows.length + 1,
      sample: 0,
      ...activeTitle,
      ...columns('school', [active.school, active.school, active.school]),
      ...columns('team_name', ['', '', '']),
      ...columns('work_title', ['', '', '']),
    });
  }
  return rows;
}
