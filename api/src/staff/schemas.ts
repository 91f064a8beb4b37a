import { Type, type TSchema } from 'typebox';
import {
  AcceptInvitationBody,
  FactorCodeBody,
  FactorProven,
  PasskeyCreationOptions,
  PasskeyRegisterBody,
  PasskeyRegistered,
  PasskeyRequestOptions,
  PasskeyVerifyBody,
  RecoveryCodes,
  RecoveryProven,
  StaffLoginBody,
  StaffMe,
  StaffSessionStart,
  TotpSetup,
} from '@portal/contracts/admin-auth';
import { InviteStaffBody, InviteStaffResult, StaffIdParams, StaffListItem, StaffListQuery, StaffRoleBody } from '@portal/contracts/admin-staff';
import { Paged } from '@portal/contracts/common';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// Schemas of the staff routes: the payloads are the contract's (@portal/contracts/admin-auth, admin-staff), here in
// their envelopes with each route's failures. Every staff route may answer the guard's refusals (401, 403).

export const staffFailures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

const answers = <T extends TSchema>(data: T) => ({ 200: SuccessEnvelope(data), ...staffFailures });

export const loginSchema = { body: StaffLoginBody, response: answers(StaffSessionStart) };
export const invitationSchema = { body: AcceptInvitationBody, response: answers(StaffSessionStart) };
export const meSchema = { response: answers(StaffMe) };
export const logoutSchema = { response: answers(Type.Null()) };
export const totpSetupSchema = { response: answers(TotpSetup) };
export const totpEnableSchema = { body: FactorCodeBody, response: answers(RecoveryCodes) };
export const totpVerifySchema = { body: FactorCodeBody, response: answers(FactorProven) };
export const recoveryVerifySchema = { body: FactorCodeBody, response: answers(RecoveryProven) };
export const passkeyRegistrationOptionsSchema = { response: answers(PasskeyCreationOptions) };
export const passkeyRegisterSchema = { body: PasskeyRegisterBody, response: answers(PasskeyRegistered) };
export const passkeyAuthenticationOptionsSchema = { response: answers(PasskeyRequestOptions) };
export const passkeyVerifySchema = { body: PasskeyVerifyBody, response: answers(FactorProven) };

export const staffListSchema = { querystring: StaffListQuery, response: answers(Paged(StaffListItem)) };
export const inviteSchema = { body: InviteStaffBody, response: answers(InviteStaffResult) };
export const roleSchema = { params: StaffIdParams, body: StaffRoleBody, response: answers(StaffListItem) };
export const statusSchema = { params: StaffIdParams, response: answers(StaffListItem) };
