import type { ColumnType, Generated } from 'kysely';
import type { ArticleCategory } from '@portal/contracts/content';
import type { PartnerRole, PrizeRank } from '@portal/contracts/display';
import type { ContentLanguage } from '@portal/contracts/languages';

// Tables of migration 003_content. See the migration for why articles are one row per
// language and display tables one row per item.

export type ContestGroup = 'secondary' | 'university';

/** `<base>_zh_hk`, `<base>_zh_cn`, `<base>_en`: one text per language. */
export type Localized<B extends string, V = string> = Record<`${B}_zh_hk` | `${B}_zh_cn` | `${B}_en`, V>;

/** 0 or 1: SQLite has no boolean type and both dialects should read the same value. */
export type Flag = 0 | 1;

// Columns hold the values the API sends as they are: their types are the contract's.
export type { ArticleCategory, ContentLanguage, PartnerRole, PrizeRank };

export interface ArticleTable {
  id: Generated<number>;
  translation_key: string;
  lang: ContentLanguage;
  cid: ArticleCategory;
  title: string;
  abstract: string;
  cover: string | null;
  /** A RichTextDocument as JSON (migration 020; @portal/contracts/rich-text). Read through content/article-body.ts. */
  content: string;
  sample: Flag;
  created_at: string;
}

export interface CommentTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  content: string;
  created_at: string;
}

export type PrizeTable = {
  contest_group: ContestGroup;
  position: number;
  prize_rank: PrizeRank;
  amount_hkd: number | null;
  award_count: number;
} & Localized<'title'> &
  Localized<'extras'>;

export type TopicTable = {
  contest_group: ContestGroup;
  position: number;
  topic_key: string;
} & Localized<'title'> &
  Localized<'summary'>;

export type JudgeTable = {
  id: Generated<number>;
  position: number;
  photo: string | null;
  /** A media-library image (migration 025); when set it is served instead of `photo`. */
  photo_media_id: number | null;
  sample: Flag;
} & Localized<'name'> &
  Localized<'title'>;

export type FinalistTable = {
  id: Generated<number>;
  contest_group: ContestGroup;
  position: number;
  sample: Flag;
} & Localized<'team_name'> &
  Localized<'school'> &
  Localized<'work_title'>;

/**
 * Columns 010 adds to `finalists`: public /media/ URLs of the poster and the film (set by `pnpm admin finalists
 * media`), and the registration the finalist is (`finalists link`), which names a winner's members. Optional on
 * insert, so rows written without them start with none.
 */
export interface FinalistMediaColumns {
  poster: ColumnType<string | null, string | null | undefined, string | null>;
  video: ColumnType<string | null, string | null | undefined, string | null>;
  registration_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type WinnerTable = {
  id: Generated<number>;
  contest_group: ContestGroup;
  position: number;
  award_date: string;
  sample: Flag;
} & Localized<'contest'> &
  Localized<'award'> &
  Localized<'school'> &
  Localized<'team_name'> &
  /** JSON arrays of member names. */
  Localized<'members'> &
  Localized<'work_title'>;

export type PartnerTable = {
  id: Generated<number>;
  role: PartnerRole;
  position: number;
  logo: string;
  /** A media-library image (migration 025); when set it is served instead of `logo`. */
  logo_media_id: number | null;
  url: string | null;
  sample: Flag;
} & Localized<'name'>;

export type GalleryImageTable = {
  id: Generated<number>;
  contest: 1 | 2;
  position: number;
  src: string;
  /** A media-library image (migration 025); when set it is served instead of `src`. */
  media_id: number | null;
  width: number;
  height: number;
} & Localized<'caption'>;
