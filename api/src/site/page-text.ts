// Each page's title and description for search results and link previews (issue 15), by its desktop key
// (route-table.ts pageKey) and language. Pages about one article take theirs from the article instead.

export const PAGE_LANGUAGES = ['zh-hk', 'zh-cn', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

type Text = { title: string; description: string };
type Texts = Record<PageLanguage, Text>;

export const SITE_NAME: Record<PageLanguage, string> = {
  'zh-hk': '國際沙漠可持續發展大獎',
  'zh-cn': '国际沙漠可持续发展大奖',
  en: 'International Desert Sustainability Award',
};

const t = (zhHk: [string, string], zhCn: [string, string], en: [string, string]): Texts => ({
  'zh-hk': { title: zhHk[0], description: zhHk[1] },
  'zh-cn': { title: zhCn[0], description: zhCn[1] },
  en: { title: en[0], description: en[1] },
});

export const PAGE_TEXT: Record<string, Texts> = {
  home: t(
    ['國際沙漠可持續發展大獎', '香港慈善基金會主辦的國際沙漠可持續發展大獎：中學短片比賽及大學商業計劃書比賽，報名、最新消息、入圍作品及公眾投票。'],
    ['国际沙漠可持续发展大奖', '香港慈善基金会主办的国际沙漠可持续发展大奖：中学短片比赛及大学商业计划书比赛，报名、最新消息、入围作品及公众投票。'],
    ['International Desert Sustainability Award', 'An international award for desert sustainability run by a Hong Kong charitable foundation: a secondary-school short-film contest and a university business-plan contest.'],
  ),
  backgroundOfTheCompetition: t(
    ['比賽背景', '比賽的緣起、主題、流程及時間表、獎項設置和評審團。'],
    ['比赛背景', '比赛的缘起、主题、流程及时间表、奖项设置和评审团。'],
    ['Competition background', "Why the award exists, its themes, timeline, prizes and jury."],
  ),
  latestNews: t(
    ['最新消息', '比賽的最新資訊、公告及活動消息。'],
    ['最新消息', '比赛的最新资讯、公告及活动消息。'],
    ['Latest news', 'News, announcements and events of the award.'],
  ),
  latestNewsDetail: t(['資訊詳情', '比賽的最新資訊。'], ['资讯详情', '比赛的最新资讯。'], ['News', 'News of the award.']),
  finalists: t(
    ['入圍名單', '中學短片比賽及大學商業計劃書比賽的入圍隊伍與作品。'],
    ['入围名单', '中学短片比赛及大学商业计划书比赛的入围队伍与作品。'],
    ['Finalists', 'The finalist teams and works of the short-film and business-plan contests.'],
  ),
  previousCompetition: t(
    ['往屆比賽', '往屆比賽的得獎名單及精彩回顧。'],
    ['往届比赛', '往届比赛的获奖名单及精彩回顾。'],
    ['Past contests', 'Winners and highlights of earlier contests.'],
  ),
  interestingSidelightsTwo: t(
    ['第二屆比賽花絮', '第二屆比賽的花絮與活動點滴。'],
    ['第二届比赛花絮', '第二届比赛的花絮与活动点滴。'],
    ['Second competition highlights', 'Moments from the second competition.'],
  ),
  'first-competition-gallery': t(
    ['第一屆比賽相冊', '第一屆比賽的活動相片。'],
    ['第一届比赛相册', '第一届比赛的活动相片。'],
    ['First competition gallery', 'Photos of the first competition.'],
  ),
  'first-more-image': t(
    ['第一屆比賽相冊：全部相片', '第一屆比賽的全部活動相片。'],
    ['第一届比赛相册：全部相片', '第一届比赛的全部活动相片。'],
    ['First competition gallery: all photos', 'Every photo of the first competition.'],
  ),
  'speak-sustainability-contest': t(
    ['得獎名單', '本屆中學短片比賽及大學商業計劃書比賽的得獎隊伍、評分及計分方法。'],
    ['获奖名单', '本届中学短片比赛及大学商业计划书比赛的获奖队伍、评分及计分方法。'],
    ['Winners', "This season's winners of both contests, with their scores and the scoring formula."],
  ),
  secondCompetition: t(
    ['公眾投票', '為十五部入圍中學短片投票，每人一票，公眾投票佔短片總分 20%。'],
    ['公众投票', '为十五部入围中学短片投票，每人一票，公众投票占短片总分 20%。'],
    ['Public voting', 'Vote for one of the 15 finalist short films, one vote each: the public vote is 20% of the film score.'],
  ),
  pc_wd: t(
    ['專題文章', '關於沙漠可持續發展的專題文章。'],
    ['专题文章', '关于沙漠可持续发展的专题文章。'],
    ['Features', 'Feature articles on desert sustainability.'],
  ),
  commonProblem: t(
    ['常見問題', '報名、提交作品、投票及評審的常見問題。'],
    ['常见问题', '报名、提交作品、投票及评审的常见问题。'],
    ['FAQ', 'Questions about registration, submissions, voting and judging.'],
  ),
  commonProblemDetail: t(['問題詳情', '比賽的常見問題。'], ['问题详情', '比赛的常见问题。'], ['FAQ', 'A question about the award.']),
  aboutUs: t(
    ['關於我們', '主辦機構及支持機構的介紹。'],
    ['关于我们', '主办机构及支持机构的介绍。'],
    ['About us', 'The organizer and the supporting organizations.'],
  ),
  findUs: t(
    ['聯絡我們', '大獎秘書處的聯絡方法及地址。'],
    ['联系我们', '大奖秘书处的联系方法及地址。'],
    ['Contact us', 'How to reach the award secretariat.'],
  ),
  contestRegistration: t(['隊伍報名', '隊伍報名。'], ['队伍报名', '队伍报名。'], ['Team registration', 'Team registration.']),
  workSubmission: t(['提交作品', '提交作品。'], ['提交作品', '提交作品。'], ['Work submission', 'Work submission.']),
  personalCenter: t(['個人中心', '個人中心。'], ['个人中心', '个人中心。'], ['Personal center', 'Personal center.']),
  logIn: t(
    ['登入', '登入參賽帳戶，報名及提交作品。'],
    ['登录', '登录参赛账户，报名及提交作品。'],
    ['Log in', 'Log in to register a team and submit works.'],
  ),
  register: t(
    ['註冊', '以電郵驗證碼註冊參賽帳戶。'],
    ['注册', '以电邮验证码注册参赛账户。'],
    ['Sign up', 'Create an account with an e-mail code to take part.'],
  ),
};

/** As the shell's not-found page says it (shell/src/i18n/translations.ts notFound.*). */
export const NOT_FOUND_TEXT: Record<PageLanguage, Text> = {
  'zh-hk': { title: '找不到此頁面', description: '您要找的頁面不存在或已移除。' },
  'zh-cn': { title: '找不到此页面', description: '您要找的页面不存在或已移除。' },
  en: { title: 'Page not found', description: 'The page you are looking for does not exist or has been removed.' },
};
