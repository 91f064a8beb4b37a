import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The staff sign-in API's payloads (issue 24), as the server answers them inside the envelope. The server's engineer
// writes the same facts in @portal/contracts/staff (roles, stages, the member, the refusals): at the merge these types
// move there and this file imports them from it, so that they are written once.

export type StaffRole = 'organizer' | 'reviewer' | 'editor' | 'judge' | 'releaseManager';
export const STAFF_ROLES: readonly StaffRole[] = ['organizer', 'reviewer', 'editor', 'judge', 'releaseManager'];

/** `enrol`: no second factor yet; `secondFactor`: enrolled, not proven in this session; `ready`: proven. */
export type StaffStage = 'enrol' | 'secondFactor' | 'ready';
export type SecondFactor = 'totp' | 'passkey';

/** The header a staff session travels in; never the team's `token`. */
export const STAFF_TOKEN_HEADER = 'staff-token';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export interface LoginBody {
  email: string;
  password: string;
}

export interface InvitationBody {
  token: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/admin/auth/login and /invitation. */
export interface SignedIn {
  token: string;
  stage: StaffStage;
  methods: SecondFactor[];
}

/** GET /api/admin/auth/me. `freshUntil`: until when sensitive actions need no step-up (null: not proven). */
export interface StaffMe {
  member: StaffMember;
  stage: StaffStage;
  methods: SecondFactor[];
  freshUntil: string | null;
}

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
}

export interface CodeBody {
  code: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** A second factor proven: the session is ready, and fresh until then. */
export interface FactorProven {
  stage: 'ready';
  freshUntil: string;
}

export interface RecoveryProven extends FactorProven {
  /** Recovery codes left. */
  remaining: number;
}

export interface PasskeyRegisterBody {
  response: RegistrationResponseJSON;
  label?: string;
}

/** Recovery codes come with the first second factor only. */
export interface PasskeyRegistered {
  recoveryCodes: string[] | null;
}

export interface PasskeyVerifyBody {
  response: AuthenticationResponseJSON;
}

export type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };
