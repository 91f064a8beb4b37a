import type { Translations } from '@portal/shared/i18n';

export const VOTING_NAMESPACE = 'mf-voting';

export const votingTranslations: Translations = {
  zhComplex: {
    'voting.title': '公眾投票',
    'voting.rules': '為 15 部入圍短片投票，每人一票。公眾投票佔短片總分 20%。',
    'voting.window': '投票期：2024 年 2 月 1 日至 2024 年 3 月 1 日',
    'winners.title': '得獎名單',
    'winners.secondary': '中學組結果公佈：2024 年 4 月 1 日',
    'winners.university': '大學組結果公佈：2024 年 4 月 20 日',
  },
  zhSimple: {
    'voting.title': '公众投票',
    'voting.rules': '为 15 部入围短片投票，每人一票。公众投票占短片总分 20%。',
    'voting.window': '投票期：2024 年 2 月 1 日至 2024 年 3 月 1 日',
    'winners.title': '获奖名单',
    'winners.secondary': '中学组结果公布：2024 年 4 月 1 日',
    'winners.university': '大学组结果公布：2024 年 4 月 20 日',
  },
  en: {
    'voting.title': 'Public voting',
    'voting.rules': 'Vote for one of the 15 finalist films, one vote each. The public vote is 20% of the film score.',
    'voting.window': 'Voting period: 1 February 2024 to 1 March 2024',
    'winners.title': 'Winners',
    'winners.secondary': 'Secondary-school results announced: 1 April 2024',
    'winners.university': 'University results announced: 20 April 2024',
  },
};
