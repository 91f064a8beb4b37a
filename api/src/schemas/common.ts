import { Type, type TSchema } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Building blocks of the content routes' schemas.

export const ContentLanguage = Type.Union([Type.Literal('zh-hk'), Type.Literal('zh-cn'), Type.Literal('en-us')]);

export const GroupNumber = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** A database id as clients send it: a positive integer within PostgreSQL's `integer`. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

// A cap on page_no keeps the offset (page_no × page_size) a number both databases accept.
export const MAX_PAGE_NO = 100_000;
export const MAX_PAGE_SIZE = 50;

/** page_no / page_size query fields, with defaults applied by validation. */
export function pagingQuery(defaultPageSize: number) {
  return {
    page_no: Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultPageSize }),
  };
}

/** The `{ lists, count, page_no, page_size }` answer of paged lists. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    lists: Type.Array(item),
    count: Type.Integer(),
    page_no: Type.Integer(),
    page_size: Type.Integer(),
  });
}

/** Responses of a read-only content route: its data, or an error envelope. */
export function readResponses<T extends TSchema>(data: T) {
  return { 200: SuccessEnvelope(data), ...errorResponses };
}

export { ErrorEnvelope };
