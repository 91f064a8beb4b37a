import { secondaryContest, universityContest } from '../names.js';
import { fillT3, joinT3, type T3 } from '../text.js';
import { secondaryTopics, universityTopics } from '../topics.js';
import type { ArticleSeed } from './types.js';

// cid 4, the rules of both contests: SPEC §5 (validation), §9 (constants, scoring, prizes).

const teamRules: T3 = [
  '每隊 2 至 4 人，每人只可參加一個組別。隊員資料必須完整，並須上載學生證圖片。',
  '每队 2 至 4 人，每人只可参加一个组别。队员资料必须完整，并须上传学生证图片。',
  'Teams have 2 to 4 members and each person may join one group only. Member details must be complete and the student ID card image must be uploaded.',
];

const topicRule = (topics: typeof secondaryTopics): T3 =>
  fillT3(['題目（任選其一）：{0}。', '题目（任选其一）：{0}。', 'Topics (choose one): {0}.'], joinT3(topics.map((t) => t.title)));

const commonRules: T3[] = [
  [
    '提交作品前必須剔選參賽聲明。作品上載只接受 PDF、PPT 及 MP4 檔案，上限 2 GB。',
    '提交作品前必须勾选参赛声明。作品上传只接受 PDF、PPT 及 MP4 文件，上限 2 GB。',
    'The entry statement must be ticked before a work is submitted. Work uploads accept PDF, PPT and MP4 only, up to 2 GB.',
  ],
  [
    '最終參賽作品少於 50 份的組別，可能會被更改或取消。參賽者的個人資料會在公佈結果後 3 個月內銷毀。',
    '最终参赛作品少于 50 份的组别，可能会被更改或取消。参赛者的个人资料会在公布结果后 3 个月内销毁。',
    'A category with fewer than 50 final entries may be changed or cancelled. Personal data is destroyed within 3 months after the results.',
  ],
];

export const rules: ArticleSeed[] = [
  {
    key: 'rules-secondary',
    cid: 4,
    date: '2023-08-15',
    sample: false,
    cover: null,
    title: fillT3(['{0}規則', '{0}规则', '{0}: rules'], secondaryContest),
    abstract: [
      '2 至 4 人一隊，拍攝一段 1.5 分鐘的 MP4 短片；十五強作品設公眾投票，佔總分 20%。',
      '2 至 4 人一队，拍摄一段 1.5 分钟的 MP4 短片；十五强作品设公众投票，占总分 20%。',
      'Teams of 2 to 4 make a 1.5-minute MP4 film; the top 15 go to a public vote worth 20% of the score.',
    ],
    paragraphs: [
      teamRules,
      topicRule(secondaryTopics),
      ['作品格式：1.5 分鐘短片，MP4 格式。', '作品格式：1.5 分钟短片，MP4 格式。', 'Format: a 1.5-minute film in MP4.'],
      [
        '評審：初賽及評審團評審後公佈十五強。十五強作品設網上公眾投票，公眾投票佔短片總分的 20%，投票只可在投票期內進行。',
        '评审：初赛及评审团评审后公布十五强。十五强作品设网上公众投票，公众投票占短片总分的 20%，投票只可在投票期内进行。',
        'Judging: after the first round and the jury evaluation the top 15 are announced. They go to an online public vote, which counts for 20% of the film total score; votes count only within the voting period.',
      ],
      [
        '獎項：冠軍港幣 5,000 元、亞軍港幣 2,000 元、季軍港幣 1,000 元、12 個優異獎及最積極參與學校獎，全部得獎者均可參加沙漠考察之旅。',
        '奖项：冠军港币 5,000 元、亚军港币 2,000 元、季军港币 1,000 元、12 个优异奖及最积极参与学校奖，全部获奖者均可参加沙漠考察之旅。',
        'Prizes: champion HKD 5,000, second HKD 2,000, third HKD 1,000, 12 merit awards and a most-active-school award, all with a desert visit.',
      ],
      ...commonRules,
    ],
  },
  {
    key: 'rules-university',
    cid: 4,
    date: '2023-08-15',
    sample: false,
    cover: null,
    title: fillT3(['{0}規則', '{0}规则', '{0}: rules'], universityContest),
    abstract: [
      '2 至 4 人一隊，提交 PDF 商業計劃書；十強隊伍接受專家培訓，並於決賽評審日作簡報。',
      '2 至 4 人一队，提交 PDF 商业计划书；十强队伍接受专家培训，并于决赛评审日作简报。',
      'Teams of 2 to 4 submit a PDF business plan; the top 10 receive expert training and present on judging day.',
    ],
    paragraphs: [
      teamRules,
      ['大學組上限為 500 隊。', '大学组上限为 500 队。', 'The university group takes at most 500 teams.'],
      topicRule(universityTopics),
      [
        '初步方案：PDF 格式，字數上限為中文 3,000 字或英文 3,500 字。',
        '初步方案：PDF 格式，字数上限为中文 3,000 字或英文 3,500 字。',
        'Preliminary proposal: a PDF of up to 3,000 Chinese characters or 3,500 English words.',
      ],
      [
        '十強隊伍提交最終方案（PDF，不少於中文 2,000 字或英文 2,500 字）及簡報（PPT，不少於 5 頁）。',
        '十强队伍提交最终方案（PDF，不少于中文 2,000 字或英文 2,500 字）及简报（PPT，不少于 5 页）。',
        'The top 10 teams submit a final plan (PDF, at least 2,000 Chinese characters or 2,500 English words) and slides (PPT, at least 5 slides).',
      ],
      [
        '評分：計劃書佔 75%（環境 25 分、創新 25 分、效益及可行性 25 分），簡報佔 25%（五項，每項 5 分）。',
        '评分：计划书占 75%（环境 25 分、创新 25 分、效益及可行性 25 分），简报占 25%（五项，每项 5 分）。',
        'Scoring: proposal 75% (environment 25, innovation 25, benefits and feasibility 25) and presentation 25% (five items of 5 points each).',
      ],
      [
        '簡報時間為 15 分鐘，另設 5 分鐘答問。隊伍須提前 10 分鐘到場，並有一半隊員出席。',
        '简报时间为 15 分钟，另设 5 分钟答问。队伍须提前 10 分钟到场，并有一半队员出席。',
        'A presentation lasts 15 minutes plus 5 minutes of questions. Teams arrive 10 minutes early, with half of their members.',
      ],
      [
        '獎項：冠軍港幣 100,000 元、亞軍港幣 50,000 元、季軍港幣 30,000 元，另設 7 個優異獎，每個港幣 5,000 元（部分比賽文件列明為 12 個）。首三名可參加沙漠考察之旅。',
        '奖项：冠军港币 100,000 元、亚军港币 50,000 元、季军港币 30,000 元，另设 7 个优异奖，每个港币 5,000 元（部分比赛文件列明为 12 个）。前三名可参加沙漠考察之旅。',
        'Prizes: champion HKD 100,000, second HKD 50,000, third HKD 30,000, and 7 merit awards of HKD 5,000 each (other contest texts say 12). The top three go on a desert visit.',
      ],
      ...commonRules,
    ],
  },
];
