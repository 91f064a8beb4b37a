import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { EnvelopeCode } from './messages.js';
import { GroupNumber } from './season.js';

// What every answer and many requests are made of (SPEC §7): the envelope, paged lists, ids and the `?group=` filter.
// The API validates and serializes with these schemas; the pages take the types (type-only imports).

export { EnvelopeCode };

/** The envelope of every answer: a code, the data, a message and whether the page shows it. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), data, msg: Type.String(), show: Type.Boolean() }, { additionalProperties: false });
}
/** Any answer as a client reads it before looking at its code. */
export type Envelope<T = unknown> = Static<ReturnType<typeof Envelope<TUnsafe<T>>>>;

/** A successful answer carrying `data`. */
export function SuccessEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ ...Envelope(data).properties, code: Type.Literal(EnvelopeCode.success) }, { additionalProperties: false });
}

/** Every error answer: data is null and msg is a localized text meant to be shown. */
export const ErrorEnvelope = Envelope(Type.Null());
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The cooldown answer of a code request (429): the seconds left, or null when an hourly limit refused it. */
export const CooldownEnvelope = Type.Object(
  {
    ...ErrorEnvelope.properties,
    code: Type.Literal(EnvelopeCode.failure),
    data: Type.Union([Type.Null(), Type.Object({ resendAfter: Type.Integer() })]),
  },
  { additionalProperties: false },
);
export type CooldownEnvelope = Static<typeof CooldownEnvelope>;

/** The `{ lists, count, page_no, page_size }` answer of paged lists. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({ lists: Type.Array(item), count: Type.Integer(), page_no: Type.Integer(), page_size: Type.Integer() });
}
export type Paged<T> = Static<ReturnType<typeof Paged<TUnsafe<T>>>>;

/** A database id as clients send it: a positive integer within PostgreSQL's `integer`. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

// A cap on page_no keeps the offset (page_no × page_size) a number both databases accept.
const MAX_PAGE_NO = 100_000;
const MAX_PAGE_SIZE = 50;
export const PageNo = Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO });
export const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE });

/** page_no / page_size of a paged list: when absent, the first page and the list's own size (the API fills them in). */
export const PageQuery = { page_no: Type.Optional(PageNo), page_size: Type.Optional(PageSize) };

/** `?group=1|2`, optional: without it, every group. */
export const GroupQuery = Type.Object({ group: Type.Optional(GroupNumber) }, { additionalProperties: false });
export type GroupQuery = Static<typeof GroupQuery>;
