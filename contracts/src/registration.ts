import { Type, type Static } from 'typebox';
import { TeamMember } from './account-api.js';
import { GroupNumber, SeasonStepState, WindowState } from './season.js';

// The registration calls (SPEC §7 names only the calls; docs/adr/0007 records these payloads): /api/registration/* and
// /api/competition/getExam. The API validates bodies and answers with these schemas, the pages take the types
// (type-only imports). Member fields are plain strings with caps only: empty or malformed values get their own §8
// messages from the handler, in order.

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A window of the season, or null where the group has none. */
const MaybeWindow = Type.Union([WindowState, Type.Null()]);

export const RegistrationStatus = Type.Enum(['pending', 'passed', 'failed']);
export type RegistrationStatus = Static<typeof RegistrationStatus>;

export const TopicOption = Type.Object({ key: Type.String(), title: Type.String() });
export type TopicOption = Static<typeof TopicOption>;

/** GET /registration/getGroup: one per group, texts in the request's language. */
export const GroupInfo = Type.Object({
  group: GroupNumber,
  name: Type.String(),
  topics: Type.Array(TopicOption),
  minMembers: Type.Integer(),
  maxMembers: Type.Integer(),
  /** Team cap (university 500), or null when the group has none. */
  cap: Type.Union([Type.Integer(), Type.Null()]),
  /** Teams registered so far (counted against the cap). */
  registered: Type.Integer(),
  registration: MaybeWindow,
});
export type GroupInfo = Static<typeof GroupInfo>;

/** Why registration is or is not open for a group now. */
export const RegistrationPhase = Type.Enum(['open', 'notYetOpen', 'closed', 'full']);
export type RegistrationPhase = Static<typeof RegistrationPhase>;

/** GET /registration/isAddActive[?group=N]: one entry per group asked for. */
export const RegistrationActivity = Type.Object({
  group: GroupNumber,
  active: Type.Boolean(),
  phase: RegistrationPhase,
  registration: MaybeWindow,
});
export type RegistrationActivity = Static<typeof RegistrationActivity>;

export const RegistrationEvent = Type.Object({
  from: Type.Union([RegistrationStatus, Type.Null()]),
  to: RegistrationStatus,
  reason: nullableString,
  /** 'team' when the team submitted, 'organizer' for a review decision. */
  by: Type.Enum(['team', 'organizer']),
  at: Type.String(),
});
export type RegistrationEvent = Static<typeof RegistrationEvent>;

/** GET /registration/getOwnActive (or null), and the answer of POST /registration/add. */
export const Registration = Type.Object({
  id: Type.Integer(),
  group: GroupNumber,
  teamName: Type.String(),
  topic: Type.String(),
  topicTitle: Type.String(),
  members: Type.Array(TeamMember),
  status: RegistrationStatus,
  /** The organizer's reason for the latest decision (shown with a failed registration). */
  reason: nullableString,
  /** True for a failed registration while the group's registration window is open. */
  canModify: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
  history: Type.Array(RegistrationEvent),
});
export type Registration = Static<typeof Registration>;

/** POST /registration/add: a new registration, or the resubmission of a failed one. */
export const RegistrationBody = Type.Object(
  {
    group: GroupNumber,
    teamName: Type.String({ maxLength: 200 }),
    topic: Type.String({ maxLength: 100 }),
    // Beyond four gets its own §8 message from the handler; the schema only bounds the work.
    members: Type.Array(TeamMember, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type RegistrationBody = Static<typeof RegistrationBody>;

/** GET /registration/isDateBack: whether the team's registration was sent back to be modified. */
export const DateBack = Type.Object({ back: Type.Boolean(), canModify: Type.Boolean(), reason: nullableString });
export type DateBack = Static<typeof DateBack>;

/** GET /competition/getExam[?group=N]: the contest of a group (the caller's when registered, else group 1). */
export const Exam = Type.Object({
  group: GroupNumber,
  name: Type.String(),
  topics: Type.Array(TopicOption),
  registration: MaybeWindow,
  submission: MaybeWindow,
  /** The step in progress now, or null between steps. */
  currentStep: nullableString,
  steps: Type.Array(SeasonStepState),
});
export type Exam = Static<typeof Exam>;
