import type { Kysely } from 'kysely';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import type { MessageQueue } from '../messages/queue.js';
import type { Season } from '../season/season.js';
import { workStatusMail } from './notify.js';
import { allowedNext, canMove, type OrganizerStatus } from './status.js';
import { findWork } from './records.js';
import { setWorkStatus } from './store.js';

// An organizer moves a work on (status.ts says where it may go), recorded in its history with the person's name and
// note and in the audit log (one transaction), then mailed to the team. The back office and `pnpm admin works status`
// both change a status here.

export type StatusChangeResult =
  | { ok: true; from: WorkStatusValue; mailedTo: string }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notAllowed'; status: WorkStatusValue; allowed: readonly OrganizerStatus[] };

export interface WorkDecisionDeps {
  db: Kysely<Database>;
  messages: MessageQueue;
  season: Season;
}

export async function changeWorkStatus(
  { db, messages, season }: WorkDecisionDeps,
  acting: Acting,
  id: number,
  to: OrganizerStatus,
  note: string | undefined,
): Promise<StatusChangeResult> {
  const work = await findWork(db, id);
  if (!work) return { ok: false, reason: 'notFound' };
  const refused = (status: WorkStatusValue) => ({ ok: false as const, reason: 'notAllowed' as const, status, allowed: allowedNext(status) });
  if (!canMove(work.status, to)) return refused(work.status);
  const kept = note?.trim() || null;
  // The note is the team's to read: the log keeps its length.
  const audit = {
    action: 'work.status',
    target: `work:${id}`,
    detail: { from: work.status, to, ...(kept === null ? {} : { noteLength: kept.length }) },
  };
  // Two organizers (or the team's replacement) at once: the second finds the status changed and is refused.
  const mail = await workStatusMail(db, work, to);
  // The mail is queued in the change's transaction: it exists exactly when the change does.
  const changed = await setWorkStatus(db, id, work.status, to, kept, acting.name, season.now().toISOString(), async (trx) => {
    await recordAudit(trx, acting.actor, audit);
    await messages.enqueue([mail], trx);
  });
  if (!changed) {
    const now = await findWork(db, id);
    return now ? refused(now.status) : { ok: false, reason: 'notFound' };
  }
  return { ok: true, from: work.status, mailedTo: mail.to };
}
