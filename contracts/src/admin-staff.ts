import { Type, type Static, type TSchema } from 'typebox';
import { StaffFactorSchema } from './admin-auth.js';
import { Id, PageQuery } from './common.js';
import { StaffRoleSchema } from './staff.js';

// Staff management in the back office (issue 24, docs/adr/0031): organizers list, invite, change the role of,
// disable and enable staff members under /api/admin/staff; `pnpm admin staff …` runs the same feature functions.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** invited → active (password set) → disabled, and back to active (or invited, if they never set a password). */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export const StaffStatusSchema = Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('disabled')]);
export type StaffStatus = Static<typeof StaffStatusSchema>;

/** How long an invitation link works. */
export const INVITE_VALID_DAYS = 7;
/** A staff member's name as lists show it: trimmed, at most this many characters. */
export const STAFF_NAME_MAX = 80;

/** GET /api/admin/staff: a page of staff members, optionally one role or status. */
export const StaffListQuery = Type.Object(
  { ...PageQuery, role: Type.Optional(StaffRoleSchema), status: Type.Optional(StaffStatusSchema) },
  { additionalProperties: false },
);
export type StaffListQuery = Static<typeof StaffListQuery>;

export const StaffListItem = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  status: StaffStatusSchema,
  createdAt: Type.String(),
  lastSignInAt: nullable(Type.String()),
  factors: Type.Array(StaffFactorSchema),
});
export type StaffListItem = Static<typeof StaffListItem>;

/** POST /api/admin/staff/invite */
export const InviteStaffBody = Type.Object(
  { email: Type.String({ default: '', maxLength: 1000 }), role: StaffRoleSchema, name: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export type InviteStaffBody = Static<typeof InviteStaffBody>;

/** The link is also mailed to the address; it is shown to the organizer so it can be handed over another way. */
export const InviteStaffResult = Type.Object({ id: Type.Integer(), inviteUrl: Type.String() });
export type InviteStaffResult = Static<typeof InviteStaffResult>;

export const StaffIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type StaffIdParams = Static<typeof StaffIdParams>;

/** POST /api/admin/staff/:id/role */
export const StaffRoleBody = Type.Object({ role: StaffRoleSchema }, { additionalProperties: false });
export type StaffRoleBody = Static<typeof StaffRoleBody>;
