import type { ArticleLanguageDraft, ArticleState, RevisionKind } from '@portal/contracts/admin-articles';
import type { ArticleCategory } from '@portal/contracts/content';

// The names the pages give the contract's values; each is a text key (`articles.category.<cid>`, …) in three languages.

/** Article categories (`cid`) as the public pages use them: news, FAQ, the text pages, the contests' highlights. */
export const CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly ArticleCategory[];

/** As the contract's ARTICLE_STATES and REVISION_KINDS (plain copies: the pages take no schema code). */
export const STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const satisfies readonly ArticleState[];
export const KINDS = ['created', 'saved', 'restored', 'published', 'scheduled', 'unpublished'] as const satisfies readonly RevisionKind[];

/** The document's languages, Traditional Chinese first: the one the other two may show instead of their own. */
export const ARTICLE_LANGUAGES = ['zhComplex', 'zhSimple', 'en'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
/** The languages that may fall back to Traditional Chinese ('show the Traditional Chinese text'). */
export type FallbackLanguage = Exclude<ArticleLanguage, 'zhComplex'>;
export const isFallbackLanguage = (language: ArticleLanguage): language is FallbackLanguage => language !== 'zhComplex';

/** As the contract's ArticleTitle and ArticleAbstract. */
export const TITLE_MAX = 200;
export const ABSTRACT_MAX = 1000;

/** The fields of one language that a diff compares, in the page's order. */
export const TEXT_FIELDS = ['title', 'abstract', 'body'] as const satisfies readonly (keyof ArticleLanguageDraft)[];
