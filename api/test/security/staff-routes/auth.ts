import { staffRead } from './lines.js';
import { staffJson, type StaffRouteLine } from './types.js';

// /api/admin/auth: the staff sign-in steps (docs/adr/0031). Login and the invitation need no session; the rest serve
// every role, each at the stages it names: enrolment at `enrol` (and at `ready` with a fresh factor), proving a factor
// at `secondFactor` (and at `ready`, the step-up).

const SIGN_IN_STEPS = ['enrol', 'secondFactor'] as const;
const ENROLMENT = ['enrol'] as const;
const PROOF = ['secondFactor'] as const;

/** A registration answer of the right shape that no authenticator made. */
const registration = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } };
const assertion = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } };

export const authRoutes: Record<string, StaffRouteLine> = {
  'POST /api/admin/auth/login': {
    access: 'public',
    reason: 'the password step of a staff sign-in: no session yet; limited and audited like the team login (staff/sign-in.ts)',
  },
  'POST /api/admin/auth/invitation': {
    access: 'public',
    reason: "an invitation link's single-use token sets the invited member's password: the token is the credential",
  },
  ...staffRead('/api/admin/auth/me', { reason: "the session's own member, stage and factors, at every stage", roles: 'any', stages: SIGN_IN_STEPS }),
  'POST /api/admin/auth/logout': {
    access: 'staff',
    reason: 'ends the session whose token it carries, at every stage',
    roles: 'any',
    stages: SIGN_IN_STEPS,
    probe: () => staffJson('POST', '/api/admin/auth/logout', {}),
  },
  'POST /api/admin/auth/totp/setup': {
    access: 'staff',
    reason: "a new TOTP secret for the session's own member: the first factor at enrol, or a replacement with a fresh factor",
    roles: 'any',
    fresh: true,
    stages: ENROLMENT,
    probe: () => staffJson('POST', '/api/admin/auth/totp/setup', {}),
  },
  'POST /api/admin/auth/totp/enable': {
    access: 'staff',
    reason: "confirms the session's pending TOTP secret with a code and issues recovery codes",
    roles: 'any',
    fresh: true,
    stages: ENROLMENT,
    probe: () => staffJson('POST', '/api/admin/auth/totp/enable', { code: '000000' }),
  },
  'POST /api/admin/auth/totp/verify': {
    access: 'staff',
    reason: "proves the session's own member's TOTP: the sign-in's second step, or a step-up",
    roles: 'any',
    stages: PROOF,
    probe: () => staffJson('POST', '/api/admin/auth/totp/verify', { code: '000000' }),
  },
  'POST /api/admin/auth/recovery/verify': {
    access: 'staff',
    reason: "uses one of the session's own member's recovery codes instead of the usual factor",
    roles: 'any',
    stages: PROOF,
    probe: () => staffJson('POST', '/api/admin/auth/recovery/verify', { code: 'aaaaa-aaaaa' }),
  },
  'POST /api/admin/auth/passkey/registration-options': {
    access: 'staff',
    reason: "starts registering a passkey for the session's own member (a WebAuthn challenge kept on the session)",
    roles: 'any',
    fresh: true,
    stages: ENROLMENT,
    probe: () => staffJson('POST', '/api/admin/auth/passkey/registration-options', {}),
  },
  'POST /api/admin/auth/passkey/register': {
    access: 'staff',
    reason: "registers the authenticator's answer as the session's own member's passkey",
    roles: 'any',
    fresh: true,
    stages: ENROLMENT,
    probe: () => staffJson('POST', '/api/admin/auth/passkey/register', { response: registration }),
  },
  'POST /api/admin/auth/passkey/authentication-options': {
    access: 'staff',
    reason: "a WebAuthn challenge for the session's own member's passkeys",
    roles: 'any',
    stages: PROOF,
    probe: () => staffJson('POST', '/api/admin/auth/passkey/authentication-options', {}),
  },
  'POST /api/admin/auth/passkey/verify': {
    access: 'staff',
    reason: "proves one of the session's own member's passkeys: the sign-in's second step, or a step-up",
    roles: 'any',
    stages: PROOF,
    probe: () => staffJson('POST', '/api/admin/auth/passkey/verify', { response: assertion }),
  },
};
