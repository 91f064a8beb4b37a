import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery } from './common.js';
import { ArticleCategory } from './content.js';
import { RichTextDocument } from './rich-text.js';

// The editor's articles (issue 25 point 1) under /api/admin/articles: news, FAQ and the text pages as ONE document
// with the three languages side by side, a state, and a revision for every save. The API validates and answers with
// these; mf-admin takes the types. Publishing writes the public `articles` rows the public API has always read.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

/** draft → scheduled (goes live at `publishAt` by the server clock) → published → unpublished (→ published again). */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const ArticleState = Type.Enum(ARTICLE_STATES);
export type ArticleState = Static<typeof ArticleState>;

export const ArticleTitle = Type.String({ maxLength: 200 });
export const ArticleAbstract = Type.String({ maxLength: 1000 });

/** One language of the document. A title is required to publish that language (unless it falls back). */
export const ArticleLanguageDraft = Type.Object(
  {
    title: ArticleTitle,
    abstract: ArticleAbstract,
    body: RichTextDocument,
  },
  strict,
);
export type ArticleLanguageDraft = Static<typeof ArticleLanguageDraft>;

/**
 * What a save sends and a revision holds: the three languages, and for Simplified Chinese and English whether the
 * page shows the Traditional Chinese text instead ('show the Traditional Chinese text'). Publishing is refused while a
 * language has no title or no body and does not fall back.
 */
export const ArticleDraft = Type.Object(
  {
    cid: ArticleCategory,
    /** A media library image shown as the article's cover in lists, or null. */
    coverMediaId: nullable(Id),
    zhComplex: ArticleLanguageDraft,
    zhSimple: ArticleLanguageDraft,
    en: ArticleLanguageDraft,
    fallback: Type.Object({ zhSimple: Type.Boolean(), en: Type.Boolean() }, strict),
  },
  strict,
);
export type ArticleDraft = Static<typeof ArticleDraft>;

/** Who did something: a staff member (id and name now), the command line, or the system (seed, scheduler). */
export const ContentActor = Type.Object({
  kind: Type.Union([Type.Literal('staff'), Type.Literal('cli'), Type.Literal('system')]),
  id: nullable(Type.Integer()),
  name: nullable(Type.String()),
});
export type ContentActor = Static<typeof ContentActor>;

/** GET/PUT /api/admin/articles/:id and every state change: the document as it stands (its latest revision). */
export const AdminArticle = Type.Object({
  id: Type.Integer(),
  state: ArticleState,
  /** The latest revision's number (1, 2, …): a save names the one it started from, and a newer one refuses it. */
  revision: Type.Integer(),
  draft: ArticleDraft,
  /** When a scheduled article goes live (ISO instant), else null. */
  publishAt: nullable(Type.String()),
  /** When it last went live, else null. */
  publishedAt: nullable(Type.String()),
  /** The revision the public pages show, or null when none is live. */
  publishedRevision: nullable(Type.Integer()),
  updatedAt: Type.String(),
  updatedBy: ContentActor,
  /** True for the seeded sample articles. */
  sample: Type.Boolean(),
});
export type AdminArticle = Static<typeof AdminArticle>;

export const AdminArticleSummary = Type.Object({
  id: Type.Integer(),
  cid: ArticleCategory,
  state: ArticleState,
  /** The title in each language ('' when not written). */
  titles: Type.Object({ zhComplex: Type.String(), zhSimple: Type.String(), en: Type.String() }),
  revision: Type.Integer(),
  publishAt: nullable(Type.String()),
  publishedAt: nullable(Type.String()),
  updatedAt: Type.String(),
  updatedBy: ContentActor,
  sample: Type.Boolean(),
});
export type AdminArticleSummary = Static<typeof AdminArticleSummary>;

export const AdminArticlesQuery = Type.Object(
  {
    cid: Type.Optional(ArticleCategory),
    state: Type.Optional(ArticleState),
    /** A substring of a title in any language, without regard to case. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    ...PageQuery,
  },
  strict,
);
export type AdminArticlesQuery = Static<typeof AdminArticlesQuery>;

/** POST /api/admin/articles: a new draft, empty in the three languages. */
export const NewArticleBody = Type.Object({ cid: ArticleCategory }, strict);
export type NewArticleBody = Static<typeof NewArticleBody>;

/** PUT /api/admin/articles/:id: a save, made against `revision` (409 when a newer one exists). */
export const SaveArticleBody = Type.Object({ revision: Type.Integer({ minimum: 1 }), draft: ArticleDraft }, strict);
export type SaveArticleBody = Static<typeof SaveArticleBody>;

/** Publish, unpublish, restore: made against the latest revision the editor saw. */
export const ArticleRevisionBody = Type.Object({ revision: Type.Integer({ minimum: 1 }) }, strict);
export type ArticleRevisionBody = Static<typeof ArticleRevisionBody>;

/** POST /api/admin/articles/:id/schedule: goes live at `publishAt` (an ISO instant later than the server's clock). */
export const ScheduleArticleBody = Type.Object(
  { revision: Type.Integer({ minimum: 1 }), publishAt: Type.String({ format: 'date-time', maxLength: 40 }) },
  strict,
);
export type ScheduleArticleBody = Static<typeof ScheduleArticleBody>;

/** What happened in a revision: a save, a restore of an older one, or a state change (the content is unchanged). */
export const REVISION_KINDS = ['created', 'saved', 'restored', 'published', 'scheduled', 'unpublished'] as const;
export const RevisionKind = Type.Enum(REVISION_KINDS);
export type RevisionKind = Static<typeof RevisionKind>;

export const ArticleRevisionSummary = Type.Object({
  revision: Type.Integer(),
  kind: RevisionKind,
  /** For a restore, the revision it brought back. */
  restoredFrom: nullable(Type.Integer()),
  savedAt: Type.String(),
  savedBy: ContentActor,
});
export type ArticleRevisionSummary = Static<typeof ArticleRevisionSummary>;

/** GET /api/admin/articles/:id/revisions/:revision: one revision whole, to compare two or restore one. */
export const ArticleRevision = Type.Object({ ...ArticleRevisionSummary.properties, draft: ArticleDraft });
export type ArticleRevision = Static<typeof ArticleRevision>;

/** POST /api/admin/articles/:id/preview: the unsaved draft to show as the public page will (checked as a save is). */
export const PreviewArticleBody = Type.Object({ draft: ArticleDraft }, strict);
export type PreviewArticleBody = Static<typeof PreviewArticleBody>;

const PreviewPages = Type.Object({ pc: Type.String(), mobile: Type.String() });

/**
 * A preview made: the token the public pages take (`?preview=`) until `expiresAt`, and the public page that shows it
 * on each device in each language (root-relative URLs carrying the token: the article's detail page).
 */
export const ArticlePreview = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  pages: Type.Object({ zhComplex: PreviewPages, zhSimple: PreviewPages, en: PreviewPages }),
});
export type ArticlePreview = Static<typeof ArticlePreview>;
