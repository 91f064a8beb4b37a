import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { EnvelopeCode } from './messages.js';
import { GroupNumber } from './season.js';

// The back office's finalists, score sheets and winners (issue 24, point 3): what the organizer's routes under
// /api/admin take and answer. The rules of a finalist's texts are re-exported from ./finalist-rules, where the back
// office's form takes them as values. The API validates and answers with these; mf-admin takes the types.

// ——— Finalists ———

// The plain rules (counts, text limits, the text check) are in ./finalist-rules, which pages import as values.
export {
  FINALISTS_PER_GROUP,
  FINALIST_TEXT_FIELDS,
  FINALIST_TEXT_MAX,
  finalistTextProblem,
  type FinalistTextField,
  type FinalistTextProblem,
} from './finalist-rules.js';

/** A text in the three languages, side by side. Caps here only stop absurd bodies: the rules above say the rest. */
export const LocalizedText = Type.Object(
  {
    zhComplex: Type.String({ maxLength: 1000 }),
    zhSimple: Type.String({ maxLength: 1000, default: '' }),
    en: Type.String({ maxLength: 1000, default: '' }),
  },
  { additionalProperties: false },
);
export type LocalizedText = Static<typeof LocalizedText>;

/** A finalist's number in the announced list of its group: 1 to the group's count (FINALISTS_PER_GROUP). */
export const FinalistPosition = Type.Integer({ minimum: 1, maximum: 99 });

/** PUT /api/admin/finalists/:id: the whole finalist as the form holds it (its group stays: votes and scores name it). */
export const FinalistBody = Type.Object(
  { position: FinalistPosition, teamName: LocalizedText, school: LocalizedText, workTitle: LocalizedText },
  { additionalProperties: false },
);
export type FinalistBody = Static<typeof FinalistBody>;

/** POST /api/admin/finalists: a new finalist of a group. */
export const NewFinalistBody = Type.Object({ group: GroupNumber, ...FinalistBody.properties }, { additionalProperties: false });
export type NewFinalistBody = Static<typeof NewFinalistBody>;

export const FinalistIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type FinalistIdParams = Static<typeof FinalistIdParams>;

/** POST /api/admin/finalists/:id/link: the registration the finalist is (same group, passed review). */
export const LinkFinalistBody = Type.Object({ registrationId: Id }, { additionalProperties: false });
export type LinkFinalistBody = Static<typeof LinkFinalistBody>;

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A finalist as the back office edits it: every language, its public media, and the registration it is. */
export const AdminFinalist = Type.Object({
  id: Type.Integer(),
  group: GroupNumber,
  position: Type.Integer(),
  /** A seeded placeholder no organizer has edited yet. */
  sample: Type.Boolean(),
  teamName: LocalizedText,
  school: LocalizedText,
  workTitle: LocalizedText,
  /** Public /media/ URLs, null until set. */
  poster: nullableString,
  video: nullableString,
  registration: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), teamName: Type.String(), status: Type.String() })]),
});
export type AdminFinalist = Static<typeof AdminFinalist>;

/** GET /api/admin/finalists (and DELETE /api/admin/finalists/:id, after removing): the finalists, and how many each group has of how many it may have. */
export const AdminFinalistList = Type.Object({
  finalists: Type.Array(AdminFinalist),
  groups: Type.Array(Type.Object({ group: GroupNumber, count: Type.Integer(), max: Type.Integer() })),
});
export type AdminFinalistList = Static<typeof AdminFinalistList>;

/**
 * POST /api/admin/finalists/:id/media: multipart/form-data with a `poster` file (JPEG, PNG or WebP) and/or a `video`
 * file (MP4), judged by their bytes; one bad file and nothing changes.
 */
export const FINALIST_MEDIA_PARTS = ['poster', 'video'] as const;
export type FinalistMediaPart = (typeof FINALIST_MEDIA_PARTS)[number];

// ——— Score sheets ———

export const GroupBody = Type.Object({ group: GroupNumber }, { additionalProperties: false });
export type GroupBody = Static<typeof GroupBody>;

export const RequiredGroupQuery = Type.Object({ group: GroupNumber }, { additionalProperties: false });
export type RequiredGroupQuery = Static<typeof RequiredGroupQuery>;

/**
 * POST /api/admin/scores/import?group=N: the jury's score sheet, a UTF-8 CSV (`judge,finalist,criterion,score`), sent
 * as the body (text/csv or text/plain) or as the `file` part of multipart/form-data. At most SCORE_SHEET_MAX_BYTES.
 */
export { SCORE_SHEET_MAX_BYTES } from './finalist-rules.js';

