import type { Kysely } from 'kysely';
import type { Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { commitRelease, ReleaseConflict } from './commit.js';
import { findVersion, readState, type ReleaseState } from './state.js';
import { ramp, rollback, schedule, type Change, type ReleaseRefusal, type Transition } from './transitions.js';

// A release change — ramp (100: promote), window, rollback — as `pnpm release` and the back office make it: read the
// remote's state, decide (transitions.ts), write with compare-and-set and the audit entry (commit.ts). A refusal
// changes nothing and says why, as data each of them words in its own way. Publishing stays at the command line
// (cli/release/publish.ts): it builds or takes a folder on the server.

export type ReleaseRequest =
  | { kind: 'ramp'; version: string; percent: number }
  | { kind: 'window'; version: string; from: Date; to: Date }
  | { kind: 'rollback' };

/** Who changes, as the release history names them and as the audit log records them, and why. */
export interface ReleaseChanger {
  by: string;
  actor: Actor;
  reason: string | null;
}

export type ReleaseOutcome = { ok: true; change: Change } | { ok: false; refusal: ReleaseRefusal };

/** `now`: the server's clock (PORTAL_NOW), the one that opens and closes windows. */
export async function changeRelease(db: Kysely<Database>, remote: string, request: ReleaseRequest, changer: ReleaseChanger, now: Date): Promise<ReleaseOutcome> {
  if (request.kind !== 'rollback') {
    const unpublished = await notPublished(db, remote, request.version);
    if (unpublished) return { ok: false, refusal: unpublished };
  }
  const state = await readState(db, remote);
  const change = decide(remote, state, request, now);
  if (!change.ok) return change;
  try {
    await commitRelease(db, { remote, read: state, change, actor: changer.by, auditActor: changer.actor, reason: changer.reason?.trim() || null, at: now.toISOString() });
  } catch (error) {
    if (error instanceof ReleaseConflict) return { ok: false, refusal: { reason: 'conflict', remote } };
    throw error;
  }
  return { ok: true, change };
}

function decide(remote: string, state: ReleaseState | null, request: ReleaseRequest, now: Date): Transition {
  switch (request.kind) {
    case 'ramp':
      return ramp(remote, state, request.version, request.percent);
    case 'window':
      return schedule(remote, state, request.version, request.from, request.to, now);
    case 'rollback':
      return rollback(remote, state);
  }
}

async function notPublished(db: Kysely<Database>, remote: string, version: string): Promise<ReleaseRefusal | undefined> {
  if (await findVersion(db, remote, version)) return undefined;
  const known = await db.selectFrom('release_versions').select('version').where('remote', '=', remote).orderBy('id').execute();
  return { reason: 'notPublished', remote, version, published: known.map((row) => row.version) };
}
