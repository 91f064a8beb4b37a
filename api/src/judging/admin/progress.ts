import type { Kysely, Transaction } from 'kysely';
import type { EntryProgress, JudgeProgress, RoundProgress } from '@portal/contracts/admin-judging-rounds';
import { toContestGroup, type GroupNumber } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import type { Season } from '../../season/season.js';
import { conflictedPairs, pairKey } from '../conflicts-read.js';
import { roundPhase, type JudgingRound } from '../rounds.js';
import { entryLabels } from './entry-labels.js';
import { roundJudges } from './judges.js';
import { roundOf } from './round-of.js';

// Where a round stands (issue 27 point 5), per judge and per entry. An assignment the judge is in conflict with does
// not count as theirs: the desk hides it and compute never reads it, so it is neither work to do nor work done.

type Db = Kysely<Database> | Transaction<Database>;

/** Each judge's line: what the round's reminders and the organizer's page read. */
export async function judgeLines(db: Db, season: Season, round: JudgingRound): Promise<{ judges: JudgeProgress[]; perEntry: Map<number, { assigned: number; submitted: number; conflicts: number }> }> {
  const group = toContestGroup(round.group);
  const entries = await db.selectFrom('judging_entries').select('id').where('season', '=', season.id).where('contest_group', '=', group).where('round', '=', round.key).execute();
  const entryIds = entries.map((entry) => entry.id);
  const assignments = entryIds.length === 0 ? [] : await db.selectFrom('judging_assignments').select(['entry_id', 'staff_id', 'panel']).where('entry_id', 'in', entryIds).orderBy('id').execute();
  const sheets = await db.selectFrom('judging_sheets').selectAll().where('season', '=', season.id).where('contest_group', '=', group).where('round', '=', round.key).execute();
  const sheetIds = sheets.map((sheet) => sheet.id);
  const scores = sheetIds.length === 0 ? [] : await db.selectFrom('judging_scores').select(['sheet_id', 'entry_id', 'criterion']).where('sheet_id', 'in', sheetIds).execute();
  const conflicts = await conflictedPairs(db as Kysely<Database>, season.id, round.group, round.key);
  const criteria = new Set(round.rubric.map((item) => item.key));

  // The round's judges, and anyone else holding an assignment or a sheet of it (a judge since disabled).
  const judges = await roundJudges(db, round);
  const others = [...new Set([...assignments.map((row) => row.staff_id), ...sheets.map((sheet) => sheet.staff_id)])].filter((id) => !judges.some((judge) => judge.staffId === id));
  const otherRows = others.length === 0 ? [] : await db.selectFrom('staff_members').select(['id', 'name', 'email', 'lang']).where('id', 'in', others).orderBy('id').execute();
  const everyone = [...judges, ...otherRows.map((row) => ({ staffId: row.id, name: row.name, email: row.email, panel: null, lang: row.lang }))];

  /** Entries the judge scored on every criterion. */
  const complete = (sheetId: number) => {
    const cells = new Map<number, Set<string>>();
    for (const score of scores) {
      if (score.sheet_id !== sheetId || !criteria.has(score.criterion)) continue;
      cells.set(score.entry_id, (cells.get(score.entry_id) ?? new Set()).add(score.criterion));
    }
    return new Set([...cells].filter(([, keys]) => keys.size === criteria.size).map(([entryId]) => entryId));
  };

  const perEntry = new Map(entryIds.map((id) => [id, { assigned: 0, submitted: 0, conflicts: 0 }]));
  for (const key of conflicts) {
    const entryId = Number(key.split(':')[1]);
    const line = perEntry.get(entryId);
    if (line) line.conflicts += 1;
  }
  const lines = everyone.map((judge): JudgeProgress => {
    const mine = assignments.filter((row) => row.staff_id === judge.staffId && !conflicts.has(pairKey(judge.staffId, row.entry_id))).map((row) => row.entry_id);
    const sheet = sheets.find((row) => row.staff_id === judge.staffId);
    const done = sheet ? complete(sheet.id) : new Set<number>();
    for (const entryId of mine) {
      const line = perEntry.get(entryId);
      if (!line) continue;
      line.assigned += 1;
      if (sheet?.status === 'submitted' && done.has(entryId)) line.submitted += 1;
    }
    return {
      staffId: judge.staffId,
      name: judge.name,
      panel: judge.panel ?? assignments.find((row) => row.staff_id === judge.staffId && row.panel !== null)?.panel ?? null,
      assigned: mine.length,
      scored: mine.filter((entryId) => done.has(entryId)).length,
      conflicts: entryIds.filter((entryId) => conflicts.has(pairKey(judge.staffId, entryId))).length,
      status: sheet?.status ?? null,
      submittedAt: sheet?.submitted_at ?? null,
      reopenedAt: sheet?.reopened_at ?? null,
    };
  });
  return { judges: lines, perEntry };
}

export async function roundProgress(db: Kysely<Database>, season: Season, group: GroupNumber, roundKey: string, lang: Language): Promise<RoundProgress> {
  const round = roundOf(season, group, roundKey);
  const { judges, perEntry } = await judgeLines(db, season, round);
  const entries = await db
    .selectFrom('judging_entries')
    .select(['id', 'number', 'work_id', 'finalist_id', 'registration_id'])
    .where('season', '=', season.id)
    .where('contest_group', '=', toContestGroup(group))
    .where('round', '=', roundKey)
    .orderBy('number')
    .execute();
  const labels = await entryLabels(db, entries, lang);
  return {
    group,
    round: roundKey,
    phase: roundPhase(season, round),
    judges,
    entries: entries.map(
      (entry): EntryProgress => ({
        entryId: entry.id,
        number: entry.number,
        workId: entry.work_id,
        finalistId: entry.finalist_id,
        title: labels.get(entry.id)?.title ?? '',
        teamName: labels.get(entry.id)?.teamName ?? '',
        school: labels.get(entry.id)?.school ?? '',
        ...(perEntry.get(entry.id) ?? { assigned: 0, submitted: 0, conflicts: 0 }),
      }),
    ),
  };
}
