import { Type, type Static } from 'typebox';
import { Id, PageQuery, Paged } from './common.js';
import { GroupNumber } from './season.js';

// Broadcasts (issue 26 point 6): an organizer writes one message in the three languages, picks an audience among the
// season's registered accounts, sees how many it reaches and a preview per language, and sends; each recipient gets
// one mail in the language they registered in. The API (api/src/broadcasts) validates and answers with these;
// mf-admin takes the types.

const strict = { additionalProperties: false } as const;

/** Limits of a broadcast's texts: a subject fits a mail client's line; a body is a notice, not a newsletter. */
export const BROADCAST_SUBJECT_MAX = 150;
export const BROADCAST_BODY_MAX = 5000;

/** One language's subject and plain-text body; neither may be blank (the server trims before it checks). */
export const BroadcastText = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: BROADCAST_SUBJECT_MAX }),
    body: Type.String({ minLength: 1, maxLength: BROADCAST_BODY_MAX }),
  },
  strict,
);
export type BroadcastText = Static<typeof BroadcastText>;

/** The message in each of the site's languages: every recipient reads theirs, so all three are required. */
export const BroadcastTexts = Type.Object({ zhComplex: BroadcastText, zhSimple: BroadcastText, en: BroadcastText }, strict);
export type BroadcastTexts = Static<typeof BroadcastTexts>;

export const BROADCAST_REGISTRATION_STATUSES = ['pending', 'passed', 'failed'] as const;
/** A team's works: 'none' = no work in any step yet; the others are a work's review status (any step). */
export const BROADCAST_WORKS_STATUSES = ['none', 'submitted', 'underReview', 'shortlisted', 'notShortlisted'] as const;

/**
 * Who receives it: the accounts with a registration in the current season, narrowed by each filter that is set. The
 * filters combine with AND; the values inside one filter with OR; an empty list sets nothing. `worksStatuses` matches a
 * team with at least one work in one of the statuses (or with none, for 'none'); `finalistsOnly` keeps the teams a
 * finalist is linked to. Accounts that unsubscribed are never in it (the count says how many were left out).
 */
export const BroadcastAudience = Type.Object(
  {
    groups: Type.Array(GroupNumber, { maxItems: 2, uniqueItems: true }),
    registrationStatuses: Type.Array(Type.Enum(BROADCAST_REGISTRATION_STATUSES), { maxItems: 3, uniqueItems: true }),
    worksStatuses: Type.Array(Type.Enum(BROADCAST_WORKS_STATUSES), { maxItems: 5, uniqueItems: true }),
    finalistsOnly: Type.Boolean(),
  },
  strict,
);
export type BroadcastAudience = Static<typeof BroadcastAudience>;

/** Everyone registered this season. */
export const EVERYONE: BroadcastAudience = { groups: [], registrationStatuses: [], worksStatuses: [], finalistsOnly: false };

/** POST /api/admin/broadcasts/audience: how many an audience reaches now. */
export const BroadcastAudienceBody = Type.Object({ audience: BroadcastAudience }, strict);
export type BroadcastAudienceBody = Static<typeof BroadcastAudienceBody>;

export const BroadcastCount = Type.Object({
  /** Accounts that will get the mail. */
  recipients: Type.Integer(),
  /** Accounts the filters matched but that unsubscribed: left out. */
  optedOut: Type.Integer(),
  /** The recipients by the language they will read. */
  byLanguage: Type.Object({ zhComplex: Type.Integer(), zhSimple: Type.Integer(), en: Type.Integer() }),
});
export type BroadcastCount = Static<typeof BroadcastCount>;

/** POST /api/admin/broadcasts/preview: the mail as each language's recipients will see it. */
export const BroadcastPreviewBody = Type.Object({ texts: BroadcastTexts }, strict);
export type BroadcastPreviewBody = Static<typeof BroadcastPreviewBody>;

export const RenderedPreview = Type.Object({ subject: Type.String(), text: Type.String(), html: Type.Union([Type.String(), Type.Null()]) });
export type RenderedPreview = Static<typeof RenderedPreview>;
export const BroadcastPreview = Type.Object({ zhComplex: RenderedPreview, zhSimple: RenderedPreview, en: RenderedPreview });
export type BroadcastPreview = Static<typeof BroadcastPreview>;

/** POST /api/admin/broadcasts (fresh second factor): sends now, one queued mail per recipient. */
export const BroadcastSendBody = Type.Object({ texts: BroadcastTexts, audience: BroadcastAudience }, strict);
export type BroadcastSendBody = Static<typeof BroadcastSendBody>;

/** Delivery of a broadcast's mails, from the message queue: delivered, still waiting (or retrying), failed for good. */
export const BroadcastDelivery = Type.Object({ delivered: Type.Integer(), waiting: Type.Integer(), failed: Type.Integer() });
export type BroadcastDelivery = Static<typeof BroadcastDelivery>;

export const BroadcastSummary = Type.Object({
  id: Type.Integer(),
  /** The subject in the caller's language. */
  subject: Type.String(),
  audience: BroadcastAudience,
  recipients: Type.Integer(),
  optedOut: Type.Integer(),
  /** The staff member's name, or the operator's at the command line. */
  sentBy: Type.String(),
  sentAt: Type.String(),
  delivery: BroadcastDelivery,
});
export type BroadcastSummary = Static<typeof BroadcastSummary>;

export const BroadcastDetail = Type.Object({ ...BroadcastSummary.properties, texts: BroadcastTexts });
export type BroadcastDetail = Static<typeof BroadcastDetail>;

/** GET /api/admin/broadcasts: newest first. */
export const BroadcastListQuery = Type.Object({ ...PageQuery }, strict);
export type BroadcastListQuery = Static<typeof BroadcastListQuery>;
export const BroadcastPage = Paged(BroadcastSummary);
export type BroadcastPage = Static<typeof BroadcastPage>;

export const BroadcastParams = Type.Object({ id: Id }, strict);
export type BroadcastParams = Static<typeof BroadcastParams>;
