import type { Kysely, Transaction } from 'kysely';
import type { AssignBody, AssignResult } from '@portal/contracts/admin-judging-rounds';
import type { Acting } from '../../audit/acting.js';
import { recordAudit } from '../../audit/record.js';
import { toContestGroup, type GroupNumber } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Season } from '../../season/season.js';
import { conflictedPairs, pairKey } from '../conflicts-read.js';
import { ensureEntries } from './entries.js';
import { roundJudges, type RoundJudge } from './judges.js';
import { roundOf } from './round-of.js';

// Assigning a round's entries (issue 27 point 2): everything to everyone, or `perEntry` judges (or panels) per entry
// spread evenly. Additive: what is assigned stays, assigning again adds only what is new (an entry submitted since,
// a judge invited since). A judge in conflict with an entry (conflicts-read.ts, the one rule) never gets it.

type Trx = Transaction<Database>;

/** One thing an entry can be given to: a judge, or a panel and its judges. */
interface Unit {
  key: string;
  panel: string | null;
  judges: RoundJudge[];
}

function unitsOf(judges: RoundJudge[], over: AssignBody['over']): Unit[] {
  if (over === 'judges') return judges.map((judge) => ({ key: `j${judge.staffId}`, panel: null, judges: [judge] }));
  const panels = new Map<string, RoundJudge[]>();
  for (const judge of judges) if (judge.panel !== null) panels.set(judge.panel, [...(panels.get(judge.panel) ?? []), judge]);
  return [...panels].map(([panel, members]) => ({ key: `p${panel}`, panel, judges: members }));
}

/** Refusals before anything is written: the same for the route and the command line. */
function checkRequest(body: AssignBody, units: Unit[], judges: RoundJudge[], hasPanels: boolean): void {
  if (judges.length === 0) throw new AppError(409, 'judgingNoJudges');
  if (body.over === 'panels' && !hasPanels) throw new AppError(409, 'judgingNoPanels');
  if (body.mode === 'spread') {
    if (body.perEntry === undefined) throw new AppError(400, 'judgingPerEntryMissing');
    if (body.perEntry > units.length) throw new AppError(400, 'judgingPerEntryTooLarge', { params: { perEntry: body.perEntry, units: units.length } });
  }
}

export async function assignRound(db: Kysely<Database>, season: Season, group: GroupNumber, roundKey: string, body: AssignBody, acting: Acting): Promise<AssignResult> {
  const round = roundOf(season, group, roundKey);
  const now = season.now();
  return db.transaction().execute(async (trx) => {
    const judges = await roundJudges(trx, round);
    const units = unitsOf(judges, body.over);
    checkRequest(body, units, judges, round.panels.length > 0);
    const ensured = await ensureEntries(trx, season.id, round, now);
    const outcome = await assignEntries(trx, season.id, group, roundKey, body, units, { at: now.toISOString(), by: acting.name });
    const result: AssignResult = { entries: ensured.entries, newEntries: ensured.newEntries, ...outcome };
    await recordAudit(trx, acting.actor, {
      action: 'judging.assign',
      target: `judgingRound:${season.id}:${group}:${roundKey}`,
      detail: { mode: body.mode, over: body.over, perEntry: body.perEntry ?? null, ...result },
    });
    return result;
  });
}

async function assignEntries(
  trx: Trx,
  season: string,
  group: GroupNumber,
  roundKey: string,
  body: AssignBody,
  units: Unit[],
  stamp: { at: string; by: string },
): Promise<Omit<AssignResult, 'entries' | 'newEntries'>> {
  const entries = await trx
    .selectFrom('judging_entries')
    .select(['id'])
    .where('season', '=', season)
    .where('contest_group', '=', toContestGroup(group))
    .where('round', '=', roundKey)
    .orderBy('number')
    .execute();
  const entryIds = entries.map((entry) => entry.id);
  const existing = entryIds.length === 0 ? [] : await trx.selectFrom('judging_assignments').select(['entry_id', 'staff_id', 'panel']).where('entry_id', 'in', entryIds).execute();
  const conflicts = await conflictedPairs(trx, season, group, roundKey);
  const assigned = new Set(existing.map((row) => pairKey(row.staff_id, row.entry_id)));
  // What each unit already holds: a judge the entries assigned to them, a panel the entries assigned through it.
  const holds = (unit: Unit, entryId: number) =>
    unit.panel === null ? assigned.has(pairKey(unit.judges[0]!.staffId, entryId)) : existing.some((row) => row.panel === unit.panel && row.entry_id === entryId);
  const load = new Map(units.map((unit) => [unit.key, 0]));
  for (const unit of units) load.set(unit.key, entryIds.filter((entryId) => holds(unit, entryId)).length);

  let newAssignments = 0;
  let skippedConflicts = 0;
  const give = async (unit: Unit, entryId: number) => {
    for (const judge of unit.judges) {
      const key = pairKey(judge.staffId, entryId);
      if (conflicts.has(key)) {
        skippedConflicts += 1;
        continue;
      }
      if (assigned.has(key)) continue;
      await trx.insertInto('judging_assignments').values({ entry_id: entryId, staff_id: judge.staffId, panel: unit.panel, assigned_at: stamp.at, assigned_by: stamp.by }).execute();
      assigned.add(key);
      newAssignments += 1;
    }
  };
  // A unit every judge of which is in conflict with the entry cannot take it.
  const barred = (unit: Unit, entryId: number) => unit.judges.every((judge) => conflicts.has(pairKey(judge.staffId, entryId)));

  for (const entryId of entryIds) {
    if (body.mode === 'all') {
      for (const unit of units) await give(unit, entryId);
      continue;
    }
    let needed = (body.perEntry ?? 1) - units.filter((unit) => holds(unit, entryId)).length;
    // Least loaded first; ties in the units' order (staff id, or the file's panel order), so a rerun picks the same.
    const order = units
      .map((unit, index) => ({ unit, index }))
      .filter(({ unit }) => !holds(unit, entryId))
      .sort((a, b) => (load.get(a.unit.key) ?? 0) - (load.get(b.unit.key) ?? 0) || a.index - b.index);
    for (const { unit } of order) {
      if (needed <= 0) break;
      if (barred(unit, entryId)) {
        skippedConflicts += unit.judges.length;
        continue;
      }
      await give(unit, entryId);
      load.set(unit.key, (load.get(unit.key) ?? 0) + 1);
      needed -= 1;
    }
  }
  const assignments = entryIds.length === 0 ? 0 : Number((await trx.selectFrom('judging_assignments').select((eb) => eb.fn.countAll().as('n')).where('entry_id', 'in', entryIds).executeTakeFirstOrThrow()).n);
  return { assignments, newAssignments, skippedConflicts };
}
