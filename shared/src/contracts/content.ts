import type { ArticleCategory } from '@portal/contracts/content';

// Display content of the content slice (issue 4): what the API serves and mf-content shows, the API's schemas' types
// (@portal/contracts/display, /content). Every text field arrives in the caller's language (Accept-Language, or `type`
// for articles).

/** Article categories (`cid`) by the names the pages give them. */
export const ARTICLE_CATEGORY = {
  news: 1,
  faq: 2,
  about: 3,
  background: 4,
  firstHighlights: 5,
  secondHighlights: 6,
  /** pc_wd / m_wd: the spec does not say what it shows; a configurable category. */
  wd: 7,
} as const satisfies Record<string, ArticleCategory>;
export type { ArticleCategory };

/** Languages as the API names them (`type` of an article; also the Accept-Language values): an edge's spelling. */
export { CONTENT_LANGUAGES } from '@portal/contracts/languages';
export type { ContentLanguage } from '@portal/contracts/languages';

/** Contest groups as URLs and the API name them: 1 secondary school (film), 2 university (business plan). */
export type { GroupNumber } from '@portal/contracts/season';
export type { GroupQuery } from '@portal/contracts/common';

export type {
  Award,
  Banner,
  Finalist,
  GalleryImage,
  GalleryQuery,
  Intro,
  Judge,
  Partner,
  PartnerRole,
  Prize,
  PrizeRank,
  ResultRow,
  ResultsState,
  TimelineStep,
  Topic,
  Winner,
} from '@portal/contracts/display';
