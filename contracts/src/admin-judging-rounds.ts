import { Type, type Static, type TSchema } from 'typebox';
import { Id } from './common.js';
import { JudgingPhase, JudgingRoundKind, JudgingSheetStatus, RoundKey, RubricItem } from './admin-judging.js';
import { GroupNumber } from './season.js';

// The organizer's side of judging (issue 27, docs/adr/0047) under /api/admin/judging/rounds: the season file's
// rounds, assigning entries to judges or panels, progress per judge and per work, reopening a submitted sheet, the
// ranking of a round (raw and normalized) and a screening round's shortlist. The same feature code serves
// `pnpm admin judging`. The judge's desk is ./admin-judging.ts.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

export { RoundParams } from './admin-judging.js';

/** A round as the organizer sees it in the list. */
export const AdminRound = Type.Object({
  group: GroupNumber,
  key: RoundKey,
  kind: JudgingRoundKind,
  title: Type.String(),
  from: Type.String(),
  to: Type.String(),
  phase: JudgingPhase,
  blind: Type.Boolean(),
  shortlist: nullable(Type.Integer()),
  minScores: Type.Integer(),
  rubric: Type.Array(RubricItem),
  panels: Type.Array(Type.Object({ key: Type.String(), judges: Type.Array(Type.String()) })),
  /** Judges the round can use (its panels' members, or every active judge), with their staff ids. */
  judges: Type.Array(Type.Object({ staffId: Type.Integer(), name: Type.String(), email: Type.String(), panel: nullable(Type.String()) })),
  entries: Type.Integer(),
  assignments: Type.Integer(),
  submittedSheets: Type.Integer(),
  /** When a shortlist of this round was applied (screening), else null. */
  shortlistedAt: nullable(Type.String()),
});
export type AdminRound = Static<typeof AdminRound>;

/** GET /api/admin/judging/rounds */
export const AdminRoundList = Type.Object({ rounds: Type.Array(AdminRound) });
export type AdminRoundList = Static<typeof AdminRoundList>;

export const ASSIGN_MODES = ['all', 'spread'] as const;
export const ASSIGN_UNITS = ['judges', 'panels'] as const;

/**
 * POST /api/admin/judging/rounds/:group/:round/assign: `all` gives every entry to every judge (or panel); `spread`
 * gives each entry to `perEntry` judges (or panels), spread evenly. Entries the round did not have yet are added;
 * existing assignments stay (assigning twice adds only what is new).
 */
export const AssignBody = Type.Object(
  {
    mode: Type.Enum(ASSIGN_MODES),
    over: Type.Enum(ASSIGN_UNITS),
    perEntry: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  strict,
);
export type AssignBody = Static<typeof AssignBody>;

export const AssignResult = Type.Object({ entries: Type.Integer(), newEntries: Type.Integer(), assignments: Type.Integer(), newAssignments: Type.Integer(), skippedConflicts: Type.Integer() });
export type AssignResult = Static<typeof AssignResult>;

export const JudgeProgress = Type.Object({
  staffId: Type.Integer(),
  name: Type.String(),
  panel: nullable(Type.String()),
  assigned: Type.Integer(),
  /** Entries with every criterion scored. */
  scored: Type.Integer(),
  conflicts: Type.Integer(),
  status: nullable(JudgingSheetStatus),
  submittedAt: nullable(Type.String()),
  reopenedAt: nullable(Type.String()),
});
export type JudgeProgress = Static<typeof JudgeProgress>;

export const EntryProgress = Type.Object({
  entryId: Type.Integer(),
  number: Type.Integer(),
  workId: nullable(Type.Integer()),
  finalistId: nullable(Type.Integer()),
  title: Type.String(),
  teamName: Type.String(),
  school: Type.String(),
  assigned: Type.Integer(),
  /** Judges whose submitted sheet scores it completely. */
  submitted: Type.Integer(),
  conflicts: Type.Integer(),
});
export type EntryProgress = Static<typeof EntryProgress>;

/** GET /api/admin/judging/rounds/:group/:round/progress */
export const RoundProgress = Type.Object({ group: GroupNumber, round: RoundKey, phase: JudgingPhase, judges: Type.Array(JudgeProgress), entries: Type.Array(EntryProgress) });
export type RoundProgress = Static<typeof RoundProgress>;

export const REOPEN_REASON_MAX = 500;

export const SheetParams = Type.Object({ group: Type.Union([Type.Literal('1'), Type.Literal('2')]), round: RoundKey, staffId: Id }, strict);
export type SheetParams = Static<typeof SheetParams>;

/** POST /api/admin/judging/rounds/:group/:round/sheets/:staffId/reopen (fresh second factor). */
export const ReopenBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: REOPEN_REASON_MAX }) }, strict);
export type ReopenBody = Static<typeof ReopenBody>;

/** One ranked entry: raw (the formula's) and normalized (per-judge z-scores, advisory) side by side. */
export const RankedEntry = Type.Object({
  rank: Type.Integer(),
  entryId: Type.Integer(),
  number: Type.Integer(),
  workId: nullable(Type.Integer()),
  finalistId: nullable(Type.Integer()),
  title: Type.String(),
  teamName: Type.String(),
  school: Type.String(),
  /** Points (two decimals), the mean over the judges who scored it. */
  jury: Type.Number(),
  scores: Type.Integer(),
  normalized: Type.Number(),
  normalizedRank: Type.Integer(),
  /** Screening: inside the shortlist's size by the raw ranking. */
  inShortlist: Type.Boolean(),
  /** Other entries with exactly the same jury score, by number. */
  tiedWith: Type.Array(Type.Integer()),
});
export type RankedEntry = Static<typeof RankedEntry>;

/** POST /api/admin/judging/rounds/:group/:round/compute: the round's ranking from the submitted sheets. */
export const RoundRanking = Type.Object({
  group: GroupNumber,
  round: RoundKey,
  kind: JudgingRoundKind,
  formulaVersion: Type.String(),
  digest: Type.String(),
  shortlist: nullable(Type.Integer()),
  rows: Type.Array(RankedEntry),
  /** Screening: entries (by number) tied across the shortlist's cut (the organizer decides which go through). */
  tieAtCut: Type.Array(Type.Integer()),
  /** Entries (by number) whose place would change an award (finals) or the shortlist (screening) under the normalized ranking. */
  normalizedChanges: Type.Array(Type.Integer()),
  sheets: Type.Array(Type.Object({ staffId: Type.Integer(), name: Type.String(), hash: Type.String() })),
});
export type RoundRanking = Static<typeof RoundRanking>;

/**
 * POST /api/admin/judging/rounds/:group/:round/shortlist (fresh second factor): applies the ranking reviewed (its
 * digest) — the top `shortlist` works become shortlisted, the rest not, and the teams are mailed as `works status`
 * mails them. With a tie at the cut the organizer names the entries that go through (`entries`: entry NUMBERS, as the
 * ranking and `pnpm admin judging shortlist --entries` show them — exactly `shortlist` of them, all above the tie).
 */
export const ShortlistBody = Type.Object({ digest: Type.String({ pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 }), entries: Type.Optional(Type.Array(Id, { maxItems: 1000 })) }, strict);
export type ShortlistBody = Static<typeof ShortlistBody>;

export const ShortlistResult = Type.Object({ group: GroupNumber, round: RoundKey, shortlisted: Type.Integer(), notShortlisted: Type.Integer(), mailed: Type.Integer(), appliedAt: Type.String() });
export type ShortlistResult = Static<typeof ShortlistResult>;
