import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery } from './common.js';

// The audit log as the back office shows it (issue 24, docs/adr/0031): GET /api/admin/audit (a page of entries, newest
// first, with filters) and GET /api/admin/audit/verify (the whole chain checked against its head, as
// `pnpm admin audit verify` does). Entries name staff and record ids, never personal data.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An ISO 8601 instant with its offset (`2026-11-02T10:00:00Z`, `…+08:00`). */
const Instant = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$' });

export const AuditListQuery = Type.Object(
  {
    ...PageQuery,
    /** Entries whose action starts with this (`staff.` or `staff.signIn`). */
    action: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_.]*$' })),
    /** A staff member's id: what they did. */
    actor: Type.Optional(Id),
    /** Exactly this target (`registration:12`, `staff:3`). */
    target: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
    /** From this instant (included) … */
    from: Type.Optional(Instant),
    /** … to this one (excluded). */
    to: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AUDIT_ACTOR_KINDS = ['staff', 'cli', 'system'] as const;
export const AuditActorKind = Type.Union([Type.Literal('staff'), Type.Literal('cli'), Type.Literal('system')]);

export const AuditEntry = Type.Object({
  seq: Type.Integer(),
  at: Type.String(),
  actor: Type.Object({
    kind: AuditActorKind,
    /** The staff member's id (staff actors), else null. */
    id: nullable(Type.Integer()),
    /** The staff member's name, read now (not part of the entry), or the command line's login name. */
    name: nullable(Type.String()),
  }),
  action: Type.String(),
  target: nullable(Type.String()),
  /** Ids, counts, statuses: never personal data. */
  detail: Type.Object({}, { additionalProperties: true }),
  hash: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Why an entry breaks the chain: a seq missing or out of order, a wrong link to the previous entry, a changed entry (its hash), an unreadable detail, or a stored head that is not the chain's end. */
export const AuditProblemSchema = Type.Union([
  Type.Literal('gap'), Type.Literal('previous'), Type.Literal('hash'), Type.Literal('detail'), Type.Literal('head'),
]);

export const AuditVerifyResult = Type.Object({
  entries: Type.Integer(),
  head: Type.Object({ seq: Type.Integer(), hash: Type.String() }),
  broken: nullable(Type.Object({ seq: Type.Integer(), problem: AuditProblemSchema })),
  /** How long the check took. */
  ms: Type.Number(),
});
export type AuditVerifyResult = Static<typeof AuditVerifyResult>;
