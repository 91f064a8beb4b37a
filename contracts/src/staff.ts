import { Type, type Static } from 'typebox';
import { EnvelopeCode } from './messages.js';
import { STAFF_ROLES, STAFF_STAGES } from './staff-roles.js';

export { STAFF_ROLES, STAFF_STAGES, STAFF_TOKEN_HEADER, type StaffRole, type StaffStage } from './staff-roles.js';

// The staff side (issue 24, docs/adr/0031): who staff are, the stages of their session, and how a staff route refuses.
// The API validates and answers with these; the back office (mf-admin) takes the types.

export const StaffRoleSchema = Type.Union([
  Type.Literal('organizer'), Type.Literal('reviewer'), Type.Literal('editor'), Type.Literal('judge'), Type.Literal('releaseManager'),
]);

export const StaffStageSchema = Type.Union([Type.Literal('enrol'), Type.Literal('secondFactor'), Type.Literal('ready')]);

/**
 * A staff route's refusal. 401 (code -1): no live session — sign in again. 403 (code 0): `{stage}` — finish the
 * second factor first; `{stepUp: true}` — a sensitive action needs the second factor again; null — the role may not.
 */
export const StaffRefusalEnvelope = Type.Object(
  {
    code: Type.Union([Type.Literal(EnvelopeCode.failure), Type.Literal(EnvelopeCode.loginFailure)]),
    data: Type.Union([
      Type.Null(),
      Type.Object({ stage: StaffStageSchema }, { additionalProperties: false }),
      Type.Object({ stepUp: Type.Literal(true) }, { additionalProperties: false }),
    ]),
    msg: Type.String(),
    show: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StaffRefusalEnvelope = Static<typeof StaffRefusalEnvelope>;

/** The signed-in staff member as the back office shows them. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
});
export type StaffMember = Static<typeof StaffMember>;

// The lists (staff-roles.ts) and the schemas say the same: a role or stage added to one and not the other fails typecheck here.
const sameRoles: readonly Static<typeof StaffRoleSchema>[] = STAFF_ROLES;
const sameStages: readonly Static<typeof StaffStageSchema>[] = STAFF_STAGES;
void sameRoles;
void sameStages;
