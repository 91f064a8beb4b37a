import type { Kysely, Transaction } from 'kysely';
import type { DeclareConflictBody, JudgeConflicts, SavedScores, SubmittedSheet } from '@portal/contracts/admin-judging';
import { toContestGroup, type GroupNumber } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import { recordAudit, type Actor } from '../../audit/record.js';
import { AppError } from '../../lib/app-error.js';
import { schoolKey } from '../../scoring/most-active.js';
import type { Season } from '../../season/season.js';
import { conflictedPairs, pairKey } from '../conflicts-read.js';
import { judgingRound, roundPhase, type JudgingRound } from '../rounds.js';
import { sheetHash } from '../sheet-hash.js';
import { entriesOfJudge, entryOfJudge, roundsOfJudge } from './access.js';
import { findSheet, scoredCount, sheetCells, toCenti } from './sheet.js';
import { scoresView } from './views.js';

// What a judge does at the desk (issue 27 points 2–3): save cells as they go, submit (lock) a round's sheet, declare
// a conflict. Each checks everything before it writes and writes in one transaction with its audit entry, so a
// refusal changes nothing. Only judges in the browser do these (no `pnpm admin` counterpart: a judge has no shell).

type Db = Kysely<Database>;

export const deskRefusals = {
  entry: () => new AppError(404, 'judgingEntryNotFound'),
  round: () => new AppError(404, 'judgingRoundNotFound'),
  notOpen: (round: JudgingRound) => new AppError(409, 'judgingRoundNotOpen', { params: { from: round.from, to: round.to }, detail: `round ${round.key} not open` }),
  locked: () => new AppError(409, 'judgingSheetLocked'),
};

function assertOpen(season: Season, round: JudgingRound): void {
  if (roundPhase(season, round) !== 'open') throw deskRefusals.notOpen(round);
}

async function ensureSheet(trx: Transaction<Database>, season: Season, round: JudgingRound, staffId: number, at: string) {
  await trx
    .insertInto('judging_sheets')
    .values({ season: season.id, contest_group: toContestGroup(round.group), round: round.key, staff_id: staffId, status: 'draft', created_at: at, updated_at: at, submitted_at: null, hash: null, reopened_at: null, reopened_by: null, reopen_reason: null })
    .onConflict((conflict) => conflict.columns(['season', 'contest_group', 'round', 'staff_id']).doNothing())
    .execute();
  const sheet = await findSheet(trx, season, round, staffId);
  if (!sheet) throw new Error('judging sheet vanished after insert');
  return sheet;
}

export async function saveScores(db: Db, season: Season, staffId: number, entryId: number, scores: Record<string, number | null>, actor: Actor): Promise<SavedScores> {
  const found = await entryOfJudge(db, season, staffId, entryId);
  if (!found) throw deskRefusals.entry();
  const { round } = found;
  assertOpen(season, round);
  const cells = new Map<string, number | null>();
  for (const [criterion, value] of Object.entries(scores)) {
    const item = round.rubric.find((candidate) => candidate.key === criterion);
    if (!item) throw new AppError(400, 'judgingCriterionUnknown', { params: { criterion: criterion.slice(0, 40) } });
    if (value === null) {
      cells.set(criterion, null);
      continue;
    }
    const centi = Number.isFinite(value) && value >= 0 ? toCenti(value) : undefined;
    if (centi === undefined || centi > item.max * 100) throw new AppError(400, 'judgingScoreOutOfRange', { params: { criterion, max: item.max } });
    cells.set(criterion, centi);
  }
  const at = season.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await findSheet(trx, season, round, staffId);
    if (existing?.status === 'submitted') throw deskRefusals.locked();
    const sheet = existing ?? (await ensureSheet(trx, season, round, staffId, at));
    const before = (await sheetCells(trx, sheet.id)).get(entryId) ?? new Map<string, number>();
    let changed = 0;
    for (const [criterion, centi] of cells) {
      const old = before.get(criterion);
      if (centi === null) {
        if (old === undefined) continue;
        await trx.deleteFrom('judging_scores').where('sheet_id', '=', sheet.id).where('entry_id', '=', entryId).where('criterion', '=', criterion).execute();
      } else if (old === undefined) {
        await trx.insertInto('judging_scores').values({ sheet_id: sheet.id, entry_id: entryId, criterion, score_centi: centi, updated_at: at }).execute();
      } else if (old !== centi) {
        await trx.updateTable('judging_scores').set({ score_centi: centi, updated_at: at }).where('sheet_id', '=', sheet.id).where('entry_id', '=', entryId).where('criterion', '=', criterion).execute();
      } else continue;
      changed += 1;
    }
    if (changed > 0) {
      await trx.updateTable('judging_sheets').set({ updated_at: at }).where('id', '=', sheet.id).execute();
      // A save that changed nothing (a retried autosave) leaves no entry: the log records changes, not keystrokes' echoes.
      await recordAudit(trx, actor, { action: 'judging.scoresSave', target: `judgingEntry:${entryId}`, detail: { sheet: sheet.id, cells: changed } });
    }
    const after = (await sheetCells(trx, sheet.id)).get(entryId);
    return { entryId, scores: scoresView(round, after), complete: scoredCount(round, after) === round.rubric.length, savedAt: at };
  });
}

