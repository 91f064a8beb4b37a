// The first real page of every remote, on each device, with its heading in the default language.
// needsLogin: the page is behind the login rule, so the test gives the browser a token first.
export const DESKTOP_PAGES = [
  { path: '/pc/home', remote: 'mf-content', heading: '國際沙漠可持續發展大獎' },
  { path: '/pc/logIn', remote: 'mf-account', heading: '登入' },
  { path: '/pc/contestRegistration?group=2', remote: 'mf-competition', heading: '隊伍報名', needsLogin: true },
  { path: '/pc/secondCompetition', remote: 'mf-voting', heading: '公眾投票' },
] as const;

export const MOBILE_PAGES = [
  { path: '/mobile/home', remote: 'mf-content', heading: '國際沙漠可持續發展大獎' },
  { path: '/mobile/login', remote: 'mf-account', heading: '登入' },
  { path: '/mobile/registration', remote: 'mf-competition', heading: '隊伍報名', needsLogin: true },
  { path: '/mobile/prize/winner/index', remote: 'mf-voting', heading: '得獎名單' },
] as const;
