import { EnvelopeCode, ErrorEnvelope } from '@portal/contracts/common';

// The spec's Layer B envelope: its schemas are the contract's (@portal/contracts/common); here, how the server fills it.
export { EnvelopeCode, ErrorEnvelope, SuccessEnvelope } from '@portal/contracts/common';

export function ok<T>(data: T) {
  return { code: EnvelopeCode.success, data, msg: '', show: false };
}

export function failure(msg: string, code: EnvelopeCode = EnvelopeCode.failure): ErrorEnvelope {
  return { code, data: null, msg, show: true };
}

/** Response schemas every route shares, spread into each route's `response`. */
export const errorResponses = {
  400: ErrorEnvelope,
  404: ErrorEnvelope,
  500: ErrorEnvelope,
};