export async function submitSheet(db: Db, season: Season, staffId: number, group: GroupNumber, key: string, actor: Actor): Promise<SubmittedSheet> {
  const round = judgingRound(season, group, key);
  if (!round || !(await roundsOfJudge(db, season, staffId)).some((mine) => mine.group === group && mine.key === key)) throw deskRefusals.round();
  assertOpen(season, round);
  return db.transaction().execute(async (trx) => {
    const sheet = await findSheet(trx, season, round, staffId);
    if (sheet?.status === 'submitted') throw deskRefusals.locked();
    const entries = await entriesOfJudge(trx, season, round, staffId);
    if (entries.length === 0) throw new AppError(409, 'judgingSheetEmpty');
    const cells = await sheetCells(trx, sheet?.id);
    const missing = entries
      .map((entry) => ({ entryId: entry.id, number: entry.number, criteria: round.rubric.filter((item) => !cells.get(entry.id)?.has(item.key)).map((item) => item.key) }))
      .filter((entry) => entry.criteria.length > 0);
    if (missing.length > 0 || !sheet) {
      throw new AppError(409, 'judgingSheetIncomplete', { params: { count: missing.length }, data: { missing }, detail: `${missing.length} entries incomplete` });
    }
    const flat = [...cells].flatMap(([entryId, byCriterion]) => [...byCriterion].map(([criterion, centi]) => ({ entryId, criterion, centi })));
    const hash = sheetHash({ season: season.id, group, round: key, staffId }, flat);
    const at = season.now().toISOString();
    await trx.updateTable('judging_sheets').set({ status: 'submitted', submitted_at: at, hash, updated_at: at }).where('id', '=', sheet.id).where('status', '=', 'draft').execute();
    await recordAudit(trx, actor, { action: 'judging.sheetSubmit', target: `judgingSheet:${sheet.id}`, detail: { entries: entries.length, cells: flat.length, hash } });
    return { group, round: key, submittedAt: at, hash, entries: entries.length };
  });
}

export async function judgeConflicts(db: Db | Transaction<Database>, season: Season, staffId: number, discardedEntries = 0): Promise<JudgeConflicts> {
  const rows = await db
    .selectFrom('judging_conflicts')
    .leftJoin('judging_entries', 'judging_entries.id', 'judging_conflicts.entry_id')
    .select([
      'judging_conflicts.id',
      'judging_conflicts.kind',
      'judging_conflicts.school',
      'judging_conflicts.entry_id',
      'judging_conflicts.note',
      'judging_conflicts.declared_at',
      'judging_entries.contest_group',
      'judging_entries.round',
      'judging_entries.number',
    ])
    .where('judging_conflicts.season', '=', season.id)
    .where('judging_conflicts.staff_id', '=', staffId)
    .orderBy('judging_conflicts.id')
    .execute();
  return {
    conflicts: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      entry: row.entry_id !== null && row.contest_group && row.round && row.number !== null ? { group: row.contest_group === 'secondary' ? 1 : 2, round: row.round, number: row.number } : null,
      // A school conflict made from an entry (an unlinked finalist) names the entry, never the school: blind rounds.
      school: row.entry_id === null ? row.school : null,
      note: row.note,
      declaredAt: row.declared_at,
    })),
    discardedEntries,
  };
}

export async function declareConflict(db: Db, season: Season, staffId: number, body: DeclareConflictBody, actor: Actor): Promise<JudgeConflicts> {
  let values: { kind: 'team' | 'school'; registration_id: number | null; school: string | null; school_key: string | null; entry_id: number | null };
  if ('entryId' in body) {
    const found = await entryOfJudge(db, season, staffId, body.entryId);
    if (!found) throw deskRefusals.entry();
    const { entry } = found;
    if (entry.registrationId !== null) {
      values = { kind: 'team', registration_id: entry.registrationId, school: null, school_key: null, entry_id: entry.id };
    } else {
      const finalist = entry.finalistId === null ? undefined : await db.selectFrom('finalists').select(['school_zh_hk', 'school_en', 'school_zh_cn']).where('id', '=', entry.finalistId).executeTakeFirst();
      const school = [finalist?.school_zh_hk, finalist?.school_en, finalist?.school_zh_cn].find((name) => !!name && name.trim() !== '');
      if (!school) throw deskRefusals.entry();
      values = { kind: 'school', registration_id: null, school, school_key: schoolKey(school), entry_id: entry.id };
    }
  } else {
    const school = body.school.trim();
    if (school === '' || schoolKey(school) === '') throw new AppError(400, 'judgingSchoolEmpty');
    values = { kind: 'school', registration_id: null, school, school_key: schoolKey(school), entry_id: null };
  }
  const at = season.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('judging_conflicts')
      .values({ season: season.id, staff_id: staffId, ...values, note: body.note?.trim() || null, declared_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The drafts for every entry now in conflict go, in every round of the judge; a submitted sheet keeps its cells
    // (compute skips conflicted pairs), so its hash stays true.
    let discarded = 0;
    for (const round of await roundsOfJudge(trx, season, staffId)) {
      const sheet = await findSheet(trx, season, round, staffId);
      if (!sheet || sheet.status !== 'draft') continue;
      const pairs = await conflictedPairs(trx, season.id, round.group, round.key, staffId);
      const cells = await sheetCells(trx, sheet.id);
      const gone = [...cells.keys()].filter((entryId) => pairs.has(pairKey(staffId, entryId)));
      if (gone.length === 0) continue;
      await trx.deleteFrom('judging_scores').where('sheet_id', '=', sheet.id).where('entry_id', 'in', gone).execute();
      discarded += gone.length;
    }
    await recordAudit(trx, actor, { action: 'judging.conflictDeclare', target: `judgingConflict:${id}`, detail: { kind: values.kind, entry: values.entry_id, discardedEntries: discarded } });
    return judgeConflicts(trx, season, staffId, discarded);
  });
}
