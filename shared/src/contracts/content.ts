// Display content of the content slice (issue 4): what the API serves and mf-content shows.
// Every text field arrives in the caller's language (Accept-Language, or `type` for articles).

/** Article categories (`cid`). */
export const ARTICLE_CATEGORY = {
  news: 1,
  faq: 2,
  about: 3,
  background: 4,
  firstHighlights: 5,
  secondHighlights: 6,
  /** pc_wd / m_wd: the spec does not say what it shows; a configurable category. */
  wd: 7,
} as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORY)[keyof typeof ARTICLE_CATEGORY];

/** Languages as the API names them (`type` of an article; also the Accept-Language values): an edge's spelling. */
export { CONTENT_LANGUAGES } from '@portal/contracts/languages';
export type { ContentLanguage } from '@portal/contracts/languages';

/** Contest groups as URLs and the API name them: 1 secondary school (film), 2 university (business plan). */
export type GroupNumber = 1 | 2;

export interface Prize {
  group: GroupNumber;
  rank: 'champion' | 'second' | 'third' | 'merit' | 'mostActiveSchool';
  title: string;
  /** e.g. "HKD 5,000"; null when the prize has no cash amount. */
  amount: string | null;
  /** How many are awarded (12 merit awards). */
  count: number;
  /** What comes with it, e.g. the desert visit. */
  extras: string;
}

export interface TimelineStep {
  group: GroupNumber;
  step: number;
  title: string;
  /** ISO dates (yyyy-mm-dd) or null. */
  startDate: string | null;
  endDate: string | null;
  /** Words where the spec gives no date ("to be decided", "late June"). */
  note: string | null;
}

export interface Topic {
  group: GroupNumber;
  key: string;
  title: string;
  summary: string;
}

export interface Judge {
  id: number;
  name: string;
  title: string;
  photo: string | null;
  sample: boolean;
}

export interface Finalist {
  id: number;
  group: GroupNumber;
  teamName: string;
  school: string;
  workTitle: string;
  /** Public /media/ URLs of the film's poster and of the film itself; null when not configured. */
  poster: string | null;
  video: string | null;
  sample: boolean;
}

/** A winner record (§3): contest, award, school, team, date, members, work title. */
export interface Winner {
  id: number;
  contest: string;
  group: GroupNumber;
  award: string;
  school: string;
  teamName: string;
  date: string;
  members: string[];
  workTitle: string;
  sample: boolean;
}

export type PartnerRole = 'organizer' | 'coOrganizer' | 'supporter' | 'media';

export interface Partner {
  id: number;
  name: string;
  role: PartnerRole;
  logo: string;
  url: string | null;
  sample: boolean;
}

export interface GalleryImage {
  id: number;
  /** 1: the first competition, 2: the second. */
  contest: 1 | 2;
  src: string;
  width: number;
  height: number;
  caption: string;
}

export interface GroupQuery {
  group?: GroupNumber;
}

export interface GalleryQuery {
  contest: 1 | 2;
  page_no?: number;
  page_size?: number;
}
