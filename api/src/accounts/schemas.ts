import { Type } from 'typebox';
import { ChangeEmailBody, ChangePasswordBody, Credentials, LoginResult, OutboxMessage, RegisterBody, ResetPasswordBody, SendEmailChangeCodeBody, SendEmailCodeResult, SendEmailQuery, SendResetCodeBody, SetInfoBody, User } from '@portal/contracts/account-api';
import { CooldownEnvelope } from '@portal/contracts/common';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of the account routes: the payloads are the contract's (@portal/contracts/account-api), here in their
// envelopes with each route's failures.

const failures = { ...errorResponses, 401: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

/** A success whose msg is shown (code 1, show true) and whose data is null. */
const Done = SuccessEnvelope(Type.Null());

export const sendEmailSchema = {
  querystring: SendEmailQuery,
  response: {
    200: SuccessEnvelope(SendEmailCodeResult),
    ...failures,
    // The cooldown answer carries the seconds left; the hourly limits carry null.
    429: CooldownEnvelope,
  },
};

/** A code request of account recovery: the sign-up code's answers. */
const codeRequestResponse = { 200: SuccessEnvelope(SendEmailCodeResult), ...failures, 429: CooldownEnvelope };

export const sendResetCodeSchema = { body: SendResetCodeBody, response: codeRequestResponse };

export const resetPasswordSchema = { body: ResetPasswordBody, response: { 200: Done, ...failures } };

export const sendEmailChangeCodeSchema = { body: SendEmailChangeCodeBody, response: codeRequestResponse };

export const changeEmailSchema = { body: ChangeEmailBody, response: { 200: SuccessEnvelope(User), ...failures } };

export const registerSchema = {
  body: RegisterBody,
  response: { 200: Done, ...failures },
};

export const loginSchema = {
  body: Credentials,
  response: { 200: SuccessEnvelope(LoginResult), ...failures },
};

export const logoutSchema = { response: { 200: Done, ...failures } };

export const userInfoSchema = { response: { 200: SuccessEnvelope(User), ...failures } };

export const setInfoSchema = {
  body: SetInfoBody,
  response: { 200: SuccessEnvelope(User), ...failures },
};

export const changePasswordSchema = {
  body: ChangePasswordBody,
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
    200: SuccessEnvelope(Type.Array(OutboxMessage)),
    ...errorResponses,
  },
};
