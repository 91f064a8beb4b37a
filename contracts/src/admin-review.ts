import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery } from './common.js';
import { RegistrationStatus } from './registration.js';
import { GroupNumber, GroupSeason } from './season.js';
import { WorkStatus } from './works-api.js';

// The back office's review resources (issue 24 point 3): the dashboard, registrations, works, exports and the purge
// report, under /api/admin/… for staff. The API validates and answers with these; mf-admin takes the types.
// Personal files are never addresses on disk: an ID card or a work is a route URL of the API, served to staff only.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The statuses an organizer may set on a work; only a team's (re)submission makes it 'submitted'. */
export const ORGANIZER_WORK_STATUSES = ['underReview', 'shortlisted', 'notShortlisted'] as const;
export const OrganizerWorkStatus = Type.Enum(ORGANIZER_WORK_STATUSES);
export type OrganizerWorkStatus = Static<typeof OrganizerWorkStatus>;

/** A search text: a substring, matched without regard to case. */
const Search = Type.String({ maxLength: 100 });

// ---- Dashboard -------------------------------------------------------------------------------------------------

export const RegistrationCounts = Type.Object({
  group: GroupNumber,
  pending: Type.Integer(),
  passed: Type.Integer(),
  failed: Type.Integer(),
});
export type RegistrationCounts = Static<typeof RegistrationCounts>;

export const WorkCounts = Type.Object({
  group: GroupNumber,
  /** A works step of the season file (videoSubmission, preliminarySubmission, …). */
  step: Type.String(),
  /** The step's title in the request's language. */
  title: Type.String(),
  submitted: Type.Integer(),
  underReview: Type.Integer(),
  shortlisted: Type.Integer(),
  notShortlisted: Type.Integer(),
});
export type WorkCounts = Static<typeof WorkCounts>;

export const VotesPerDay = Type.Object({
  /** A Hong Kong calendar day (the season's time zone), yyyy-mm-dd. */
  day: Type.String(),
  votes: Type.Integer(),
});
export type VotesPerDay = Static<typeof VotesPerDay>;

/** GET /api/admin/dashboard: the season's funnel now, by the server's clock. */
export const AdminDashboard = Type.Object({
  season: Type.String(),
  /** The server's clock when it answered (PORTAL_NOW in demos). */
  now: Type.String(),
  /** Team accounts on the server. */
  signUps: Type.Integer(),
  registrations: Type.Array(RegistrationCounts),
  works: Type.Array(WorkCounts),
  votes: Type.Object({
    phase: Type.Enum(['notYetOpen', 'open', 'closed']),
    /** Public at all times: the votes counted, annulled ones out (docs/adr/0049), as voteCount's total. */
    total: Type.Integer(),
    /** Only once the counts are public (voting closed), as the public vote count says; null before. */
    perDay: nullable(Type.Array(VotesPerDay)),
  }),
  /** Both groups' windows and steps, open or not, by the server's clock. */
  groups: Type.Array(GroupSeason),
  /** SPEC §9: the day from whose start the season's personal data is destroyed. */
  personalDataUntil: Type.String(),
});
export type AdminDashboard = Static<typeof AdminDashboard>;

// ---- Registrations ---------------------------------------------------------------------------------------------

