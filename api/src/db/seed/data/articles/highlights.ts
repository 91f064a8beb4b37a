import { firstCompetition, sampleNotice, secondCompetition } from '../names.js';
import { fillT3 } from '../text.js';
import type { ArticleSeed } from './types.js';

// cid 5 / 6, highlights of past contests. The spec reports nothing about the first contest,
// so its article is a placeholder; the second contest's recaps only restate the schedule
// (SPEC §4, §9). All are samples until real reports are written.
const title = fillT3(['{0}花絮', '{0}花絮', '{0} highlights'], firstCompetition);

export const highlights: ArticleSeed[] = [
  {
    key: 'first-highlights-sample',
    cid: 5,
    date: '2023-08-15',
    sample: true,
    cover: '/media/covers/cover-1.svg',
    title,
    abstract: sampleNotice,
    paragraphs: [sampleNotice],
  },
  {
    key: 'second-highlights-films',
    cid: 6,
    date: '2024-04-01',
    sample: true,
    cover: '/media/covers/cover-2.svg',
    title: fillT3(['{0}：短片比賽回顧', '{0}：短片比赛回顾', '{0}: the film contest'], secondCompetition),
    abstract: [
      '超過 100 份短片參賽，十五強作品經公眾投票後於 2024 年 4 月 1 日公佈得獎名單。',
      '超过 100 份短片参赛，十五强作品经公众投票后于 2024 年 4 月 1 日公布获奖名单。',
      'More than 100 films were entered; after the public vote on the top 15, the winners were announced on 1 April 2024.',
    ],
    paragraphs: [
      [
        '短片比賽收到超過 100 份參賽作品。評審團於 2024 年 2 月 1 日公佈十五強，公眾投票於 2024 年 2 月 1 日至 3 月 1 日進行。',
        '短片比赛收到超过 100 份参赛作品。评审团于 2024 年 2 月 1 日公布十五强，公众投票于 2024 年 2 月 1 日至 3 月 1 日进行。',
        'The film contest received more than 100 entries. The jury announced the top 15 on 1 February 2024 and the public vote ran from 1 February to 1 March 2024.',
      ],
      sampleNotice,
    ],
  },
  {
    key: 'second-highlights-university',
    cid: 6,
    date: '2024-04-20',
    sample: true,
    cover: '/media/covers/cover-3.svg',
    title: fillT3(['{0}：大學組回顧', '{0}：大学组回顾', '{0}: the university contest'], secondCompetition),
    abstract: [
      '十強隊伍完成專家培訓，於 2024 年 4 月 11 日現場評審，4 月 20 日公佈得獎名單。',
      '十强队伍完成专家培训，于 2024 年 4 月 11 日现场评审，4 月 20 日公布获奖名单。',
      'The top 10 teams finished expert training, presented on 11 April 2024 and heard the results on 20 April.',
    ],
    paragraphs: [
      [
        '大學組十強於 2024 年 2 月 9 日公佈，並於 2 月 20 日至 3 月 28 日接受專家培訓，其後提交最終方案及簡報。',
        '大学组十强于 2024 年 2 月 9 日公布，并于 2 月 20 日至 3 月 28 日接受专家培训，其后提交最终方案及简报。',
        'The university top 10 were announced on 9 February 2024 and received expert training from 20 February to 28 March, then submitted their final proposals and slides.',
      ],
      sampleNotice,
    ],
  },
];
