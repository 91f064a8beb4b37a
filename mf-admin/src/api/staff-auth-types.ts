// The staff sign-in API's payloads (issue 24): the contracts' types, under the names the back office reads them by.
// Type-only: the schemas are the server's to run (lint's SCHEMA_CONTRACTS); plain values come from ./staff-roles.
export type {
  AcceptInvitationBody as InvitationBody,
  FactorCodeBody as CodeBody,
  FactorProven,
  PasskeyRegistered,
  RecoveryCodes,
  RecoveryProven,
  StaffLoginBody as LoginBody,
  StaffMe,
  StaffSessionStart as SignedIn,
  TotpSetup,
} from '@portal/contracts/admin-auth';
export type { StaffMember } from '@portal/contracts/staff';
export { STAFF_ROLES, STAFF_TOKEN_HEADER, type StaffFactor as SecondFactor, type StaffRole, type StaffStage } from '@portal/contracts/staff-roles';
export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/** The browser's own JSON forms: the contracts check them on the server field by field. */
export interface PasskeyRegisterBody {
  response: RegistrationResponseJSON;
  label?: string;
}

export interface PasskeyVerifyBody {
  response: AuthenticationResponseJSON;
}