export const AdminRegistrationsQuery = Type.Object(
  {
    group: Type.Optional(GroupNumber),
    status: Type.Optional(RegistrationStatus),
    /** Team name, a member's name, school or e-mail, or the account's e-mail. */
    search: Type.Optional(Search),
    sort: Type.Optional(Type.Enum(['updated', 'created'])),
    order: Type.Optional(Type.Enum(['desc', 'asc'])),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type AdminRegistrationsQuery = Static<typeof AdminRegistrationsQuery>;

export const AdminRegistrationSummary = Type.Object({
  id: Type.Integer(),
  group: GroupNumber,
  status: RegistrationStatus,
  teamName: Type.String(),
  topic: Type.String(),
  members: Type.Integer(),
  /** The captain's school, or null. */
  school: nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminRegistrationSummary = Static<typeof AdminRegistrationSummary>;

export const AdminRegistrationPage = Type.Object({
  lists: Type.Array(AdminRegistrationSummary),
  count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
});
export type AdminRegistrationPage = Static<typeof AdminRegistrationPage>;

export const IdCardSide = Type.Enum(['front', 'back']);
export type IdCardSide = Static<typeof IdCardSide>;

export const AdminMember = Type.Object({
  /** 1-based, as in the team's form; names the member in the ID-card route. */
  ordinal: Type.Integer(),
  position: Type.Enum(['captain', 'member']),
  name: Type.String(),
  birthDate: Type.String(),
  school: Type.String(),
  studentId: Type.String(),
  email: Type.String(),
  /** Route URLs of the images (GET, staff only, each view recorded): never a file's address. */
  idCard: Type.Object({ front: Type.String(), back: Type.String() }),
});
export type AdminMember = Static<typeof AdminMember>;

export const AdminRegistrationEvent = Type.Object({
  from: nullable(RegistrationStatus),
  to: RegistrationStatus,
  reason: nullable(Type.String()),
  by: Type.Enum(['team', 'organizer']),
  /** The deciding staff member's (or command line's) name; null for the team. */
  byName: nullable(Type.String()),
  at: Type.String(),
});
export type AdminRegistrationEvent = Static<typeof AdminRegistrationEvent>;

export const AdminRegistration = Type.Object({
  id: Type.Integer(),
  season: Type.String(),
  group: GroupNumber,
  status: RegistrationStatus,
  reason: nullable(Type.String()),
  teamName: Type.String(),
  topic: Type.String(),
  topicTitle: Type.String(),
  /** The language the team registered in (its mails are in it): zh-hk, zh-cn or en. */
  language: Type.String(),
  /** The account that registered; null once it is gone. */
  account: nullable(Type.Object({ id: Type.Integer(), email: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  members: Type.Array(AdminMember),
  history: Type.Array(AdminRegistrationEvent),
  works: Type.Array(Type.Object({ id: Type.Integer(), step: Type.String(), status: WorkStatus })),
});
export type AdminRegistration = Static<typeof AdminRegistration>;

export const AdminDecisionBody = Type.Object(
  {
    decision: Type.Enum(['approve', 'reject']),
    /** Required to reject (the team sees it); ignored when approving. */
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type AdminDecisionBody = Static<typeof AdminDecisionBody>;

export const MAX_BULK_APPROVE = 200;

export const AdminBulkApproveBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_APPROVE }) },
  { additionalProperties: false },
);
export type AdminBulkApproveBody = Static<typeof AdminBulkApproveBody>;

/** Each pending one is approved on its own; the others are listed with why (no registration, or not pending). */
export const AdminBulkApproveResult = Type.Object({
  approved: Type.Array(Type.Integer()),
  refused: Type.Array(
    Type.Object({
      id: Type.Integer(),
      reason: Type.Enum(['notFound', 'notPending']),
      /** Its status when it is not pending. */
      status: nullable(RegistrationStatus),
    }),
  ),
});
export type AdminBulkApproveResult = Static<typeof AdminBulkApproveResult>;

// ---- Works -----------------------------------------------------------------------------------------------------

export const AdminWorksQuery = Type.Object(
  {
    group: Type.Optional(GroupNumber),
    /** A works step key of the season file. */
    step: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(WorkStatus),
    /** Team name or work title. */
    search: Type.Optional(Search),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type AdminWorksQuery = Static<typeof AdminWorksQuery>;

export const AdminWorkSummary = Type.Object({
  id: Type.Integer(),
  registrationId: Type.Integer(),
  group: GroupNumber,
  teamName: Type.String(),
  step: Type.String(),
  stepTitle: Type.String(),
  title: Type.String(),
  status: WorkStatus,
  /** The file's type by its content (mp4, pdf, ppt, pptx), size in bytes, a film's duration in seconds. */
  file: Type.Object({ type: Type.String(), size: Type.Number(), durationSeconds: nullable(Type.Number()) }),
  submittedAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminWorkSummary = Static<typeof AdminWorkSummary>;

export const AdminWorkPage = Type.Object({
  lists: Type.Array(AdminWorkSummary),
  count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
});
export type AdminWorkPage = Static<typeof AdminWorkPage>;

export const AdminWorkEvent = Type.Object({
  from: nullable(WorkStatus),
  to: WorkStatus,
  /** A replaced file's name, or the organizer's note. */
  note: nullable(Type.String()),
  by: Type.Enum(['team', 'organizer']),
  byName: nullable(Type.String()),
  at: Type.String(),
});
export type AdminWorkEvent = Static<typeof AdminWorkEvent>;

export const AdminWorkFile = Type.Object({
  /** The team's name for the file, ending in the extension its content was detected as. */
  name: Type.String(),
  mime: Type.String(),
  type: Type.String(),
  size: Type.Number(),
  durationSeconds: nullable(Type.Number()),
  /** The content's SHA-256 (hex) when the server recorded one; null otherwise. */
  sha256: nullable(Type.String()),
  /** GET: the file inline, with HTTP ranges (a <video> seeks); each view recorded. */
  url: Type.String(),
  /** GET: the same file as an attachment under its name. */
  downloadUrl: Type.String(),
});
export type AdminWorkFile = Static<typeof AdminWorkFile>;

export const AdminWork = Type.Object({
  ...AdminWorkSummary.properties,
  season: Type.String(),
  topic: Type.String(),
  topicTitle: Type.String(),
  file: AdminWorkFile,
  history: Type.Array(AdminWorkEvent),
  /** Where an organizer may move it now. */
  allowedNext: Type.Array(OrganizerWorkStatus),
});
export type AdminWork = Static<typeof AdminWork>;

export const AdminWorkStatusBody = Type.Object(
  {
    status: OrganizerWorkStatus,
    /** For the history (the team sees it). */
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type AdminWorkStatusBody = Static<typeof AdminWorkStatusBody>;

export const AdminFileQuery = Type.Object(
  {
    /** 1: as an attachment under the file's name, instead of inline. */
    download: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    /** A file link (POST /api/admin/file-links): stands for the staff-token header, which <img> and <video> cannot send. */
    link: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type AdminFileQuery = Static<typeof AdminFileQuery>;

// ---- Exports ---------------------------------------------------------------------------------------------------

export const ExportKind = Type.Enum(['registrations', 'works']);
export type ExportKind = Static<typeof ExportKind>;

/** POST /api/admin/exports: answered with the CSV itself (UTF-8 with a BOM, as an attachment). */
export const AdminExportBody = Type.Object({ kind: ExportKind, group: GroupNumber }, { additionalProperties: false });
export type AdminExportBody = Static<typeof AdminExportBody>;

export const ExportRecord = Type.Object({
  id: Type.Integer(),
  season: Type.String(),
  /** When the copy left the server (real time). */
  at: Type.String(),
  kind: ExportKind,
  group: GroupNumber,
  /** Data rows (the header not counted). */
  rows: Type.Integer(),
  by: Type.Object({
    kind: Type.Enum(['staff', 'cli']),
    /** The staff member, or null for the command line. */
    staffId: nullable(Type.Integer()),
    name: Type.String(),
  }),
});
export type ExportRecord = Static<typeof ExportRecord>;

// ---- Purge -----------------------------------------------------------------------------------------------------

export const PurgeSeasonReport = Type.Object({
  season: Type.String(),
  /** The season file's personalDataUntil (a Hong Kong day) and the instant it begins: the purge runs from then. */
  personalDataUntil: Type.String(),
  dueAt: Type.String(),
  due: Type.Boolean(),
  /** The purge that ran, or null. */
  done: nullable(Type.Object({ purgedAt: Type.String(), purgedBy: Type.String(), filesDoneAt: nullable(Type.String()) })),
  /** Rows and files per kind: what it would delete now, or what it deleted. */
  counts: Type.Record(Type.String(), Type.Integer()),
  voteKey: Type.Enum(['destroyed', 'absent', 'configured', 'laterSeason']),
  kept: Type.Object({ votes: Type.Integer(), juryScores: Type.Integer(), publications: Type.Integer(), winners: Type.Integer() }),
  /** Files a finished purge still has to remove. */
  pendingFiles: Type.Integer(),
  /** The season's exports made before the purge (or so far): their copies are beyond its reach. */
  exports: Type.Array(ExportRecord),
});
export type PurgeSeasonReport = Static<typeof PurgeSeasonReport>;

/** GET /api/admin/purge: the dry run of every known season. */
export const AdminPurge = Type.Object({
  seasons: Type.Array(PurgeSeasonReport),
  /** Season files the server could not read (their data is not purged until they can be). */
  unreadable: Type.Integer(),
  /** The hourly job's schedule (cron, server time). */
  schedule: Type.String(),
});
export type AdminPurge = Static<typeof AdminPurge>;

export const AdminIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type AdminIdParams = Static<typeof AdminIdParams>;

export const AdminIdCardParams = Type.Object(
  { id: Id, ordinal: Type.Integer({ minimum: 1, maximum: 10 }), side: IdCardSide },
  { additionalProperties: false },
);
export type AdminIdCardParams = Static<typeof AdminIdCardParams>;

/** An ID card's query: only the file link. */
export const AdminLinkQuery = Type.Object({ link: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });
export type AdminLinkQuery = Static<typeof AdminLinkQuery>;

// ---- File links ------------------------------------------------------------------------------------------------

/** Asks for a link to one private file route (an ID card, a work's file) that a browser element can open. */
export const FileLinkBody = Type.Object({ path: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type FileLinkBody = Static<typeof FileLinkBody>;

/** `url`: the path with `?link=…`, working while the session lives, until `expiresAt`. */
export const FileLink = Type.Object({ url: Type.String(), expiresAt: Type.String() });
export type FileLink = Static<typeof FileLink>;