/** One problem of a refused sheet: its line (null for the file as a whole), the column, and what is wrong. */
export const ScoreSheetProblem = Type.Object({
  line: Type.Union([Type.Integer(), Type.Null()]),
  field: nullableString,
  msg: Type.String(),
});
export type ScoreSheetProblem = Static<typeof ScoreSheetProblem>;

/** A refused sheet: nothing was imported, and every problem is listed. */
export const ScoreSheetRefusalEnvelope = Type.Object(
  {
    code: Type.Literal(EnvelopeCode.failure),
    data: Type.Union([Type.Null(), Type.Object({ problems: Type.Array(ScoreSheetProblem) })]),
    msg: Type.String(),
    show: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ScoreSheetRefusalEnvelope = Static<typeof ScoreSheetRefusalEnvelope>;

export const ScoreImportResult = Type.Object({
  season: Type.String(),
  group: GroupNumber,
  /** How many judges' sheets the file held, and their scores. */
  judges: Type.Integer(),
  scores: Type.Integer(),
  /** Earlier scores of the same judges that the import replaced. */
  replaced: Type.Integer(),
});
export type ScoreImportResult = Static<typeof ScoreImportResult>;

const Criterion = Type.Object({ key: Type.String(), max: Type.Number(), part: nullableString });

/** GET /api/admin/scores?group=N: the imported sheet of the season and whether it is complete. */
export const ScoreSheetView = Type.Object({
  season: Type.String(),
  group: GroupNumber,
  criteria: Type.Array(Criterion),
  finalists: Type.Array(Type.Object({ id: Type.Integer(), position: Type.Integer(), teamName: Type.String() })),
  judges: Type.Array(
    Type.Object({
      judge: Type.String(),
      scores: Type.Integer(),
      /** Cells of this judge's sheet with no score (a finalist added after the import). */
      missing: Type.Integer(),
      importedAt: Type.String(),
      importedBy: Type.String(),
    }),
  ),
  /** Every score, in points. */
  cells: Type.Array(Type.Object({ judge: Type.String(), finalistId: Type.Integer(), criterion: Type.String(), score: Type.Number() })),
  /** Every judge scored every finalist on every criterion, and there is at least one judge: compute can run. */
  complete: Type.Boolean(),
});
export type ScoreSheetView = Static<typeof ScoreSheetView>;

const nullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Award = Type.Union([Type.Literal('champion'), Type.Literal('second'), Type.Literal('third'), Type.Literal('merit'), Type.Null()]);

/** POST /api/admin/scores/compute: the ranked table as `pnpm admin winners compute` prints it, points as numbers. */
export const ComputedResult = Type.Object({
  season: Type.String(),
  group: GroupNumber,
  formulaVersion: Type.String(),
  /** SHA-256 of the table's content: publish takes it back, and publishes only while a fresh compute still gives it. */
  digest: Type.String(),
  rows: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      finalistId: Type.Integer(),
      position: Type.Integer(),
      teamName: Type.String(),
      school: Type.String(),
      jury: Type.Number(),
      votes: Type.Union([Type.Integer(), Type.Null()]),
      vote: nullableNumber,
      proposal: nullableNumber,
      presentation: nullableNumber,
      final: Type.Number(),
      award: Award,
      /** Formula 2026.1 (issue 27) only: the advisory normalized jury score (per-judge z-scores), in points. */
      normalized: Type.Optional(Type.Number()),
    }),
  ),
  /** Group 1: the school that submitted most films. */
  mostActive: Type.Union([Type.Null(), Type.Object({ school: Type.String(), films: Type.Integer() })]),
  /**
   * Formula 2026.1 (issue 27) only: the finalists whose award the normalized ranking would change, and the submitted
   * browser sheets the table came from with their hashes.
   */
  normalizedChanges: Type.Optional(Type.Array(Type.Integer())),
  sheets: Type.Optional(Type.Array(Type.Object({ judge: Type.String(), name: Type.String(), hash: Type.String() }))),
});
export type ComputedResult = Static<typeof ComputedResult>;

/** POST /api/admin/winners/publish: the group and the digest of the table that was reviewed. */
export const PublishWinnersBody = Type.Object(
  { group: GroupNumber, digest: Type.String({ pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 }) },
  { additionalProperties: false },
);
export type PublishWinnersBody = Static<typeof PublishWinnersBody>;

export const PublishedWinners = Type.Object({
  id: Type.Integer(),
  season: Type.String(),
  group: GroupNumber,
  digest: Type.String(),
  /** The group's winners day: the public sees the result from this day. */
  resultsOn: Type.String(),
  /** Whether the day has come by the server's clock. */
  publicNow: Type.Boolean(),
  winners: Type.Integer(),
});
export type PublishedWinners = Static<typeof PublishedWinners>;
