import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery, Paged } from './common.js';

// The messages the portal sends (issue 26): mail and SMS, each queued before it is delivered. The back office lists
// them for organizers — what went out, what is waiting for a retry, and the dead letters with their reason — and can
// send a dead letter again. The API (api/src/messages) validates and answers with these; mf-admin takes the types.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

/** Every kind of message; the parameters of each are the server's (api/src/messages/kinds.ts). */
export const MESSAGE_KINDS = [
  'signup-code',
  'vote-code',
  'password-reset-code',
  'password-changed',
  'email-change-code',
  'email-changed',
  'registration-decision',
  'work-status',
  'staff-invite',
  'work-receipt',
  'reminder',
  'broadcast',
  'thread-answer',
  'judging-reminder',
  'judging-reopened',
] as const;
export const MessageKind = Type.Enum(MESSAGE_KINDS);
export type MessageKind = Static<typeof MessageKind>;

/** queued (waiting, maybe for a retry) → sending → sent, or dead once the retries are spent. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'dead'] as const;
export const MessageStatus = Type.Enum(MESSAGE_STATUSES);
export type MessageStatus = Static<typeof MessageStatus>;

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export const MessageChannel = Type.Enum(MESSAGE_CHANNELS);
export type MessageChannel = Static<typeof MessageChannel>;

/** GET /api/admin/messages: newest first. */
export const AdminMessagesQuery = Type.Object(
  {
    status: Type.Optional(MessageStatus),
    kind: Type.Optional(MessageKind),
    broadcast_id: Type.Optional(Id),
    ...PageQuery,
  },
  strict,
);
export type AdminMessagesQuery = Static<typeof AdminMessagesQuery>;

export const AdminMessage = Type.Object({
  id: Type.Integer(),
  kind: MessageKind,
  channel: MessageChannel,
  /** Masked (j***@example.com, +852****5678): the list is for delivery, not for reading people's addresses. */
  to: Type.String(),
  lang: Type.String(),
  status: MessageStatus,
  attempts: Type.Integer(),
  /** The provider's last refusal or error, for a message waiting for a retry or dead; null otherwise. */
  lastError: nullable(Type.String()),
  createdAt: Type.String(),
  nextAttemptAt: nullable(Type.String()),
  sentAt: nullable(Type.String()),
  broadcastId: nullable(Type.Integer()),
});
export type AdminMessage = Static<typeof AdminMessage>;

export const AdminMessagePage = Paged(AdminMessage);
export type AdminMessagePage = Static<typeof AdminMessagePage>;

/** POST /api/admin/messages/:id/retry (a dead letter goes back to the queue): the message as it is now. */
export const AdminMessageParams = Type.Object({ id: Id }, strict);
export type AdminMessageParams = Static<typeof AdminMessageParams>;
