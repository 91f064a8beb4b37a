import type { APIRequestContext } from '@playwright/test';
import { ARTICLE_CATEGORY as CID } from '@portal/shared/contracts';
import type { Language } from '@portal/shared/i18n';
import { firstArticle, firstFinalist, firstGalleryCaption, siteContactEmail } from './content';

/** A content route and what it must show in a language: a text, or an image's alternative text. */
export interface ContentRoute {
  pc: string | null;
  mobile: string | null;
  expect: (request: APIRequestContext, language: Language) => Promise<{ text?: string; image?: string }>;
}

const title = (cid: number) => async (request: APIRequestContext, language: Language) => ({
  text: (await firstArticle(request, cid, language)).title,
});

const detail = (cid: number, pc: string, mobile: string): ContentRoute => ({
  pc,
  mobile,
  expect: title(cid),
});

export const CONTENT_ROUTES: ContentRoute[] = [
  { pc: 'home', mobile: 'home', expect: title(CID.news) },
  { pc: 'backgroundOfTheCompetition', mobile: 'great/contest', expect: title(CID.background) },
  { pc: 'latestNews', mobile: 'news/consult', expect: title(CID.news) },
  detail(CID.news, 'latestNewsDetail?id=', 'news/consult/detail?id='),
  { pc: 'finalists', mobile: null, expect: async (request, language) => ({ text: await firstFinalist(request, language) }) },
  { pc: 'previousCompetition', mobile: 'MobilePreviousCompetition', expect: title(CID.firstHighlights) },
  { pc: 'interestingSidelightsTwo', mobile: 'past/games/index', expect: title(CID.secondHighlights) },
  {
    pc: 'first-competition-gallery',
    mobile: 'photo-wall',
    expect: async (request, language) => ({ image: await firstGalleryCaption(request, language) }),
  },
  {
    pc: 'first-more-image',
    mobile: null,
    expect: async (request, language) => ({ image: await firstGalleryCaption(request, language) }),
  },
  { pc: 'commonProblem', mobile: 'familiarProblem/index', expect: title(CID.faq) },
  detail(CID.faq, 'commonProblemDetail?id=', 'familiarProblem/detail?id='),
  { pc: 'aboutUs', mobile: 'about-us/index', expect: title(CID.about) },
  { pc: 'findUs', mobile: 'contact-us/index', expect: async (request, language) => ({ text: await siteContactEmail(request, language) }) },
  { pc: 'pc_wd', mobile: 'm_wd', expect: title(CID.wd) },
];

/** Detail routes end in `id=`: the id of the first article of their category completes them. */
export async function resolvePath(
  request: APIRequestContext,
  route: string,
  language: Language,
): Promise<string> {
  if (!route.endsWith('id=')) return route;
  const cid = route.startsWith('latestNews') || route.startsWith('news') ? CID.news : CID.faq;
  return route + (await firstArticle(request, cid, language)).id;
}
