import type { Kysely } from 'kysely';
import { FINALISTS_PER_GROUP, type FinalistBody, type NewFinalistBody } from '@portal/contracts/admin-results';
import { recordAudit, type Actor } from '../audit/record.js';
import { toContestGroup, toGroupNumber, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { publicContentChanged } from '../prerender/public-content.js';
import { findFinalist } from './store.js';
import { changedFields, textColumns, textProblems, type TextProblem } from './texts.js';

// Creating and editing a finalist (issue 24): until now only SQL could. One function per action, which the back
// office's routes call; each checks the input before it writes, writes in one transaction with its audit entry, and
// then forgets the first views that showed the finalists (they render live until the next `pnpm prerender`). The
// public answers need nothing: every write to the table moves the content version they are cached under (ADR 0018).

/** Where a finalist change is written and what it touches besides the database. */
export interface FinalistsEnv {
  db: Kysely<Database>;
  /** config.prerenderDir: the captured first views. */
  prerenderDir: string;
}

/** The API paths whose answers show finalists: a capture that read one showed them. */
export const FINALIST_SOURCES = ['/api/display/finalists'] as const;

export type FinalistRefusal =
  | { reason: 'noFinalist' }
  | { reason: 'texts'; problems: TextProblem[] }
  | { reason: 'positionRange'; group: GroupNumber; max: number }
  | { reason: 'positionTaken'; position: number; finalistId: number }
  | { reason: 'groupFull'; group: GroupNumber; max: number }
  | { reason: 'inUse'; uses: FinalistUses };

/** What refers to a finalist (remove.ts): a finalist anything refers to stays. */
export interface FinalistUses {
  /** Rows of a published result's table (score_results): the publication and its winner records name it through them. */
  results: number;
  /** The jury's scores of it (jury_scores). */
  scores: number;
  /** Public votes for it (votes). */
  votes: number;
}

export type FinalistChange = { ok: true; id: number } | { ok: false; refusal: FinalistRefusal };

const refuse = (refusal: FinalistRefusal): FinalistChange => ({ ok: false, refusal });

/** The finalist was removed between the read and the update (remove.ts, or SQL). */
class FinalistGone extends Error {}
class GroupFull extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Checks shared by create and edit: the texts, and a number within the group's count. */
function inputRefusal(group: GroupNumber, input: FinalistBody): FinalistRefusal | undefined {
  const problems = textProblems(input);
  if (problems.length > 0) return { reason: 'texts', problems };
  const max = FINALISTS_PER_GROUP[group];
  if (input.position > max) return { reason: 'positionRange', group, max };
  return undefined;
}

/** After the unique index refused a number: who holds it, or for a new finalist, that the group is full. */
async function takenRefusal(db: Kysely<Database>, group: GroupNumber, position: number, adding: boolean): Promise<FinalistRefusal> {
  const rows = await db.selectFrom('finalists').select(['id', 'position']).where('contest_group', '=', toContestGroup(group)).execute();
  const max = FINALISTS_PER_GROUP[group];
  if (adding && rows.length >= max) return { reason: 'groupFull', group, max };
  return { reason: 'positionTaken', position, finalistId: rows.find((row) => row.position === position)?.id ?? 0 };
}

/**
 * A new finalist of a group, numbered `position` (1 to the group's count, unique in the group: the unique index of
 * migration 018 decides between two organizers taking the same number at once, and so also holds the group to its
 * count). The insert comes first, so on SQLite the transaction holds the write lock before it reads anything.
 */
export async function createFinalist(env: FinalistsEnv, input: NewFinalistBody, actor: Actor): Promise<FinalistChange> {
  const refusal = inputRefusal(input.group, input);
  if (refusal) return refuse(refusal);
  let id: number;
  try {
    id = await env.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('finalists')
        .values({ contest_group: toContestGroup(input.group), position: input.position, sample: 0, ...textColumns(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Numbers above the count can only come from SQL; the count still holds.
      const count = await trx.selectFrom('finalists').select((eb) => eb.fn.countAll<number | string>().as('n')).where('contest_group', '=', toContestGroup(input.group)).executeTakeFirstOrThrow();
      if (Number(count.n) > FINALISTS_PER_GROUP[input.group]) throw new GroupFull();
      await recordAudit(trx, actor, { action: 'finalist.create', target: `finalist:${row.id}`, detail: { group: input.group, position: input.position } });
      return row.id;
    });
  } catch (error) {
    if (error instanceof GroupFull) return refuse({ reason: 'groupFull', group: input.group, max: FINALISTS_PER_GROUP[input.group] });
    if (isUniqueViolation(error)) return refuse(await takenRefusal(env.db, input.group, input.position, true));
    throw error;
  }
  await publicContentChanged(env, FINALIST_SOURCES);
  return { ok: true, id };
}

/**
 * A finalist's number and texts, as the form holds them; its group stays (its votes and scores are of that group).
 * An edited placeholder of the seeds is the organizers' own from then on (sample = 0).
 */
export async function editFinalist(env: FinalistsEnv, id: number, input: FinalistBody, actor: Actor): Promise<FinalistChange> {
  const before = await findFinalist(env.db, id);
  if (!before) return refuse({ reason: 'noFinalist' });
  const group = toGroupNumber(before.contest_group);
  const refusal = inputRefusal(group, input);
  if (refusal) return refuse(refusal);
  const columns = textColumns(input);
  try {
    await env.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('finalists').set({ position: input.position, sample: 0, ...columns }).where('id', '=', id).executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) throw new FinalistGone();
      const detail = { changed: changedFields(before, columns), position: input.position, ...(before.position !== input.position ? { was: before.position } : {}) };
      await recordAudit(trx, actor, { action: 'finalist.edit', target: `finalist:${id}`, detail });
    });
  } catch (error) {
    if (error instanceof FinalistGone) return refuse({ reason: 'noFinalist' });
    if (isUniqueViolation(error)) return refuse(await takenRefusal(env.db, group, input.position, false));
    throw error;
  }
  await publicContentChanged(env, FINALIST_SOURCES);
  return { ok: true, id };
}
