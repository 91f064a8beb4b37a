import type { ContentActor } from '@portal/contracts/admin-articles';
import type { Actor } from '../../audit/record.js';
import type { CmsArticleRevisionTable } from '../../db/schema-cms.js';

// Who saved a revision, as stored (a staff id, or the command line's or the system's name) and as shown (a staff
// member's name now, so a renamed member shows under the new name).

type StoredActor = Pick<CmsArticleRevisionTable, 'actor_kind' | 'actor_id' | 'actor_name'>;

export function storedActor(actor: Actor): StoredActor {
  if (actor.kind === 'staff') return { actor_kind: 'staff', actor_id: actor.staffId, actor_name: null };
  return { actor_kind: actor.kind, actor_id: null, actor_name: actor.name };
}

/** A stored actor with the staff member's current name (null for a member not found). */
export function contentActor(row: StoredActor & { staff_name: string | null }): ContentActor {
  if (row.actor_kind === 'staff') return { kind: 'staff', id: row.actor_id, name: row.staff_name };
  return { kind: row.actor_kind, id: null, name: row.actor_name };
}

/** The scheduler's actor: the server itself. */
export const SCHEDULER: Actor = { kind: 'system', name: 'article scheduler' };
