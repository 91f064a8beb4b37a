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

/** A season's contact policy: a mobile number only, or a mobile number or an e-mail address. */
export const VoteContacts = Type.Enum(['phone', 'phoneOrEmail']);
export type VoteContacts = Static<typeof VoteContacts>;

export const VoteCountQuery = Type.Object({ workId: Type.Optional(Id) }, { additionalProperties: false });
export type VoteCountQuery = Static<typeof VoteCountQuery>;

/** GET /api/v1.work/voteCount: the total and chain head always; per-film counts only once voting has closed. */
export const VoteCount = Type.Object({
  season: Type.String(),
  phase: VotePhase,
  /** Votes counted so far (cast minus annulled): always public. */
  total: Type.Integer(),
  /** Annulments in the chain (docs/adr/0049): head.seq = total + 2 × annulled (each annulment is an entry and un-counts a vote). */
  annulled: Type.Integer(),
  /** The chain head (seq = the chain's length: votes and annulments): publish it, and the log must later end in it. */
  head: Type.Object({ seq: Type.Integer(), hash: Type.String() }),
  /** ISO instant from which `films` is public (the end of the voting window). */
  countsFrom: Type.String(),
  /** Votes per finalist film once voting has closed; null while it is open (docs/adr/0014). */
  films: Type.Union([Type.Null(), Type.Array(Type.Object({ workId: Type.Integer(), votes: Type.Integer() }))]),
  /** Which contacts the season takes (its file's publicVote.contacts, issue 28): the page asks for those before a code. */
  contacts: VoteContacts,
});
export type VoteCount = Static<typeof VoteCount>;

/** The public kinds of annulment (docs/adr/0049); the organizer's own words are kept staff-side only. */
export const ANNULMENT_REASONS = ['burst', 'duplicate', 'fraud', 'other'] as const;
export const AnnulmentReason = Type.Enum([...ANNULMENT_REASONS]);
export type AnnulmentReason = Static<typeof AnnulmentReason>;

/** A vote's line of the public log (GET /api/v1.work/voteLog, JSON lines): its chain fields and its receipt's id. */
export const VoteLogVote = Type.Object({
  kind: Type.Literal('vote'),
  seq: Type.Integer(),
  prevHash: Type.String(),
  season: Type.String(),
  finalistId: Type.Integer(),
  contactHash: Type.String(),
  createdAt: Type.String(),
  hash: Type.String(),
  voteId: Type.Integer(),
});
export type VoteLogVote = Static<typeof VoteLogVote>;

/** An annulment's line: a chain entry of its own naming the annulled vote's seq, with the public kind of reason. */
export const VoteLogAnnulment = Type.Object({
  kind: Type.Literal('annulment'),
  seq: Type.Integer(),
  prevHash: Type.String(),
  season: Type.String(),
  annulledSeq: Type.Integer(),
  reason: AnnulmentReason,
  createdAt: Type.String(),
  hash: Type.String(),
});
export type VoteLogAnnulment = Static<typeof VoteLogAnnulment>;

/** One line of the public log, in seq order: a vote or an annulment. */
export const VoteLogLine = Type.Union([VoteLogVote, VoteLogAnnulment]);
export type VoteLogLine = Static<typeof VoteLogLine>;

/** The longest organizer's reason for annulling (kept staff-side; the audit log keeps its length only). */
export const ANNUL_NOTE_MAX = 1000;
/** The most votes one request annuls: a flagged burst, in one transaction. */
export const ANNUL_SEQS_MAX = 500;

/** POST /api/admin/votes/annulments: annul these votes (by seq) in one transaction, all or none. */
export const AnnulBody = Type.Object(
  {
    seqs: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: ANNUL_SEQS_MAX }),
    kind: AnnulmentReason,
    reason: Type.String({ minLength: 0, maxLength: ANNUL_NOTE_MAX }),
  },
  { additionalProperties: false },
);
export type AnnulBody = Static<typeof AnnulBody>;

/** An annulment as the back office lists it: the public entry, the film, and the organizer's reason and name. */
export const Annulment = Type.Object({
  seq: Type.Integer(),
  annulledSeq: Type.Integer(),
  finalistId: Type.Integer(),
  kind: AnnulmentReason,
  reason: Type.String(),
  by: Type.String(),
  at: Type.String(),
  hash: Type.String(),
});
export type Annulment = Static<typeof Annulment>;

export const AnnulmentList = Type.Object({ season: Type.String(), annulments: Type.Array(Annulment) });
export type AnnulmentList = Static<typeof AnnulmentList>;

/**
 * The anomaly report (issue 28 point 3, docs/adr/0049 "The anomaly report"): counts of the season's votes, with the
 * annulled ones apart, and the bursts its rules flag. Never a contact, not even masked, nor a contact hash: a vote is
 * named by its seq in the public log. A subnet is its prefix (`203.0.113.0/24`); null when it was not recorded (votes
 * before migration 035) or has been purged.
 */
export const AnomalyQuery = Type.Object(
  {
    // ISO 8601 instants; parsed by the handler, which answers a localized 400 when one is not a date.
    from: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    to: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type AnomalyQuery = Static<typeof AnomalyQuery>;

/** `votes` are the votes counted (not annulled); `annulled` those annulled, shown apart. */
const Counted = { votes: Type.Integer(), annulled: Type.Integer() };

export const ANOMALY_RULES = ['subnetBurst', 'filmSpike'] as const;
export const AnomalyRule = Type.Enum([...ANOMALY_RULES]);
export type AnomalyRule = Static<typeof AnomalyRule>;

/** A flagged burst: what it is, why (the numbers the rule compared), and its votes by seq. */
export const AnomalyFlag = Type.Object({
  rule: AnomalyRule,
  /** The subnet (subnetBurst) or the film (filmSpike) the burst is about. */
  subnet: Type.Union([Type.String(), Type.Null()]),
  finalistId: Type.Union([Type.Integer(), Type.Null()]),
  /** The first and last vote's time (ISO, the season clock). */
  from: Type.String(),
  to: Type.String(),
  /** The most votes the rule found in one of its windows, and the limit it exceeded. */
  peak: Type.Integer(),
  limit: Type.Integer(),
  /** filmSpike: the film's median votes per minute it voted in (the limit is the larger of 20 and 10× this). */
  median: Type.Union([Type.Number(), Type.Null()]),
  /** The burst's votes still counted, which an organizer may annul; and those already annulled. */
  seqs: Type.Array(Type.Integer()),
  annulledSeqs: Type.Array(Type.Integer()),
});
export type AnomalyFlag = Static<typeof AnomalyFlag>;

export const VoteAnomalies = Type.Object({
  season: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  total: Type.Object(Counted),
  /** The minutes with votes, oldest first (`2024-02-15T02:00Z`, UTC); the latest MAX_MINUTES when there are more. */
  perMinute: Type.Array(Type.Object({ minute: Type.String(), ...Counted })),
  minutesLeftOut: Type.Integer(),
  perFilm: Type.Array(Type.Object({ finalistId: Type.Integer(), ...Counted })),
  /** Most votes first; the first MAX_SUBNETS. */
  perSubnet: Type.Array(Type.Object({ subnet: Type.Union([Type.String(), Type.Null()]), ...Counted })),
  subnetsLeftOut: Type.Integer(),
  perChannel: Type.Array(Type.Object({ channel: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Null()]), ...Counted })),
  flags: Type.Array(AnomalyFlag),
});
export type VoteAnomalies = Static<typeof VoteAnomalies>;
