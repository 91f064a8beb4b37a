import type { Generated } from 'kysely';
// Kysely's view of the tables. Each migration that adds a table adds its interface here
// (larger groups live in their own file, named after the migration's subject).
import type { EmailCodeTable, LoginFailureTable, OutboxTable, SessionTable, UserTable } from './schema-accounts.js';
import type { MessageTable } from './schema-messages.js';
import type {
  JudgingAssignmentTable,
  JudgingConflictTable,
  JudgingEntryTable,
  JudgingScoreTable,
  JudgingSheetTable,
  JudgingShortlistTable,
  PublicationSheetColumns,
  StaffLanguageColumns,
} from './schema-judging.js';
import type { BroadcastTable, MailPreferenceTable } from './schema-broadcasts.js';
import type { QuestionAttachmentTable, QuestionMessageTable, QuestionThreadTable } from './schema-questions.js';
import type { CommentModerationTable, CommentReportTable, ModeratedCommentTable } from './schema-comments.js';
import type {
  ArticleTable,
  ContestGroup,
  FinalistMediaColumns,
  FinalistTable,
  GalleryImageTable,
  JudgeTable,
  PartnerTable,
  PrizeTable,
  TopicTable,
  WinnerTable,
} from './schema-content.js';
import type { UploadTable } from './schema-uploads.js';
import type { ArticleLiveColumns, CmsArticleRevisionTable, ArticlePreviewTable, CmsArticleTable } from './schema-cms.js';
import type { StaffExportTable } from './schema-exports.js';
import type { MediaAssetTable, MediaUseTable, MediaVariantTable } from './schema-media.js';
import type { PersonalDataPurgeTable, PurgePendingFileTable } from './schema-purges.js';
import type {
  GroupSlotTable,
  RegistrationHistoryTable,
  RegistrationMemberTable,
  RegistrationTable,
} from './schema-registrations.js';
import type { JuryScoreTable, ResultPublicationTable, ScoreResultTable, WinnerPublicationColumns } from './schema-scoring.js';
import type { ReleaseHealthTable, ReleaseHistoryTable, ReleaseStateTable, ReleaseVersionTable } from './schema-releases.js';
import type { VoteAnnulmentTable, VoteChainHeadTable, VoteChallengeSolutionTable, VoteCodeTable, VoteTable } from './schema-votes.js';
import type { WorkHistoryTable, WorkTable } from './schema-works.js';
import type {
  AuditHeadTable,
  AuditLogTable,
  StaffFileLinkTable,
  StaffInviteTable,
  StaffMemberTable,
  StaffPasskeyTable,
  StaffRecoveryCodeTable,
  StaffSessionTable,
} from './schema-staff.js';

export type { ContestGroup };

/** One row (id 1): moved by triggers on every table behind a cached public answer (migration 012). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** One row (id 1): the site settings as JSON, checked before every write (migration 023, @portal/contracts/site-settings). */
export interface SiteSettingsTable {
  id: number;
  version: number;
  document: string;
  sample: number;
  updated_at: string | null;
}

/** One row per display collection (migration 025): its version, and the item of intro and live as JSON. */
export interface DisplayCollectionTable {
  collection: string;
  version: number;
  document: string | null;
  updated_at: string | null;
}

/** The timeline an organizer saved, per season id (migration 027); a season without a row runs on its file. */
export interface SeasonCalendarTable {
  season_id: string;
  version: number;
  /** The steps of both groups as JSON: {"1": SeasonStep[], "2": SeasonStep[]}. */
  steps: string;
  updated_at: string;
}

/** The home page's slides (migration 025). */
export interface DisplayBannerTable {
  id: Generated<number>;
  language: 'zhComplex' | 'zhSimple' | 'en';
  position: number;
  contest_group: ContestGroup;
  media_id: number;
  link: string;
}

export interface SeedRunTable {
  name: string;
  ran_at: string;
}

export interface Database {
  seed_runs: SeedRunTable;
  users: UserTable;
  sessions: SessionTable;
  email_codes: EmailCodeTable;
  outbox: OutboxTable;
  login_failures: LoginFailureTable;
  // 021_cms_articles adds `live`.
  articles: ArticleTable & ArticleLiveColumns;
  // 024_comment_moderation: staff replies, hidden comments.
  comments: ModeratedCommentTable;
  prizes: PrizeTable;
  topics: TopicTable;
  judges: JudgeTable;
  // 010_finalist_media adds poster, video and the registration.
  finalists: FinalistTable & FinalistMediaColumns;
  // 009_scoring adds the publication columns.
  winners: WinnerTable & WinnerPublicationColumns;
  partners: PartnerTable;
  gallery_images: GalleryImageTable;
  uploads: UploadTable;
  registrations: RegistrationTable;
  registration_members: RegistrationMemberTable;
  registration_history: RegistrationHistoryTable;
  group_slots: GroupSlotTable;
  works: WorkTable;
  work_history: WorkHistoryTable;
  vote_codes: VoteCodeTable;
  votes: VoteTable;
  vote_chain_heads: VoteChainHeadTable;
  vote_annulments: VoteAnnulmentTable;
  vote_challenge_solutions: VoteChallengeSolutionTable;
  jury_scores: JuryScoreTable;
  result_publications: ResultPublicationTable & PublicationSheetColumns;
  score_results: ScoreResultTable;
  release_versions: ReleaseVersionTable;
  release_state: ReleaseStateTable;
  release_history: ReleaseHistoryTable;
  release_health: ReleaseHealthTable;
  content_version: ContentVersionTable;
  personal_data_purges: PersonalDataPurgeTable;
  purge_pending_files: PurgePendingFileTable;
  staff_members: StaffMemberTable & StaffLanguageColumns;
  staff_invites: StaffInviteTable;
  staff_sessions: StaffSessionTable;
  staff_passkeys: StaffPasskeyTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  staff_file_links: StaffFileLinkTable;
  staff_exports: StaffExportTable;
  cms_articles: CmsArticleTable;
  cms_article_revisions: CmsArticleRevisionTable;
  article_previews: ArticlePreviewTable;
  media_assets: MediaAssetTable;
  media_variants: MediaVariantTable;
  media_uses: MediaUseTable;
  comment_moderation: CommentModerationTable;
  comment_reports: CommentReportTable;
  // 028_messages: every mail and SMS, queued before it is delivered.
  messages: MessageTable;
  // 031_broadcasts: organizers' broadcasts and each account's unsubscribe token.
  broadcasts: BroadcastTable;
  mail_preferences: MailPreferenceTable;
  // 032_question_threads: each team's private thread with the organizers.
  question_threads: QuestionThreadTable;
  question_messages: QuestionMessageTable;
  question_attachments: QuestionAttachmentTable;
  // 033_judging: what judges do in the season file's rounds.
  judging_entries: JudgingEntryTable;
  judging_assignments: JudgingAssignmentTable;
  judging_sheets: JudgingSheetTable;
  judging_scores: JudgingScoreTable;
  judging_conflicts: JudgingConflictTable;
  judging_shortlists: JudgingShortlistTable;
  site_settings: SiteSettingsTable;
  display_collections: DisplayCollectionTable;
  display_banners: DisplayBannerTable;
  season_calendars: SeasonCalendarTable;
}
