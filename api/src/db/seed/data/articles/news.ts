import { sampleNotice } from '../names.js';
import type { T3 } from '../text.js';
import type { ArticleSeed } from './types.js';

// cid 1, latest news. The spec gives no news, so these are samples (marked on the page) built
// from the schedule of SPEC §4, each dated on the day its event starts.
type Item = [key: string, date: string, title: T3, body: T3];

const items: Item[] = [
  [
    'registration-opens',
    '2023-08-15',
    ['兩項比賽現正接受報名', '两项比赛现正接受报名', 'Registration opens for both contests'],
    [
      '中學短片比賽及大學商業計劃書比賽由 2023 年 8 月 15 日起接受報名。中學組報名截止日期為 2023 年 10 月 31 日。',
      '中学短片比赛及大学商业计划书比赛由 2023 年 8 月 15 日起接受报名。中学组报名截止日期为 2023 年 10 月 31 日。',
      'Registration for the secondary-school film contest and the university business-plan contest opens on 15 August 2023. Secondary-school registration closes on 31 October 2023.',
    ],
  ],
  [
    'university-presentations',
    '2023-10-03',
    ['大學組宣講會舉行', '大学组宣讲会举行', 'University presentations begin'],
    [
      '大學組宣講會於 2023 年 10 月 3 日至 13 日舉行，介紹比賽題目、計劃書要求及評分準則。',
      '大学组宣讲会于 2023 年 10 月 3 日至 13 日举行，介绍比赛题目、计划书要求及评分准则。',
      'University presentations run from 3 to 13 October 2023, covering the topics, the proposal requirements and the scoring.',
    ],
  ],
  [
    'film-submission-opens',
    '2023-11-01',
    ['短片開始接受提交', '短片开始接受提交', 'Film submission opens'],
    [
      '中學組隊伍可於 2023 年 11 月 1 日至 12 月 1 日提交 1.5 分鐘的 MP4 短片。',
      '中学组队伍可于 2023 年 11 月 1 日至 12 月 1 日提交 1.5 分钟的 MP4 短片。',
      'Secondary-school teams can submit their 1.5-minute MP4 film from 1 November to 1 December 2023.',
    ],
  ],
  [
    'preliminary-submission-opens',
    '2023-11-20',
    ['大學組初步方案開始提交', '大学组初步方案开始提交', 'University preliminary submission opens'],
    [
      '大學組隊伍可於 2023 年 11 月 20 日至 12 月 31 日提交 PDF 初步方案，初步篩選於 2024 年 1 月 5 日前完成。',
      '大学组队伍可于 2023 年 11 月 20 日至 12 月 31 日提交 PDF 初步方案，初步筛选于 2024 年 1 月 5 日前完成。',
      'University teams can submit their PDF preliminary proposal from 20 November to 31 December 2023; first screening ends by 5 January 2024.',
    ],
  ],
  [
    'top-15-announced',
    '2024-02-01',
    ['短片十五強公佈，公眾投票開始', '短片十五强公布，公众投票开始', 'Top 15 films announced, public voting opens'],
    [
      '評審團從超過 100 份參賽短片中選出十五強。公眾投票由 2024 年 2 月 1 日至 3 月 1 日進行，佔短片總分的 20%。',
      '评审团从超过 100 份参赛短片中选出十五强。公众投票由 2024 年 2 月 1 日至 3 月 1 日进行，占短片总分的 20%。',
      'The jury picked the top 15 from more than 100 films. Public voting runs from 1 February to 1 March 2024 and counts for 20% of the film total score.',
    ],
  ],
  [
    'top-10-announced',
    '2024-02-09',
    ['大學組十強公佈', '大学组十强公布', 'University top 10 announced'],
    [
      '大學組十強隊伍將於 2024 年 2 月 20 日至 3 月 28 日接受專家培訓，並於 4 月 2 日提交最終方案、4 月 7 日提交簡報。',
      '大学组十强队伍将于 2024 年 2 月 20 日至 3 月 28 日接受专家培训，并于 4 月 2 日提交最终方案、4 月 7 日提交简报。',
      'The university top 10 receive expert training from 20 February to 28 March 2024, submit the final proposal on 2 April and the slides on 7 April.',
    ],
  ],
  [
    'film-winners',
    '2024-04-01',
    ['短片比賽得獎名單公佈', '短片比赛获奖名单公布', 'Film contest winners announced'],
    [
      '短片比賽得獎名單於 2024 年 4 月 1 日公佈。頒獎典禮日期待定，沙漠考察於六月下旬舉行。',
      '短片比赛获奖名单于 2024 年 4 月 1 日公布。颁奖典礼日期待定，沙漠考察于六月下旬举行。',
      'The film contest winners are announced on 1 April 2024. The award ceremony date is to be decided; the desert field trip is in late June.',
    ],
  ],
  [
    'university-winners',
    '2024-04-20',
    ['大學組得獎名單公佈', '大学组获奖名单公布', 'University contest winners announced'],
    [
      '十強隊伍於 2024 年 4 月 11 日現場評審後，大學組得獎名單於 4 月 20 日公佈。',
      '十强队伍于 2024 年 4 月 11 日现场评审后，大学组获奖名单于 4 月 20 日公布。',
      'After the top 10 presented on 11 April 2024, the university contest winners are announced on 20 April.',
    ],
  ],
];

export const NEWS_COVERS = 4;

export const news: ArticleSeed[] = items.map(([key, date, title, body], index) => ({
  key: `news-${key}`,
  cid: 1,
  date,
  sample: true,
  cover: `/media/covers/cover-${(index % NEWS_COVERS) + 1}.svg`,
  title,
  abstract: body,
  paragraphs: [body, sampleNotice],
}));
