// Every URL the shell itself links to, in one table (remotes own their pages, the shell owns menus).
export const DESKTOP_MENU = [
  { key: 'home', path: '/pc/home' },
  { key: 'background', path: '/pc/backgroundOfTheCompetition' },
  { key: 'news', path: '/pc/latestNews' },
  { key: 'secondCompetition', path: '/pc/secondCompetition' },
  { key: 'pastContests', path: '/pc/previousCompetition' },
  { key: 'faq', path: '/pc/commonProblem' },
  { key: 'aboutUs', path: '/pc/aboutUs' },
  { key: 'contactUs', path: '/pc/findUs' },
] as const;

export const MOBILE_MENU = [
  { key: 'home', path: '/mobile/home' },
  { key: 'background', path: '/mobile/great/contest' },
  { key: 'news', path: '/mobile/news/consult' },
  { key: 'secondCompetition', path: '/mobile/prize/winner/index' },
  { key: 'pastContests', path: '/mobile/past/games/index' },
  { key: 'faq', path: '/mobile/familiarProblem/index' },
  { key: 'aboutUs', path: '/mobile/about-us/index' },
  { key: 'contactUs', path: '/mobile/contact-us/index' },
] as const;

export type MenuKey = (typeof DESKTOP_MENU)[number]['key'];

export const LOGIN_PATH = { pc: '/pc/logIn', mobile: '/mobile/login' } as const;
export const HOME_PATH = { pc: '/pc/home', mobile: '/mobile/home' } as const;
