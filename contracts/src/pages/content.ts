import type { Pages, PageTexts } from './declare.js';

// mf-content's pages (SPEC §2), each declared once, by its desktop route.
export const contentPages = {
  home: { mobile: ['home'] },
  backgroundOfTheCompetition: { mobile: ['great/contest'] },
  latestNews: { mobile: ['news/consult'] },
  latestNewsDetail: { mobile: ['news/consult/detail'], article: 'news' },
  finalists: {},
  previousCompetition: { mobile: ['MobilePreviousCompetition'] },
  interestingSidelightsTwo: { mobile: ['past/games/index'] },
  'first-competition-gallery': { mobile: ['photo-wall'] },
  'first-more-image': { mobileTwin: 'photo-wall' },
  commonProblem: { mobile: ['familiarProblem/index'] },
  commonProblemDetail: { mobile: ['familiarProblem/detail'], article: 'faq' },
  aboutUs: { mobile: ['about-us/index'] },
  findUs: { mobile: ['contact-us/index'] },
  pc_wd: { mobile: ['m_wd'] },
} as const satisfies Pages;

/** Their titles and descriptions (search results, link previews, the tab's title), in Traditional, Simplified, English. */
export const contentTexts = {
  home: [
    ['國際沙漠可持續發展大獎', '香港慈善基金會主辦的國際沙漠可持續發展大獎：中學短片比賽及大學商業計劃書比賽，報名、最新消息、入圍作品及公眾投票。'],
    ['国际沙漠可持续发展大奖', '香港慈善基金会主办的国际沙漠可持续发展大奖：中学短片比赛及大学商业计划书比赛，报名、最新消息、入围作品及公众投票。'],
    ['International Desert Sustainability Award', 'An international award for desert sustainability run by a Hong Kong charitable foundation: a secondary-school short-film contest and a university business-plan contest.'],
  ],
  backgroundOfTheCompetition: [
    ['比賽背景', '比賽的緣起、主題、流程及時間表、獎項設置和評審團。'],
    ['比赛背景', '比赛的缘起、主题、流程及时间表、奖项设置和评审团。'],
    ['Competition background', 'Why the award exists, its themes, timeline, prizes and jury.'],
  ],
  latestNews: [
    ['最新消息', '比賽的最新資訊、公告及活動消息。'],
    ['最新消息', '比赛的最新资讯、公告及活动消息。'],
    ['Latest news', 'News, announcements and events of the award.'],
  ],
  latestNewsDetail: [
    ['資訊詳情', '比賽的最新資訊。'],
    ['资讯详情', '比赛的最新资讯。'],
    ['News', 'News of the award.'],
  ],
  finalists: [
    ['入圍名單', '中學短片比賽及大學商業計劃書比賽的入圍隊伍與作品。'],
    ['入围名单', '中学短片比赛及大学商业计划书比赛的入围队伍与作品。'],
    ['Finalists', 'The finalist teams and works of the short-film and business-plan contests.'],
  ],
  previousCompetition: [
    ['往屆比賽', '往屆比賽的得獎名單及精彩回顧。'],
    ['往届比赛', '往届比赛的获奖名单及精彩回顾。'],
    ['Past contests', 'Winners and highlights of earlier contests.'],
  ],
  interestingSidelightsTwo: [
    ['第二屆比賽花絮', '第二屆比賽的花絮與活動點滴。'],
    ['第二届比赛花絮', '第二届比赛的花絮与活动点滴。'],
    ['Second competition highlights', 'Moments from the second competition.'],
  ],
  'first-competition-gallery': [
    ['第一屆比賽相冊', '第一屆比賽的活動相片。'],
    ['第一届比赛相册', '第一届比赛的活动相片。'],
    ['First competition gallery', 'Photos of the first competition.'],
  ],
  'first-more-image': [
    ['第一屆比賽相冊：全部相片', '第一屆比賽的全部活動相片。'],
    ['第一届比赛相册：全部相片', '第一届比赛的全部活动相片。'],
    ['First competition gallery: all photos', 'Every photo of the first competition.'],
  ],
  commonProblem: [
    ['常見問題', '報名、提交作品、投票及評審的常見問題。'],
    ['常见问题', '报名、提交作品、投票及评审的常见问题。'],
    ['FAQ', 'Questions about registration, submissions, voting and judging.'],
  ],
  commonProblemDetail: [
    ['問題詳情', '比賽的常見問題。'],
    ['问题详情', '比赛的常见问题。'],
    ['FAQ', 'A question about the award.'],
  ],
  aboutUs: [
    ['關於我們', '主辦機構及支持機構的介紹。'],
    ['关于我们', '主办机构及支持机构的介绍。'],
    ['About us', 'The organizer and the supporting organizations.'],
  ],
  findUs: [
    ['聯絡我們', '大獎秘書處的聯絡方法及地址。'],
    ['联系我们', '大奖秘书处的联系方法及地址。'],
    ['Contact us', 'How to reach the award secretariat.'],
  ],
  pc_wd: [
    ['專題文章', '關於沙漠可持續發展的專題文章。'],
    ['专题文章', '关于沙漠可持续发展的专题文章。'],
    ['Features', 'Feature articles on desert sustainability.'],
  ],
} as const satisfies PageTexts<typeof contentPages>;
