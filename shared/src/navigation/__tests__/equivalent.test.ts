import { EQUIVALENTS, MOBILE_ROUTES, PC_ROUTES, equivalentPath } from '@portal/shared/navigation';

test('every route of SPEC §2, desktop and mobile, has a row in the one table of equivalents', () => {
  const pcInTable = new Set(EQUIVALENTS.map(([pc]) => pc));
  const mobileInTable = new Set(EQUIVALENTS.map(([, mobile]) => mobile));
  expect(PC_ROUTES.filter((route) => !pcInTable.has(route))).toEqual([]);
  expect(MOBILE_ROUTES.filter((route) => !mobileInTable.has(route))).toEqual([]);
});

test.each([
  ['/pc/home', '', '/mobile/home'],
  ['/pc/latestNewsDetail', '?id=3', '/mobile/news/consult/detail?id=3'],
  ['/pc/commonProblemDetail', '?id=7', '/mobile/familiarProblem/detail?id=7'],
  ['/pc/contestRegistration', '?group=2', '/mobile/registration?group=2'],
  ['/pc/workSubmission', '', '/mobile/work-submission/index'],
  ['/pc/speak-sustainability-contest', '', '/mobile/prize/winner/index'],
  ['/pc/first-more-image', '', '/mobile/photo-wall'],
  ['/pc/logIn', '', '/mobile/login'],
  ['/pc/secondCompetition', '', '/mobile/vote'],
  // No mobile counterpart in the spec: the mobile home.
  ['/pc/finalists', '?group=2', '/mobile/home'],
  ['/pc/no-such-page', '', '/mobile/home'],
])('desktop %s%s has the mobile equivalent %s', (pathname, search, expected) => {
  expect(equivalentPath(pathname, search, 'mobile')).toBe(expected);
});

test.each([
  ['/mobile/news/consult/detail', '?id=3', '/pc/latestNewsDetail?id=3'],
  ['/mobile/edit/info', '', '/pc/personalCenter'],
  ['/mobile/personal-centered/detail', '', '/pc/personalCenter'],
  // Several desktop galleries share the photo wall; the first row is the way back.
  ['/mobile/photo-wall', '', '/pc/first-competition-gallery'],
  ['/mobile/sign-up', '', '/pc/register'],
  ['/mobile/m_wd', '?cid=9', '/pc/pc_wd?cid=9'],
  ['/mobile/work-submission/index', '', '/pc/workSubmission'],
  ['/mobile/vote', '', '/pc/secondCompetition'],
  ['/mobile/unknown/page', '', '/pc/home'],
])('mobile %s%s has the desktop equivalent %s', (pathname, search, expected) => {
  expect(equivalentPath(pathname, search, 'pc')).toBe(expected);
});

test('a one-to-one pair maps back to where it started', () => {
  const oneToOne = EQUIVALENTS.filter(
    ([pc, mobile]) =>
      pc && mobile && EQUIVALENTS.filter((row) => row[0] === pc || row[1] === mobile).length === 1,
  );
  expect(oneToOne.length).toBeGreaterThan(10);
  for (const [pc] of oneToOne) {
    const there = equivalentPath(`/pc/${pc}`, '', 'mobile');
    expect(equivalentPath(there, '', 'pc')).toBe(`/pc/${pc}`);
  }
});

test('a path on the target device already, or outside both layouts, is handled without guessing', () => {
  expect(equivalentPath('/pc/aboutUs', '?x=1', 'pc')).toBe('/pc/aboutUs?x=1');
  expect(equivalentPath('/c/5', '', 'mobile')).toBe('/mobile/home');
});
