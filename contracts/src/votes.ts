import { Type, type Static } from 'typebox';
import { Id } from './common.js';

// The public vote (Layer A, SPEC §7: /api/v1.work/*; docs/adr/0014): TypeBox schemas the API validates bodies and
// answers with, and the types the pages take from them (type-only imports). Text fields are generous strings: an empty
// or malformed contact or code gets its own §8-style message from the handler, in the order the page checks them.

const Text = (maxLength: number) => Type.String({ default: '', maxLength });

/**
 * A solved proof-of-work challenge (issue 28, docs/adr/0014 "Challenge under pressure"): base64 of the JSON
 * `{challenge, solution}` the ALTCHA solver produces. Sent only when the API asked for it; ignored otherwise.
 */
const AltchaPayload = Type.Optional(Type.String({ minLength: 1, maxLength: 4000 }));

/** POST /api/v1.work/sendSms: a mobile number (Hong Kong by default) or an e-mail address. */
export const SmsBody = Type.Object({ contact: Text(1000), altcha: AltchaPayload }, { additionalProperties: false });
export type SmsBody = Static<typeof SmsBody>;

/** Where a voting code went. */
export const SmsChannel = Type.Enum(['sms', 'email']);
export type SmsChannel = Static<typeof SmsChannel>;

/** What sendSms answers: seconds until another code may be asked for, and where this one went. */
export const SmsSent = Type.Object({ resendAfter: Type.Integer(), channel: SmsChannel });
export type SmsSent = Static<typeof SmsSent>;

/** POST /api/v1.work/verify: the code is checked and the vote cast in one step; `workId` is a finalist's id. */
export const VoteBody = Type.Object({ contact: Text(1000), code: Text(100), workId: Id, altcha: AltchaPayload }, { additionalProperties: false });
export type VoteBody = Static<typeof VoteBody>;

/** An ALTCHA (PoW v2) challenge, signed by the API: the solver needs all of it and sends it back unchanged. */
export const AltchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    expiresAt: Type.Optional(Type.Integer()),
  }),
  signature: Type.String(),
});
export type AltchaChallenge = Static<typeof AltchaChallenge>;

/**
 * The refusal of sendSms or verify under pressure (HTTP 429, code 0, a shown msg): solve `challenge` and send the same
 * body again with `altcha`.
 */
export const ChallengeRequired = Type.Object({ challenge: AltchaChallenge });
export type ChallengeRequired = Static<typeof ChallengeRequired>;

/** The voter's receipt: the vote's id and its place and hash in the public hash chain. */
export const VoteReceipt = Type.Object({ voteId: Type.Integer(), seq: Type.Integer(), hash: Type.String(), finalistId: Type.Integer() });
export type VoteReceipt = Static<typeof VoteReceipt>;

export const VotePhase = Type.Enum(['notYetOpen', 'open', 'closed']);
export type VotePhase = Static<typeof VotePhase>;

export const VoteCountQuery = Type.Object({ workId: Type.Optional(Id) }, { additionalProperties: false });
export type VoteCountQuery = Static<typeof VoteCountQuery>;

/** GET /api/v1.work/voteCount: the total and chain head always; per-film counts only once voting has closed. */
export const VoteCount = Type.Object({
  season: Type.String(),
  phase: VotePhase,
  /** Votes cast so far: always public. */
  total: Type.Integer(),
  /** The chain head (seq = total): publish it, and the log must later end in it. */
  head: Type.Object({ seq: Type.Integer(), hash: Type.String() }),
  /** ISO instant from which `films` is public (the end of the voting window). */
  countsFrom: Type.String(),
  /** Votes per finalist film once voting has closed; null while it is open (docs/adr/0014). */
  films: Type.Union([Type.Null(), Type.Array(Type.Object({ workId: Type.Integer(), votes: Type.Integer() }))]),
});
export type VoteCount = Static<typeof VoteCount>;

/** One line of the public log (GET /api/v1.work/voteLog, JSON lines): a vote's chain fields and its receipt's id. */
export const VoteLogLine = Type.Object({
  seq: Type.Integer(),
  prevHash: Type.String(),
  season: Type.String(),
  finalistId: Type.Integer(),
  contactHash: Type.String(),
  createdAt: Type.String(),
  hash: Type.String(),
  voteId: Type.Integer(),
});
export type VoteLogLine = Static<typeof VoteLogLine>;
