import { award, foundation, processOrder, sampleNotice, secondaryContest, universityContest } from '../names.js';
import { fillT3, joinT3 } from '../text.js';
import type { ArticleSeed } from './types.js';

// cid 3, about us (SPEC §1), and cid 7, the pc_wd / m_wd page whose purpose the spec does not
// give: one sample article so the page has something to show until someone decides.
export const about: ArticleSeed = {
  key: 'about-us',
  cid: 3,
  date: '2023-08-15',
  sample: false,
  cover: null,
  title: ['關於我們', '关于我们', 'About us'],
  abstract: fillT3(['{0}由{1}舉辦。', '{0}由{1}举办。', 'The {0} is run by {1}.'], award, foundation),
  paragraphs: [
    fillT3(
      [
        '我們是{0}，舉辦{1}。大獎設有兩個學生比賽：{2}及{3}。',
        '我们是{0}，举办{1}。大奖设有两个学生比赛：{2}及{3}。',
        'We are {0} and we run the {1}. The award has two student contests: the {2} and the {3}.',
      ],
      foundation,
      award,
      secondaryContest,
      universityContest,
    ),
    [
      '中學生隊伍以 1.5 分鐘短片參賽，十五強作品由公眾網上投票；大學生隊伍以商業計劃書參賽，十強隊伍接受專家培訓後在決賽評審日作簡報。',
      '中学生队伍以 1.5 分钟短片参赛，十五强作品由公众网上投票；大学生队伍以商业计划书参赛，十强队伍接受专家培训后在决赛评审日作简报。',
      'Secondary-school teams enter a 1.5-minute film, and the public votes online on the 15 finalists. University teams enter a business plan; the 10 finalist teams receive expert training and present on judging day.',
    ],
    fillT3(
      ['每屆比賽以{0}作結。', '每届比赛以{0}作结。', 'Each contest ends with the {0}.'],
      joinT3(processOrder.slice(-2), ['及', '及', ' and the ']),
    ),
  ],
};

export const wd: ArticleSeed = {
  key: 'wd-sample',
  cid: 7,
  date: '2023-08-15',
  sample: true,
  cover: null,
  title: ['示例頁面', '示例页面', 'Sample page'],
  abstract: sampleNotice,
  paragraphs: [sampleNotice],
};
