import type { MessageChannel, MessageKind } from '@portal/contracts/admin-messages';
import type { Language } from '@portal/contracts/languages';

// Every kind of message the portal sends, with the parameters its template takes. One home: the code that enqueues
// a message, the templates that draw it and the back office that lists it all read this table.

/** Times are ISO instants; templates show them in Hong Kong time. Sizes are bytes. */
export interface MessageParams extends Record<MessageKind, object> {
  /** Sign-up e-mail code. */
  'signup-code': { code: string; minutes: number };
  /** Vote code, by mail or SMS. */
  'vote-code': { code: string; minutes: number };
  /** Password reset code (issue 26.1). */
  'password-reset-code': { code: string; minutes: number };
  /** Tells the owner their password was reset or changed and every session ended. */
  'password-changed': { at: string };
  /** Code to confirm a new address, sent to the new address. */
  'email-change-code': { code: string; minutes: number };
  /** Sent to the old address once the change is done; `newAddress` is masked (j***@example.com). */
  'email-changed': { newAddress: string; at: string };
  /** A registration approved or rejected; `submission` is the works period ('' if none). */
  'registration-decision': { team: string; decision: 'passed' | 'failed'; reason: string; submission: string };
  /** A work's new status (status is the WorkStatusValue). */
  'work-status': { team: string; title: string; status: string };
  /** A staff invitation; sent in the three languages at once (nobody knows the invitee's). */
  'staff-invite': { role: string; url: string; days: number };
  /** Receipt of a work submission (issue 26.4). */
  'work-receipt': {
    team: string;
    step: string;
    title: string;
    fileName: string;
    size: number;
    sha256: string;
    /** Film length in seconds; null for documents. */
    durationSeconds: number | null;
    receivedAt: string;
  };
  /** A reminder from the season file (issue 26.5): `reminder` names the rule, `closesAt` the step's end. */
  reminder: { reminder: 'works' | 'registration'; step: string; closesAt: string; url: string };
  /** An organizers' broadcast (issue 26.6): subject and plain-text body already in the recipient's language. */
  broadcast: { subject: string; body: string };
  /** Staff answered in the team's question thread (issue 26.7). */
  'thread-answer': { team: string; excerpt: string; url: string };
  /** A judge's sheet of a round is unfinished and the round closes soon (issue 27.5); `closesAt` is the round's end. */
  'judging-reminder': { round: string; closesAt: string; assigned: number; scored: number; url: string };
  /** An organizer reopened a judge's submitted sheet (issue 27.2), with the reason they gave. */
  'judging-reopened': { round: string; reason: string; closesAt: string; url: string };
}

export type { MessageKind };

/**
 * Essential mail (codes, decisions, receipts, security notices) goes to everyone and carries no unsubscribe link;
 * the rest honours the recipient's unsubscribe and carries a List-Unsubscribe header (issue 26.6).
 */
export const ESSENTIAL: Record<MessageKind, boolean> = {
  'signup-code': true,
  'vote-code': true,
  'password-reset-code': true,
  'password-changed': true,
  'email-change-code': true,
  'email-changed': true,
  'registration-decision': true,
  'work-status': true,
  'staff-invite': true,
  'work-receipt': true,
  reminder: false,
  broadcast: false,
  'thread-answer': true,
  // A judge's work for the organizers, not a newsletter: they cannot opt out of it.
  'judging-reminder': true,
  'judging-reopened': true,
};

export type Channel = MessageChannel;

/** One message to one person, as it is queued: rendered only when it is delivered. */
export interface OutgoingMessage<K extends MessageKind = MessageKind> {
  kind: K;
  channel: Channel;
  /** E-mail address, or E.164 phone for SMS. */
  to: string;
  lang: Language;
  params: MessageParams[K];
  /** The account it concerns, when there is one (unsubscribe, the personal center). */
  userId?: number;
  /**
   * At most one message is ever queued per key (a reminder per person per rule, a broadcast per recipient):
   * a second enqueue with the same key is a no-op, on any instance.
   */
  dedupeKey?: string;
  /** The broadcast it belongs to, so the back office can count delivered and failed. */
  broadcastId?: number;
}
