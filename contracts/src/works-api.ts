import { Type, type Static, type TSchema } from 'typebox';
import { Id } from './common.js';
import { RegistrationStatus } from './registration.js';
import { GroupNumber } from './season.js';

// The works calls (issue 10; SPEC §7 names only the calls, docs/adr/0012 records these payloads): /api/userWork/*. Files
// travel by tus (./works: TUS_ENDPOINT); `userWork/add` then names the finished upload by its id. The API validates
// bodies and answers with these schemas, the pages take the types (type-only imports). Body fields are plain strings
// with caps only: an empty or too long title, a wrong topic or upload get their own messages from the handler, in order.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const WorkFileType = Type.Enum(['mp4', 'pdf', 'ppt', 'pptx']);
export type WorkFileType = Static<typeof WorkFileType>;

/** SPEC §3 work status of a submitted work ("not submitted" is a step without a work). */
export const WorkStatus = Type.Enum(['submitted', 'underReview', 'shortlisted', 'notShortlisted']);
export type WorkStatus = Static<typeof WorkStatus>;

/** Why a team may not submit at a step now. */
export const WorkBlock = Type.Enum(['notRegistered', 'registrationNotPassed', 'notYetOpen', 'closed', 'notShortlisted', 'locked']);
export type WorkBlock = Static<typeof WorkBlock>;

export const WorkFile = Type.Object({
  /** The private address (/uploads/<id>.<ext>): only the team's session can read it. */
  uri: Type.String(),
  name: Type.String(),
  size: Type.Number(),
  mime: Type.String(),
  /** Films: seconds read from the file; null for documents. */
  durationSeconds: nullable(Type.Number()),
});
export type WorkFile = Static<typeof WorkFile>;

export const WorkEvent = Type.Object({
  from: nullable(WorkStatus),
  to: WorkStatus,
  /** A replaced file's name, or the organizer's note. */
  note: nullable(Type.String()),
  by: Type.Enum(['team', 'organizer']),
  at: Type.String(),
});
export type WorkEvent = Static<typeof WorkEvent>;

/**
 * The receipt of a work's current file (issue 26.4): the same facts the receipt mail carried when it was submitted.
 * `receivedAt` is the instant of the (last) submission; pages show it in Hong Kong time.
 */
export const WorkReceipt = Type.Object({
  team: Type.String(),
  /** The step's title in the request's language. */
  step: Type.String(),
  title: Type.String(),
  fileName: Type.String(),
  size: Type.Number(),
  /** SHA-256 of the stored file, 64 lowercase hex digits. */
  sha256: Type.String(),
  durationSeconds: nullable(Type.Number()),
  receivedAt: Type.String(),
});
export type WorkReceipt = Static<typeof WorkReceipt>;

/** A submitted work (GET /userWork/lists items, GET /userWork/getById, POST /userWork/add's answer). */
export const Work = Type.Object({
  id: Type.Integer(),
  step: Type.String(),
  stepTitle: Type.String(),
  title: Type.String(),
  topic: Type.String(),
  topicTitle: Type.String(),
  status: WorkStatus,
  file: WorkFile,
  submittedAt: Type.String(),
  updatedAt: Type.String(),
  /** Null for a file stored before receipts existed (no hash was kept). */
  receipt: nullable(WorkReceipt),
  history: Type.Array(WorkEvent),
});
export type Work = Static<typeof Work>;

/** One step at which the team submits a file: a `works` entry of the season file, as the team sees it now. */
export const WorkStepInfo = Type.Object({
  /** The season step key (videoSubmission, preliminarySubmission, finalProposal, slides). */
  step: Type.String(),
  /** The step's title in the request's language. */
  title: Type.String(),
  accept: Type.Array(WorkFileType),
  maxBytes: Type.Number(),
  /** A film's longest duration in seconds; null for documents. */
  maxSeconds: nullable(Type.Integer()),
  /** Half-open [from, to) instants, by the server's clock. */
  window: Type.Object({ from: Type.String(), to: Type.String() }),
  phase: Type.Enum(['notYetOpen', 'open', 'closed']),
  /** True when the team may upload and submit (or replace) now. */
  canSubmit: Type.Boolean(),
  /** Why not, when canSubmit is false. */
  blocked: nullable(WorkBlock),
  /** The team's work of this step, or null ("not submitted"). */
  work: nullable(Work),
});
export type WorkStepInfo = Static<typeof WorkStepInfo>;

/** GET /userWork/getMatchCenter: what the signed-in team must submit, for its group. */
export const MatchCenter = Type.Object({
  /** Null when the account has no registration this season. */
  group: nullable(GroupNumber),
  registration: nullable(
    Type.Object({
      id: Type.Integer(),
      status: RegistrationStatus,
      teamName: Type.String(),
      topic: Type.String(),
      topicTitle: Type.String(),
    }),
  ),
  steps: Type.Array(WorkStepInfo),
  /** The step open now for this team, if any (what the submission page offers first). */
  current: nullable(Type.String()),
});
export type MatchCenter = Static<typeof MatchCenter>;

/** POST /userWork/add. */
export const WorkBody = Type.Object(
  {
    step: Type.String({ maxLength: 100 }),
    // Longer than the 100-character rule so that the rule's own message answers; the cap only bounds the work.
    title: Type.String({ maxLength: 1000 }),
    topic: Type.String({ maxLength: 100 }),
    /** The id of the team's finished tus upload (the last segment of its URL). */
    upload: Type.String({ maxLength: 200 }),
    /** The entry statement (SPEC §5): refused with 'please tick the entry statement first' unless true. */
    statementAccepted: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WorkBody = Static<typeof WorkBody>;

export const WorkByIdQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type WorkByIdQuery = Static<typeof WorkByIdQuery>;
