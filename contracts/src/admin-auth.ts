import { Type, type Static, type TSchema } from 'typebox';
import { StaffMember, StaffStageSchema } from './staff.js';

// The back office's sign-in (issue 24, docs/adr/0031): password, then a second factor — TOTP (RFC 6238), a passkey
// (WebAuthn) or a single-use recovery code — under /api/admin/auth. The API validates bodies and answers with these
// schemas; mf-admin takes the types (type-only imports). Body strings have generous caps only: empty or malformed
// values get their own messages from the handlers, in order. The WebAuthn shapes are the JSON forms of the W3C
// dictionaries as @simplewebauthn/browser sends and takes them.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ default: '', maxLength });
/** base64url without padding, as WebAuthn's JSON forms carry binary. */
const Base64Url = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*$' });
/** An object whose members the server neither reads nor restricts (extension inputs and outputs). */
const Open = () => Type.Object({}, { additionalProperties: true });

export { STAFF_FACTORS, type StaffFactor } from './staff-roles.js';
export const StaffFactorSchema = Type.Union([Type.Literal('totp'), Type.Literal('passkey')]);

/** How many recovery codes an enrolment hands out, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/** POST /api/admin/auth/login */
export const StaffLoginBody = Type.Object({ email: Text(1000), password: Text(4096) }, { additionalProperties: false });
export type StaffLoginBody = Static<typeof StaffLoginBody>;

/** A new staff session: the token goes in the `staff-token` header; `methods` are the member's enrolled factors. */
export const StaffSessionStart = Type.Object({
  token: Type.String(),
  stage: StaffStageSchema,
  methods: Type.Array(StaffFactorSchema),
});
export type StaffSessionStart = Static<typeof StaffSessionStart>;

/** POST /api/admin/auth/invitation: the link's token and the new password (the team accounts' rule). */
export const AcceptInvitationBody = Type.Object(
  { token: Text(200), password: Text(4096), confirmPassword: Text(4096) },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/** GET /api/admin/auth/me */
export const StaffMe = Type.Object({
  member: StaffMember,
  stage: StaffStageSchema,
  methods: Type.Array(StaffFactorSchema),
  /** Until when sensitive actions need no step-up; null when this session has proven no factor. */
  freshUntil: nullable(Type.String()),
});
export type StaffMe = Static<typeof StaffMe>;

/** POST /api/admin/auth/totp/setup: the secret to show as a QR code (otpauthUri) and as text. */
export const TotpSetup = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
export type TotpSetup = Static<typeof TotpSetup>;

/** A 6-digit TOTP code, or a recovery code. */
export const FactorCodeBody = Type.Object({ code: Text(100) }, { additionalProperties: false });
export type FactorCodeBody = Static<typeof FactorCodeBody>;

/** Recovery codes, shown once. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** A factor proven in this session. */
export const FactorProven = Type.Object({ stage: Type.Literal('ready'), freshUntil: Type.String() });
export type FactorProven = Static<typeof FactorProven>;

export const RecoveryProven = Type.Object({ stage: Type.Literal('ready'), freshUntil: Type.String(), remaining: Type.Integer() });
export type RecoveryProven = Static<typeof RecoveryProven>;

const CredentialDescriptor = Type.Object({
  id: Base64Url(1400),
  type: Type.Literal('public-key'),
  transports: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
});

/** POST /api/admin/auth/passkey/registration-options: for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = Type.Object({
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  challenge: Type.String(),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
  timeout: Type.Optional(Type.Integer()),
  excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Type.String()),
      requireResidentKey: Type.Optional(Type.Boolean()),
      residentKey: Type.Optional(Type.String()),
      userVerification: Type.Optional(Type.String()),
    }),
  ),
  hints: Type.Optional(Type.Array(Type.String())),
  attestation: Type.Optional(Type.String()),
  attestationFormats: Type.Optional(Type.Array(Type.String())),
  extensions: Type.Optional(Open()),
});
export type PasskeyCreationOptions = Static<typeof PasskeyCreationOptions>;

/** POST /api/admin/auth/passkey/authentication-options: for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = Type.Object({
  challenge: Type.String(),
  timeout: Type.Optional(Type.Integer()),
  rpId: Type.Optional(Type.String()),
  allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  userVerification: Type.Optional(Type.String()),
  hints: Type.Optional(Type.Array(Type.String())),
  extensions: Type.Optional(Open()),
});
export type PasskeyRequestOptions = Static<typeof PasskeyRequestOptions>;

const clientResponseParts = {
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
  clientExtensionResults: Open(),
  type: Type.Literal('public-key'),
};

/** RegistrationResponseJSON: what navigator.credentials.create answered. */
export const PasskeyRegistrationResponse = Type.Object(
  {
    ...clientResponseParts,
    response: Type.Object({
      clientDataJSON: Base64Url(8192),
      attestationObject: Base64Url(32768),
      authenticatorData: Type.Optional(Base64Url(16384)),
      transports: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
      publicKeyAlgorithm: Type.Optional(Type.Integer()),
      publicKey: Type.Optional(Base64Url(8192)),
    }),
  },
  { additionalProperties: false },
);
export type PasskeyRegistrationResponse = Static<typeof PasskeyRegistrationResponse>;

/** The name a member gives a passkey ("office laptop"), shown in their list; at most this many characters. */
export const PASSKEY_LABEL_MAX = 60;

export const PasskeyRegisterBody = Type.Object(
  { response: PasskeyRegistrationResponse, label: Type.Optional(Text(1000)) },
  { additionalProperties: false },
);
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;

/** Recovery codes only when the passkey is the member's first factor; null otherwise. */
export const PasskeyRegistered = Type.Object({ recoveryCodes: nullable(Type.Array(Type.String())) });
export type PasskeyRegistered = Static<typeof PasskeyRegistered>;

/** AuthenticationResponseJSON: what navigator.credentials.get answered. */
export const PasskeyAuthenticationResponse = Type.Object(
  {
    ...clientResponseParts,
    response: Type.Object({
      clientDataJSON: Base64Url(8192),
      authenticatorData: Base64Url(16384),
      signature: Base64Url(2048),
      userHandle: Type.Optional(Base64Url(512)),
    }),
  },
  { additionalProperties: false },
);
export type PasskeyAuthenticationResponse = Static<typeof PasskeyAuthenticationResponse>;

export const PasskeyVerifyBody = Type.Object({ response: PasskeyAuthenticationResponse }, { additionalProperties: false });
export type PasskeyVerifyBody = Static<typeof PasskeyVerifyBody>;
