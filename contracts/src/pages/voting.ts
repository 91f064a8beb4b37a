import type { Pages, PageTexts } from './declare.js';

// mf-voting's pages (SPEC §2), each declared once, by its desktop route.
export const votingPages = {
  secondCompetition: { mobile: ['vote'] },
  'speak-sustainability-contest': { mobile: ['prize/winner/index'] },
} as const satisfies Pages;

/** Their titles and descriptions (search results, link previews, the tab's title), in Traditional, Simplified, English. */
export const votingTexts = {
  secondCompetition: [
    ['公眾投票', '為十五部入圍中學短片投票，每人一票，公眾投票佔短片總分 20%。'],
    ['公众投票', '为十五部入围中学短片投票，每人一票，公众投票占短片总分 20%。'],
    ['Public voting', 'Vote for one of the 15 finalist short films, one vote each: the public vote is 20% of the film score.'],
  ],
  'speak-sustainability-contest': [
    ['得獎名單', '本屆中學短片比賽及大學商業計劃書比賽的得獎隊伍、評分及計分方法。'],
    ['获奖名单', '本届中学短片比赛及大学商业计划书比赛的获奖队伍、评分及计分方法。'],
    ['Winners', 'This season\'s winners of both contests, with their scores and the scoring formula.'],
  ],
} as const satisfies PageTexts<typeof votingPages>;
