import { isMobile } from 'is-mobile';

// SPEC §1: the mobile layout applies on a phone or tablet (or at 768 px or less, which only the browser knows). The
// client decides with the same library (shared/src/device/detect.ts); the server can act on the user agent alone.

export function isHandheld(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && isMobile({ ua: userAgent, tablet: true });
}

/**
 * Each desktop page's mobile counterpart, repeated from @portal/shared's table of equivalent pages
 * (shared/src/navigation/routes.ts, EQUIVALENTS: the first row of a desktop page is its counterpart) because the API
 * does not depend on @portal/shared; a test keeps the two equal. A page without one goes to the mobile home.
 */
export const MOBILE_COUNTERPART: Readonly<Record<string, string>> = {
  home: 'home',
  backgroundOfTheCompetition: 'great/contest',
  latestNews: 'news/consult',
  latestNewsDetail: 'news/consult/detail',
  previousCompetition: 'MobilePreviousCompetition',
  interestingSidelightsTwo: 'past/games/index',
  'first-competition-gallery': 'photo-wall',
  'first-more-image': 'photo-wall',
  'speak-sustainability-contest': 'prize/winner/index',
  secondCompetition: 'vote',
  pc_wd: 'm_wd',
  commonProblem: 'familiarProblem/index',
  commonProblemDetail: 'familiarProblem/detail',
  aboutUs: 'about-us/index',
  findUs: 'contact-us/index',
  contestRegistration: 'registration',
  workSubmission: 'work-submission/index',
  personalCenter: 'personal-centered/index',
  logIn: 'login',
  register: 'sign-up',
};

/**
 * Where a handheld device opening a desktop URL belongs: the page's mobile counterpart with the same query (or the
 * mobile home), or null when the URL is not a desktop page. The shell would switch it anyway once its scripts ran,
 * after drawing the desktop layout on a phone; answered here, the phone gets its own page, first view and all, at
 * the cost of one redirect.
 */
export function mobileLocation(url: string): string | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  const match = /^\/pc(?:\/(.*))?$/.exec(path);
  if (!match) return null;
  const route = (match[1] ?? '').replace(/\/+$/, '');
  const counterpart = Object.hasOwn(MOBILE_COUNTERPART, route) ? MOBILE_COUNTERPART[route] : undefined;
  return counterpart ? `/mobile/${counterpart}${query}` : '/mobile/home';
}
