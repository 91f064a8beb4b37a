import { Type, type TSchema } from 'typebox';
import { PageNo, PageSize } from '@portal/contracts/common';
import { SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Building blocks of the content routes' schemas (the payloads are @portal/contracts').

/** page_no / page_size query fields as the contract bounds them, required here: validation fills in the defaults. */
export function pagingQuery(defaultPageSize: number) {
  return {
    page_no: Type.Integer({ ...PageNo, default: 1 }),
    page_size: Type.Integer({ ...PageSize, default: defaultPageSize }),
  };
}

/** Responses of a read-only content route: its data, or an error envelope. */
export function readResponses<T extends TSchema>(data: T) {
  return { 200: SuccessEnvelope(data), ...errorResponses };
}
