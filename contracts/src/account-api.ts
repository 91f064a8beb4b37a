import { Type, type Static } from 'typebox';

// The payloads of the account calls (SPEC §7: login, register, user info, set info, change password): TypeBox schemas
// the API validates bodies and answers with, and the types the pages take from them (type-only imports). Fields are
// plain strings with generous caps only: empty, malformed or too short values get their own §8 messages from the
// handlers, which check them in order.

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
export type TeamMember = Static<typeof TeamMember>;

/** The user object of login and /user/info: absent fields are not set yet. */
export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  teamName: Type.Optional(Type.String()),
  avatar: Type.Optional(Type.String()),
  members: Type.Array(TeamMember),
});
export type User = Static<typeof User>;

export const LoginResult = Type.Object({ token: Type.String(), user: User });
export type LoginResult = Static<typeof LoginResult>;

export const Credentials = Type.Object({ account: Text(1000), password: Text(4096) }, { additionalProperties: false });
export type Credentials = Static<typeof Credentials>;

export const RegisterBody = Type.Object(
  { email: Text(1000), code: Text(100), password: Text(4096), confirmPassword: Text(4096) },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const SetInfoBody = Type.Object(
  {
    teamName: Text(1000),
    avatar: Type.Optional(Type.String({ maxLength: 1000 })),
    // The cap of four gets its own message; this bound only stops absurd bodies.
    members: Type.Optional(Type.Array(TeamMember, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type SetInfoBody = Static<typeof SetInfoBody>;

export const ChangePasswordBody = Type.Object(
  { oldPassword: Text(4096), password: Text(4096), confirmPassword: Text(4096) },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** GET /login/sendEmail: the address to send a registration code to. */
export const SendEmailQuery = Type.Object({ email: Text(1000) }, { additionalProperties: false });
export type SendEmailQuery = Static<typeof SendEmailQuery>;

export const SendEmailCodeResult = Type.Object({
  /** Seconds until another code may be requested for this address. */
  resendAfter: Type.Integer(),
});
export type SendEmailCodeResult = Static<typeof SendEmailCodeResult>;

/** GET /api/dev/outbox (development only): a mail or a text the site sent, newest first. */
export const OutboxMessage = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), createTime: Type.String() });
export type OutboxMessage = Static<typeof OutboxMessage>;

// Account recovery (issue 26.1): a password reset by a code mailed to the account's address, and a new address
// confirmed by a code mailed to it. Same field caps as sign-up; each field's own message comes from the handler.

/** POST /login/sendResetCode: the address of the account whose password is forgotten. */
export const SendResetCodeBody = Type.Object({ email: Text(1000) }, { additionalProperties: false });
export type SendResetCodeBody = Static<typeof SendResetCodeBody>;

/** POST /login/resetPassword: the code mailed to the address and the new password, twice. */
export const ResetPasswordBody = RegisterBody;
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** POST /user/sendEmailChangeCode (signed in): the new address, and the current password that allows the change. */
export const SendEmailChangeCodeBody = Type.Object({ email: Text(1000), password: Text(4096) }, { additionalProperties: false });
export type SendEmailChangeCodeBody = Static<typeof SendEmailChangeCodeBody>;

/** POST /user/changeEmail (signed in): the new address and the code mailed to it. */
export const ChangeEmailBody = Type.Object({ email: Text(1000), code: Text(100) }, { additionalProperties: false });
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;
