// Kysely's view of the tables. Each migration that adds a table adds its interface here
// (larger groups live in their own file, named after the migration's subject).
import type { EmailCodeTable, LoginFailureTable, OutboxTable, SessionTable, UserTable } from './schema-accounts.js';
import type {
  ArticleTable,
  CommentTable,
  ContestGroup,
  FinalistTable,
  GalleryImageTable,
  JudgeTable,
  PartnerTable,
  PrizeTable,
  TopicTable,
  WinnerTable,
} from './schema-content.js';

export type { ContestGroup };

export interface SeedRunTable {
  name: string;
  ran_at: string;
}

/** One step of a contest schedule. Dates are ISO `YYYY-MM-DD`; null when the spec gives none. */
export interface TimelineEntryTable {
  contest_group: ContestGroup;
  step: number;
  title_zh_hk: string;
  title_zh_cn: string;
  title_en: string;
  start_date: string | null;
  end_date: string | null;
  /** Free text for dates the spec states loosely ("to be decided", "late June"). */
  date_note_zh_hk: string | null;
  date_note_zh_cn: string | null;
  date_note_en: string | null;
}

export interface Database {
  seed_runs: SeedRunTable;
  timeline_entries: TimelineEntryTable;
  users: UserTable;
  sessions: SessionTable;
  email_codes: EmailCodeTable;
  outbox: OutboxTable;
  login_failures: LoginFailureTable;
  articles: ArticleTable;
  comments: CommentTable;
  prizes: PrizeTable;
  topics: TopicTable;
  judges: JudgeTable;
  finalists: FinalistTable;
  winners: WinnerTable;
  partners: PartnerTable;
  gallery_images: GalleryImageTable;
}
