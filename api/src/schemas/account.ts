import { Type } from 'typebox';
import { EnvelopeCode, ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of the account routes. Fields are plain strings with generous caps only: empty, malformed
// or too short values get their own §8 messages from the handlers, which check them in order.

const Text = (maxLength: number) => Type.String({ default: '', maxLength });

export const TeamMember = Type.Object(
  {
    name: Type.String({ maxLength: 50 }),
    position: Type.Union([Type.Literal('captain'), Type.Literal('member')]),
    birthDate: Type.String({ maxLength: 10, default: '' }),
    school: Type.String({ maxLength: 100, default: '' }),
    studentId: Type.String({ maxLength: 50, default: '' }),
    email: Type.String({ maxLength: 254, default: '' }),
    idCardFront: Type.String({ maxLength: 300, default: '' }),
    idCardBack: Type.String({ maxLength: 300, default: '' }),
  },
  { additionalProperties: false },
);

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  teamName: Type.Optional(Type.String()),
  avatar: Type.Optional(Type.String()),
  members: Type.Array(TeamMember),
});

const LoginResult = Type.Object({ token: Type.String(), user: User });

const failures = { ...errorResponses, 401: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

/** A success whose msg is shown (code 1, show true) and whose data is null. */
const Done = SuccessEnvelope(Type.Null());

export const sendEmailSchema = {
  querystring: Type.Object({ email: Text(1000) }, { additionalProperties: false }),
  response: {
    200: SuccessEnvelope(Type.Object({ resendAfter: Type.Integer() })),
    ...failures,
    // The cooldown answer carries the seconds left; the hourly limits carry null.
    429: Type.Object({
      code: Type.Literal(EnvelopeCode.failure),
      data: Type.Union([Type.Null(), Type.Object({ resendAfter: Type.Integer() })]),
      msg: Type.String(),
      show: Type.Boolean(),
    }),
  },
};

export const registerSchema = {
  body: Type.Object(
    { email: Text(1000), code: Text(100), password: Text(4096), confirmPassword: Text(4096) },
    { additionalProperties: false },
  ),
  response: { 200: Done, ...failures },
};

export const loginSchema = {
  body: Type.Object({ account: Text(1000), password: Text(4096) }, { additionalProperties: false }),
  response: { 200: SuccessEnvelope(LoginResult), ...failures },
};

export const logoutSchema = { response: { 200: Done, ...failures } };

export const userInfoSchema = { response: { 200: SuccessEnvelope(User), ...failures } };

export const setInfoSchema = {
  body: Type.Object(
    {
      teamName: Text(1000),
      avatar: Type.Optional(Type.String({ maxLength: 1000 })),
      // The cap of four gets its own message; this bound only stops absurd bodies.
      members: Type.Optional(Type.Array(TeamMember, { maxItems: 50 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: SuccessEnvelope(User), ...failures },
};

export const changePasswordSchema = {
  body: Type.Object(
    { oldPassword: Text(4096), password: Text(4096), confirmPassword: Text(4096) },
    { additionalProperties: false },
  ),
  response: { 200: Done, ...failures },
};

/**
 * An address or phone number to look up: no control characters. PostgreSQL refuses a NUL in any text it is given, so
 * `?to=%00` reached the query and answered 500 there (issue 14's fuzzing, PostgreSQL only); no address holds one.
 */
const Address = () => Type.String({ default: '', maxLength: 1000, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

export const outboxSchema = {
  // `to` (or the older `email`): an address, or a phone number for vote codes sent by SMS.
  querystring: Type.Object({ email: Address(), to: Address() }, { additionalProperties: false }),
  response: {
    200: SuccessEnvelope(
      Type.Array(Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), createTime: Type.String() })),
    ),
    ...errorResponses,
  },
};
