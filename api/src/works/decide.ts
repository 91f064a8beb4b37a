import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import type { Mailer } from '../mail/mailer.js';
import type { Season } from '../season/season.js';
import { mailWorkStatus } from './notify.js';
import { allowedNext, canMove, type OrganizerStatus } from './status.js';
import { findWork } from './records.js';
import { setWorkStatus } from './store.js';

// An organizer moves a work on (status.ts says where it may go), recorded in its history with the organizer's name
// and note, and mailed to the team.

export type StatusChangeResult =
  | { ok: true; from: WorkStatusValue; mailedTo: string }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notAllowed'; status: WorkStatusValue; allowed: readonly OrganizerStatus[] };

export async function changeWorkStatus(
  db: Kysely<Database>,
  mailer: Mailer,
  season: Season,
  id: number,
  to: OrganizerStatus,
  organizer: string,
  note: string | undefined,
): Promise<StatusChangeResult> {
  const work = await findWork(db, id);
  if (!work) return { ok: false, reason: 'notFound' };
  const refused = (status: WorkStatusValue) => ({ ok: false as const, reason: 'notAllowed' as const, status, allowed: allowedNext(status) });
  if (!canMove(work.status, to)) return refused(work.status);
  // Two organizers (or the team's replacement) at once: the second finds the status changed and is refused.
  if (!(await setWorkStatus(db, id, work.status, to, note?.trim() || null, organizer, season.now().toISOString()))) {
    const now = await findWork(db, id);
    return now ? refused(now.status) : { ok: false, reason: 'notFound' };
  }
  return { ok: true, from: work.status, mailedTo: await mailWorkStatus(db, mailer, work, to) };
}
