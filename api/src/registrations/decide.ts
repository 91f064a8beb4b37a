import type { Kysely } from 'kysely';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import { toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { RegistrationStatusValue } from '../db/schema-registrations.js';
import { fromStoredLanguage } from '../i18n/edges.js';
import type { OutgoingMessage } from '../messages/kinds.js';
import type { MessageQueue } from '../messages/queue.js';
import type { Season } from '../season/season.js';
import { decideRegistration, findRegistration, type RegistrationRow } from './store.js';

// An organizer's review decision: pending → passed or failed (with a reason), recorded in the history under the
// deciding person's name and in the audit log (one transaction), then mailed to the team's account in the language it
// registered in. The back office and `pnpm admin registrations approve|reject` both decide here.

export type Decision = { to: 'passed' } | { to: 'failed'; reason: string };

export type DecisionRefusal = 'notFound' | 'notPending' | 'reasonRequired';

export type DecisionResult =
  | { ok: true; mailedTo: string }
  | { ok: false; reason: DecisionRefusal; status?: RegistrationStatusValue };

export interface DecideDeps {
  db: Kysely<Database>;
  messages: MessageQueue;
  season: Season;
}

/** `bulk` marks the decisions of a bulk approval in their audit entries. */
export async function decide(deps: DecideDeps, acting: Acting, id: number, decision: Decision, options: { bulk?: boolean } = {}): Promise<DecisionResult> {
  const { db, season } = deps;
  const row = await findRegistration(db, id);
  if (!row) return { ok: false, reason: 'notFound' };
  if (row.status !== 'pending') return { ok: false, reason: 'notPending', status: row.status };
  const reason = decision.to === 'failed' ? decision.reason.trim() : null;
  if (decision.to === 'failed' && !reason) return { ok: false, reason: 'reasonRequired' };
  const actor = { kind: 'organizer', name: acting.name } as const;
  // The entry names ids and statuses only: the reason's text is the team's to read, so the log keeps its length.
  const audit = {
    action: decision.to === 'passed' ? 'registration.approve' : 'registration.reject',
    target: `registration:${id}`,
    detail: { from: 'pending', to: decision.to, ...(reason === null ? {} : { reasonLength: reason.length }), ...(options.bulk ? { bulk: true } : {}) },
  };
  const mail = await decisionMail(deps, row, decision.to, reason);
  // Two organizers deciding at once: the second finds it no longer pending. The mail is queued in the decision's
  // transaction: it exists exactly when the decision does.
  const changed = await decideRegistration(db, id, 'pending', decision.to, reason, actor, season.now().toISOString(), async (trx) => {
    await recordAudit(trx, acting.actor, audit);
    await deps.messages.enqueue([mail], trx);
  });
  if (!changed) {
    const now = await findRegistration(db, id);
    return now ? { ok: false, reason: 'notPending', status: now.status } : { ok: false, reason: 'notFound' };
  }
  return { ok: true, mailedTo: mail.to };
}

/** The decision's mail to the team's account, in the language it registered in. */
async function decisionMail(
  { db, season }: DecideDeps,
  row: RegistrationRow,
  to: Decision['to'],
  reason: string | null,
): Promise<OutgoingMessage<'registration-decision'>> {
  const account = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  const submission = season.window(toGroupNumber(row.contest_group), 'submission');
  const period = submission ? `${season.day(submission.from)} – ${season.day(new Date(submission.to.getTime() - 1))}` : '';
  return {
    kind: 'registration-decision',
    channel: 'email',
    to: account.email,
    lang: fromStoredLanguage(row.language),
    params: { team: row.team_name, decision: to, reason: reason ?? '', submission: period },
    userId: row.user_id,
  };
}

export interface BulkApproval {
  approved: number[];
  refused: { id: number; reason: Exclude<DecisionRefusal, 'reasonRequired'>; status: RegistrationStatusValue | null }[];
}

/**
 * Approves each pending registration of `ids` on its own (its own transaction, history row, audit entry and mail):
 * one that is not pending, or gone, is reported and does not hold the others back. Repeated ids count once.
 */
export async function bulkApprove(deps: DecideDeps, acting: Acting, ids: readonly number[]): Promise<BulkApproval> {
  const result: BulkApproval = { approved: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    const outcome = await decide(deps, acting, id, { to: 'passed' }, { bulk: true });
    if (outcome.ok) result.approved.push(id);
    else if (outcome.reason !== 'reasonRequired') result.refused.push({ id, reason: outcome.reason, status: outcome.status ?? null });
  }
  return result;
}
