import { Type, type Static, type TSchema } from 'typebox';
import { Id } from './common.js';
import { GroupNumber } from './season.js';

// The judge's desk (issue 27, docs/adr/0047) under /api/admin/judging: a judge (staff role `judge`) sees only the
// entries assigned to them and not in conflict, scores them on the round's rubric in a sheet that saves as they go,
// declares conflicts, and submits the sheet, which locks it. In a blind round no answer carries a team name, school,
// member or original file name: entries are "Entry 7", files `entry-007.mp4`. The API validates and answers with
// these; mf-admin takes the types. The organizer's side is ./admin-judging-rounds.ts.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

export const JUDGING_ROUND_KINDS = ['screening', 'finals'] as const;
export const JudgingRoundKind = Type.Enum(JUDGING_ROUND_KINDS);
export type JudgingRoundKind = Static<typeof JudgingRoundKind>;

/** Where a round stands on the server's clock: judges score only while it is open. */
export const JUDGING_PHASES = ['upcoming', 'open', 'closed'] as const;
export const JudgingPhase = Type.Enum(JUDGING_PHASES);
export type JudgingPhase = Static<typeof JudgingPhase>;

export const JUDGING_SHEET_STATUSES = ['draft', 'submitted'] as const;
export const JudgingSheetStatus = Type.Enum(JUDGING_SHEET_STATUSES);
export type JudgingSheetStatus = Static<typeof JudgingSheetStatus>;

/** A round key of the season file (unique within its group). */
export const RoundKey = Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,39}$' });

export const RoundParams = Type.Object({ group: Type.Union([Type.Literal('1'), Type.Literal('2')]), round: RoundKey }, strict);
export type RoundParams = Static<typeof RoundParams>;

/** One criterion of a round's rubric, its title in the caller's language. */
export const RubricItem = Type.Object({
  key: Type.String(),
  title: Type.String(),
  max: Type.Integer(),
  weight: Type.Integer(),
  part: nullable(Type.Union([Type.Literal('proposal'), Type.Literal('presentation')])),
});
export type RubricItem = Static<typeof RubricItem>;

/** The largest score cell: 1000 points (a rubric's max is at most 1000), two decimals. */
export const JUDGING_SCORE_MAX = 1000;

/**
 * A score as a judge types it: points with at most two decimals, or null for "not scored yet". The two decimals are
 * checked by the server in hundredths, not with `multipleOf: 0.01`: Ajv tests that in binary floating point
 * (80.07 / 0.01 = 8007.000000000001), so it refused correct scores and broke serializing them.
 */
export const ScoreValue = nullable(Type.Number({ minimum: 0, maximum: JUDGING_SCORE_MAX }));

/** An entry in the judge's list: its neutral number and how far their sheet is with it. */
export const DeskEntry = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  /** The criteria this judge has scored for it, of the rubric's count. */
  scored: Type.Integer(),
  complete: Type.Boolean(),
});
export type DeskEntry = Static<typeof DeskEntry>;

/** One of the judge's rounds: its rubric, their sheet, and their entries (assigned, not in conflict). */
export const DeskRound = Type.Object({
  group: GroupNumber,
  key: RoundKey,
  kind: JudgingRoundKind,
  title: Type.String(),
  from: Type.String(),
  to: Type.String(),
  phase: JudgingPhase,
  blind: Type.Boolean(),
  rubric: Type.Array(RubricItem),
  sheet: Type.Object({
    status: JudgingSheetStatus,
    submittedAt: nullable(Type.String()),
    /** The organizer's reason when they reopened a submitted sheet. */
    reopenReason: nullable(Type.String()),
  }),
  entries: Type.Array(DeskEntry),
});
export type DeskRound = Static<typeof DeskRound>;

/** GET /api/admin/judging/desk */
export const JudgingDesk = Type.Object({ rounds: Type.Array(DeskRound) });
export type JudgingDesk = Static<typeof JudgingDesk>;

export const JUDGING_FILE_KINDS = ['film', 'pdf', 'slides'] as const;
export const JudgingFileKind = Type.Enum(JUDGING_FILE_KINDS);
export type JudgingFileKind = Static<typeof JudgingFileKind>;

