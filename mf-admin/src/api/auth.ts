import { staffGet, staffPost } from './staff-client';
import type {
  CodeBody,
  FactorProven,
  InvitationBody,
  LoginBody,
  PasskeyRegisterBody,
  PasskeyRegistered,
  PasskeyVerifyBody,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RecoveryCodes,
  RecoveryProven,
  SignedIn,
  StaffMe,
  TotpSetup,
} from './staff-auth-types';

// One function per call of the staff sign-in API (issue 24), in the order a member meets them.
const AUTH = '/admin/auth';

export const staffLogin = (body: LoginBody) => staffPost<SignedIn>(`${AUTH}/login`, body);
export const acceptInvitation = (body: InvitationBody) => staffPost<SignedIn>(`${AUTH}/invitation`, body);
export const fetchStaffMe = () => staffGet<StaffMe>(`${AUTH}/me`);
// Silent: signing out says nothing, whatever the server's answer (an ended session is signed out already).
export const staffLogout = () => staffPost<null>(`${AUTH}/logout`, undefined, { silent: true });

export const setupTotp = () => staffPost<TotpSetup>(`${AUTH}/totp/setup`);
export const enableTotp = (body: CodeBody) => staffPost<RecoveryCodes>(`${AUTH}/totp/enable`, body);
export const verifyTotp = (body: CodeBody) => staffPost<FactorProven>(`${AUTH}/totp/verify`, body);
export const verifyRecoveryCode = (body: CodeBody) => staffPost<RecoveryProven>(`${AUTH}/recovery/verify`, body);

export const passkeyRegistrationOptions = () => staffPost<PublicKeyCredentialCreationOptionsJSON>(`${AUTH}/passkey/registration-options`);
export const registerPasskey = (body: PasskeyRegisterBody) => staffPost<PasskeyRegistered>(`${AUTH}/passkey/register`, body);
export const passkeyAuthenticationOptions = () => staffPost<PublicKeyCredentialRequestOptionsJSON>(`${AUTH}/passkey/authentication-options`);
export const verifyPasskey = (body: PasskeyVerifyBody) => staffPost<FactorProven>(`${AUTH}/passkey/verify`, body);
