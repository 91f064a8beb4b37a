import type { Kysely } from 'kysely';
import type { DeskRound, JudgeEntry, JudgingDesk, RubricItem as RubricItemView } from '@portal/contracts/admin-judging';
import { LANGUAGE_TAG, type Language } from '@portal/contracts/languages';
import type { Database } from '../../db/schema.js';
import type { Season } from '../../season/season.js';
import { roundPhase, type JudgingRound } from '../rounds.js';
import { entriesOfJudge, roundsOfJudge, type DeskEntryRow } from './access.js';
import { describeFiles, entryUploads } from './files.js';
import { findSheet, fromCenti, scoredCount, sheetCells } from './sheet.js';

// The judge's desk and one entry as the judge reads them (contracts/src/admin-judging.ts). In a blind round nothing
// here names the team: entries are numbers, files `entry-007.*`, and `team` is null.

type Db = Kysely<Database>;

export function rubricView(round: JudgingRound, lang: Language): RubricItemView[] {
  return round.rubric.map((item) => ({ key: item.key, title: item.title[LANGUAGE_TAG[lang]], max: item.max, weight: item.weight, part: item.part }));
}

export async function deskView(db: Db, season: Season, staffId: number, lang: Language): Promise<JudgingDesk> {
  const rounds: DeskRound[] = [];
  for (const round of await roundsOfJudge(db, season, staffId)) {
    const sheet = await findSheet(db, season, round, staffId);
    const cells = await sheetCells(db, sheet?.id);
    const entries = await entriesOfJudge(db, season, round, staffId);
    rounds.push({
      group: round.group,
      key: round.key,
      kind: round.kind,
      title: round.title[LANGUAGE_TAG[lang]],
      from: round.from,
      to: round.to,
      phase: roundPhase(season, round),
      blind: round.blind,
      rubric: rubricView(round, lang),
      sheet: { status: sheet?.status ?? 'draft', submittedAt: sheet?.submitted_at ?? null, reopenReason: sheet?.reopen_reason ?? null },
      entries: entries.map((entry) => {
        const scored = scoredCount(round, cells.get(entry.id));
        return { id: entry.id, number: entry.number, scored, complete: scored === round.rubric.length };
      }),
    });
  }
  return { rounds };
}

/** criterion → points or null, for every criterion of the rubric. */
export function scoresView(round: JudgingRound, cells: Map<string, number> | undefined): Record<string, number | null> {
  return Object.fromEntries(round.rubric.map((item) => [item.key, cells?.has(item.key) ? fromCenti(cells.get(item.key) as number) : null]));
}

/** The work's title and, only for a round that is not blind, the team. */
async function identity(db: Db, round: JudgingRound, entry: DeskEntryRow, lang: Language): Promise<{ title: string; team: JudgeEntry['team'] }> {
  const tag = LANGUAGE_TAG[lang].replace('-', '_') as 'zh_hk' | 'zh_cn' | 'en';
  let title = '';
  let team: JudgeEntry['team'] = null;
  if (entry.workId !== null) {
    const work = await db.selectFrom('works').select(['title', 'registration_id']).where('id', '=', entry.workId).executeTakeFirst();
    title = work?.title ?? '';
  } else if (entry.finalistId !== null) {
    const finalist = await db.selectFrom('finalists').selectAll().where('id', '=', entry.finalistId).executeTakeFirst();
    title = finalist ? finalist[`work_title_${tag}`] : '';
    if (!round.blind && finalist) team = { name: finalist[`team_name_${tag}`], school: finalist[`school_${tag}`] };
  }
  if (!round.blind && team === null && entry.registrationId !== null) {
    const registration = await db.selectFrom('registrations').select('team_name').where('id', '=', entry.registrationId).executeTakeFirst();
    const captain = await db
      .selectFrom('registration_members')
      .select('school')
      .where('registration_id', '=', entry.registrationId)
      .orderBy('ordinal')
      .executeTakeFirst();
    team = { name: registration?.team_name ?? '', school: captain?.school ?? '' };
  }
  return { title, team };
}

export async function entryView(
  db: Db,
  season: Season,
  staffId: number,
  found: { round: JudgingRound; entry: DeskEntryRow; list: DeskEntryRow[] },
  lang: Language,
): Promise<JudgeEntry> {
  const { round, entry, list } = found;
  const sheet = await findSheet(db, season, round, staffId);
  const cells = await sheetCells(db, sheet?.id);
  const at = list.findIndex((candidate) => candidate.id === entry.id);
  const { title, team } = await identity(db, round, entry, lang);
  return {
    id: entry.id,
    number: entry.number,
    group: round.group,
    round: round.key,
    phase: roundPhase(season, round),
    title,
    team,
    files: describeFiles(entry.id, entry.number, await entryUploads(db, round, entry)),
    rubric: rubricView(round, lang),
    scores: scoresView(round, cells.get(entry.id)),
    sheetStatus: sheet?.status ?? 'draft',
    previous: list[at - 1]?.id ?? null,
    next: list[at + 1]?.id ?? null,
  };
}
