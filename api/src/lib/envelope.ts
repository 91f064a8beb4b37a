import { Type, type Static, type TSchema } from 'typebox';

// The spec's Layer B envelope. Codes: 1 success, 0 failure, -1 login failure, 2 redirect.
export const EnvelopeCode = { success: 1, failure: 0, loginFailure: -1, redirect: 2 } as const;
export type EnvelopeCode = (typeof EnvelopeCode)[keyof typeof EnvelopeCode];

/** Schema of a successful answer carrying `data`. */
export function SuccessEnvelope<T extends TSchema>(data: T) {
  return Type.Object(
    {
      code: Type.Literal(EnvelopeCode.success),
      data,
      msg: Type.String(),
      show: Type.Boolean(),
    },
    { additionalProperties: false },
  );
}

/** Schema of every error answer: data is null and msg is a localized text meant to be shown. */
export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer(),
    data: Type.Null(),
    msg: Type.String(),
    show: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

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
