import type { Kysely } from 'kysely';
import { recordAudit, type Actor } from '../audit/record.js';
import { toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { publicContentChanged } from '../prerender/public-content.js';
import type { GroupNumber } from '../content/groups.js';
import { FINALIST_SOURCES, type FinalistRefusal, type FinalistUses, type FinalistsEnv } from './manage.js';

// Removing a finalist (issue 24): the seeds fill both groups to their count, so an organizer removes a placeholder
// before creating the real finalist. Only a finalist nothing refers to goes: a vote, a jury score or a published
// result (its publication and winner records name the finalist through the result's table) keeps it, and the
// refusal says which. Its public poster and film copies stay where they are: they were public already, are named by
// their content (another finalist, or the same file published again, may be the same copy), and replacing a
// finalist's media does not remove the old copies either.

type Db = Kysely<Database>;

/** Everything that refers to the finalist, by table: every table with a finalist_id (schema-votes, schema-scoring). */
export async function finalistUses(db: Db, id: number): Promise<FinalistUses> {
  const count = async (table: 'votes' | 'jury_scores' | 'score_results') => {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('finalist_id', '=', id).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { results: await count('score_results'), scores: await count('jury_scores'), votes: await count('votes') };
}

const used = (uses: FinalistUses) => uses.results + uses.scores + uses.votes > 0;

/** A reference that appeared between the check and the delete: the transaction is undone, the refusal says it. */
class InUse extends Error {
  constructor(readonly uses: FinalistUses) {
    super('finalist in use');
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** What was removed: the audit entry's detail. */
export interface RemovedFinalist {
  group: GroupNumber;
  position: number;
  sample: boolean;
}

export type FinalistRemoval = ({ ok: true; id: number } & RemovedFinalist) | { ok: false; refusal: FinalistRefusal };

const refuse = (refusal: FinalistRefusal): FinalistRemoval => ({ ok: false, refusal });

/**
 * Removes a finalist nothing refers to, with its audit entry in the same transaction. The delete comes first, so on
 * SQLite the transaction holds the write lock before it reads; the foreign keys of votes, jury_scores and
 * score_results refuse it when a row refers to the finalist, and the count after it says the same where they would not.
 */
export async function removeFinalist(env: FinalistsEnv, id: number, actor: Actor): Promise<FinalistRemoval> {
  let removed: RemovedFinalist | undefined;
  try {
    removed = await env.db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('finalists').where('id', '=', id).returning(['contest_group', 'position', 'sample']).executeTakeFirst();
      if (!row) return undefined;
      const uses = await finalistUses(trx, id);
      if (used(uses)) throw new InUse(uses);
      const detail: RemovedFinalist = { group: toGroupNumber(row.contest_group), position: row.position, sample: row.sample === 1 };
      await recordAudit(trx, actor, { action: 'finalist.remove', target: `finalist:${id}`, detail: { ...detail } });
      return detail;
    });
  } catch (error) {
    if (error instanceof InUse) return refuse({ reason: 'inUse', uses: error.uses });
    if (isForeignKeyViolation(error)) {
      const uses = await finalistUses(env.db, id);
      // The reference went again in the meantime: the organizer may simply try again.
      if (used(uses)) return refuse({ reason: 'inUse', uses });
    }
    throw error;
  }
  if (!removed) return refuse({ reason: 'noFinalist' });
  await publicContentChanged(env, FINALIST_SOURCES);
  return { ok: true, id, ...removed };
}
