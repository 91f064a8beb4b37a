// The site's pages (SPEC §2), for the shell's navigation and the server's page table, head tags and sitemap: one
// table. Which remote owns a page is not here: that is the registry's, read per request, so a release that adds a page
// makes it known without a restart.

export type Device = 'pc' | 'mobile';

// Every route of SPEC §2, relative to /pc/ and /mobile/. Remotes own the pages; these names are the public URLs.
// The spec names no page for work submission (§6 lets a participant submit works): issue 10 adds one per device.
export const PC_ROUTES = [
  'logIn',
  'register',
  'home',
  'backgroundOfTheCompetition',
  'latestNews',
  'latestNewsDetail',
  'finalists',
  'previousCompetition',
  'interestingSidelightsTwo',
  'first-competition-gallery',
  'first-more-image',
  'speak-sustainability-contest',
  'secondCompetition',
  'pc_wd',
  'commonProblem',
  'commonProblemDetail',
  'aboutUs',
  'findUs',
  'contestRegistration',
  'personalCenter',
  'workSubmission',
] as const;

export const MOBILE_ROUTES = [
  'home',
  'great/contest',
  'news/consult',
  'news/consult/detail',
  'prize/winner/index',
  'past/games/index',
  'familiarProblem/index',
  'familiarProblem/detail',
  'about-us/index',
  'contact-us/index',
  'personal-centered/index',
  'personal-centered/detail',
  'login',
  'sign-up',
  'edit/info',
  'registration',
  'm_wd',
  'MobilePreviousCompetition',
  'photo-wall',
  'work-submission/index',
  // Issue 11: phone visitors are the main voters, so the public vote gets a mobile page of its own.
  'vote',
] as const;

export type PcRoute = (typeof PC_ROUTES)[number];
export type MobileRoute = (typeof MOBILE_ROUTES)[number];

/**
 * The one table of equivalent pages, read in both directions. Where a page has no counterpart the other side is
 * null (the device's home is used). Where several pages share one counterpart, the first row is the way back.
 */
export const EQUIVALENTS: readonly (readonly [PcRoute | null, MobileRoute | null])[] = [
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

export const HOME_PATH: Record<Device, string> = { pc: '/pc/home', mobile: '/mobile/home' };
export const LOGIN_PATH: Record<Device, string> = { pc: '/pc/logIn', mobile: '/mobile/login' };

/** Pages that need a token (§2, §6); links to them are guarded the same way. */
export const LOGIN_REQUIRED: Record<Device, readonly string[]> = {
  pc: ['personalCenter', 'contestRegistration', 'workSubmission'],
  mobile: ['personal-centered/index', 'personal-centered/detail', 'edit/info', 'registration', 'work-submission/index'],
};

/** Mobile pages without the footer (§2). */
export const MOBILE_FOOTERLESS: readonly MobileRoute[] = ['login', 'sign-up', 'edit/info'];

export function pathOf(device: Device, route: string): string {
  return `/${device}/${route}`;
}

/** The device and route of an app path, or null outside /pc/ and /mobile/. */
export function splitPath(pathname: string): { device: Device; route: string } | null {
  const match = /^\/(pc|mobile)(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  return { device: match[1] as Device, route: (match[2] ?? '').replace(/\/+$/, '') };
}

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