/** A file of an entry, under a neutral name; `path` is the private route a file link opens. */
export const JudgingFile = Type.Object({
  index: Type.Integer(),
  kind: JudgingFileKind,
  /** `entry-007.mp4`: never the team's file name. */
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  path: Type.String(),
});
export type JudgingFile = Static<typeof JudgingFile>;

export const EntryParams = Type.Object({ id: Id }, strict);
export type EntryParams = Static<typeof EntryParams>;

export const EntryFileParams = Type.Object({ id: Id, index: Type.Integer({ minimum: 0, maximum: 9 }) }, strict);
export type EntryFileParams = Static<typeof EntryFileParams>;

/** GET /api/admin/judging/entries/:id: one assigned entry as the judge scores it. */
export const JudgeEntry = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  group: GroupNumber,
  round: RoundKey,
  phase: JudgingPhase,
  /** The work's title as the team gave it (films and proposals are judged with their titles). */
  title: Type.String(),
  /** Only when the round is not blind. */
  team: nullable(Type.Object({ name: Type.String(), school: Type.String() })),
  files: Type.Array(JudgingFile),
  rubric: Type.Array(RubricItem),
  scores: Type.Record(Type.String(), ScoreValue),
  sheetStatus: JudgingSheetStatus,
  /** The entries before and after it in the judge's list, for the tablet's next/previous. */
  previous: nullable(Type.Integer()),
  next: nullable(Type.Integer()),
});
export type JudgeEntry = Static<typeof JudgeEntry>;

/**
 * PUT /api/admin/judging/entries/:id/scores: the cells the judge changed (criterion → points, or null to clear).
 * Saving again with the same values changes nothing, so a client retries a save it lost freely.
 */
export const SaveScoresBody = Type.Object({ scores: Type.Record(Type.String({ maxLength: 40 }), ScoreValue, { maxProperties: 20 }) }, strict);
export type SaveScoresBody = Static<typeof SaveScoresBody>;

export const SavedScores = Type.Object({ entryId: Type.Integer(), scores: Type.Record(Type.String(), ScoreValue), complete: Type.Boolean(), savedAt: Type.String() });
export type SavedScores = Static<typeof SavedScores>;

/** POST /api/admin/judging/rounds/:group/:round/submit: answers the locked sheet's hash. */
export const SubmittedSheet = Type.Object({ group: GroupNumber, round: RoundKey, submittedAt: Type.String(), hash: Type.String(), entries: Type.Integer() });
export type SubmittedSheet = Static<typeof SubmittedSheet>;

/** A refused submit: the entries still missing a score (their numbers). */
export const IncompleteSheet = Type.Object({ missing: Type.Array(Type.Object({ entryId: Type.Integer(), number: Type.Integer(), criteria: Type.Array(Type.String()) })) });
export type IncompleteSheet = Static<typeof IncompleteSheet>;

export const CONFLICT_NOTE_MAX = 500;
export const CONFLICT_SCHOOL_MAX = 100;

/** POST /api/admin/judging/conflicts: with an entry of the judge's list (its team), or a school by name. */
export const DeclareConflictBody = Type.Union([
  Type.Object({ entryId: Id, note: Type.Optional(Type.String({ maxLength: CONFLICT_NOTE_MAX })) }, strict),
  Type.Object({ school: Type.String({ minLength: 1, maxLength: CONFLICT_SCHOOL_MAX }), note: Type.Optional(Type.String({ maxLength: CONFLICT_NOTE_MAX })) }, strict),
]);
export type DeclareConflictBody = Static<typeof DeclareConflictBody>;

/** A judge's own conflict; a team conflict declared in a blind round names the entry, never the team. */
export const JudgeConflict = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('team'), Type.Literal('school')]),
  /** Team conflicts: the entry's number it was declared on, in its round. */
  entry: nullable(Type.Object({ group: GroupNumber, round: RoundKey, number: Type.Integer() })),
  school: nullable(Type.String()),
  note: nullable(Type.String()),
  declaredAt: Type.String(),
});
export type JudgeConflict = Static<typeof JudgeConflict>;

/** GET /api/admin/judging/conflicts and the answer of a declaration: the judge's conflicts, and how many drafts it discarded. */
export const JudgeConflicts = Type.Object({ conflicts: Type.Array(JudgeConflict), discardedEntries: Type.Integer() });
export type JudgeConflicts = Static<typeof JudgeConflicts>;
