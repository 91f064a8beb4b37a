import type { ColumnType, Generated } from 'kysely';
import type { ArticleState, RevisionKind } from '@portal/contracts/admin-articles';
import type { ArticleCategory, Flag, Localized } from './schema-content.js';

// Tables of migration 021_cms_articles (the editor's articles, issue 25). Timestamps are ISO 8601 UTC strings.

/** The column 021 adds to `articles`: 0 hides an unpublished article's rows from every public reader (default 1). */
export interface ArticleLiveColumns {
  live: ColumnType<Flag, Flag | undefined, Flag>;
}

export type CmsArticleTable = {
  id: Generated<number>;
  /** The public rows' translation_key; null until the first publication writes them. */
  translation_key: string | null;
  state: ArticleState;
  /** The latest revision's number. */
  revision: number;
  published_revision: number | null;
  publish_at: string | null;
  published_at: string | null;
  updated_at: string;
  sample: Flag;
  /** The latest revision's category and titles (the list filters and searches these). */
  cid: ArticleCategory;
  /** The public cover of an article adopted from the rows before 021, used while its draft names no media image. */
  legacy_cover: string | null;
} & Localized<'title'>;

export type ContentActorKind = 'staff' | 'cli' | 'system';

export interface CmsArticleRevisionTable {
  article_id: number;
  revision: number;
  kind: RevisionKind;
  restored_from: number | null;
  /** The ArticleDraft as JSON. */
  draft: string;
  saved_at: string;
  actor_kind: ContentActorKind;
  /** The staff member, else null. */
  actor_id: number | null;
  /** The command line's login name or the system's job, else null. */
  actor_name: string | null;
}

/** Migration 026: an unsaved draft shown by a preview token (its SHA-256 only), until `expires_at`. */
export interface ArticlePreviewTable {
  token_hash: string;
  article_id: number;
  /** The ArticleDraft as JSON, its images as the library has them. */
  draft: string;
  staff_member_id: number | null;
  created_at: string;
  expires_at: string;
}
