// The site's table of pages as the server needs it (issues 13 and 15), repeated from @portal/shared's navigation
// (shared/src/navigation/routes.ts) because the API does not depend on @portal/shared; a test keeps the two equal.
// Which remote owns a page is not here: that is the registry's, read per request, so a release that adds a page makes
// it known without a restart.

export type Device = 'pc' | 'mobile';

/** The one table of equivalent pages, desktop and mobile; null where a page has no counterpart. */
export const EQUIVALENTS: readonly (readonly [string | null, string | null])[] = [
  ['home', 'home'],
  ['backgroundOfTheCompetition', 'great/contest'],
  ['latestNews', 'news/consult'],
  ['latestNewsDetail', 'news/consult/detail'],
  ['finalists', null],
  ['previousCompetition', 'MobilePreviousCompetition'],
  ['interestingSidelightsTwo', 'past/games/index'],
  ['first-competition-gallery', 'photo-wall'],
  ['first-more-image', 'photo-wall'],
  ['speak-sustainability-contest', 'prize/winner/index'],
  ['secondCompetition', 'vote'],
  ['pc_wd', 'm_wd'],
  ['commonProblem', 'familiarProblem/index'],
  ['commonProblemDetail', 'familiarProblem/detail'],
  ['aboutUs', 'about-us/index'],
  ['findUs', 'contact-us/index'],
  ['contestRegistration', 'registration'],
  ['workSubmission', 'work-submission/index'],
  ['personalCenter', 'personal-centered/index'],
  ['personalCenter', 'personal-centered/detail'],
  ['personalCenter', 'edit/info'],
  ['logIn', 'login'],
  ['register', 'sign-up'],
];

/** Pages that need a session: never indexed, never in the sitemap. */
export const LOGIN_REQUIRED: Readonly<Record<Device, readonly string[]>> = {
  pc: ['personalCenter', 'contestRegistration', 'workSubmission'],
  mobile: ['personal-centered/index', 'personal-centered/detail', 'edit/info', 'registration', 'work-submission/index'],
};

/** Pages about one article, named by `?id=`: the category its id must belong to. */
export const ARTICLE_PAGES: Readonly<Record<string, 'news' | 'faq'>> = {
  latestNewsDetail: 'news',
  'news/consult/detail': 'news',
  commonProblemDetail: 'faq',
  'familiarProblem/detail': 'faq',
};

/** The counterpart of a page on the other device (the first row that names it), or undefined. */
export function counterpart(device: Device, route: string): string | undefined {
  const from = device === 'pc' ? 0 : 1;
  const row = EQUIVALENTS.find((candidate) => candidate[from] === route);
  return row?.[1 - from] ?? undefined;
}

/** The desktop key of a page, which its texts and canonical URL go by (a mobile page without one keeps its own). */
export function pageKey(device: Device, route: string): string {
  return device === 'pc' ? route : (counterpart('mobile', route) ?? route);
}
