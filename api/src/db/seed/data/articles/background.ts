import { award, foundation, processOrder, secondaryContest, universityContest } from '../names.js';
import { fillT3, joinT3 } from '../text.js';
import { secondaryTopics, universityTopics } from '../topics.js';
import type { ArticleSeed } from './types.js';

const titles = (group: typeof secondaryTopics) => joinT3(group.map((topic) => topic.title));

// cid 4, the competition background page: what the award is and how a contest runs (SPEC §1, §3, §4).
export const background: ArticleSeed = {
  key: 'background',
  cid: 4,
  date: '2023-08-15',
  sample: false,
  cover: null,
  title: ['比賽背景', '比赛背景', 'Competition background'],
  abstract: fillT3(
    [
      '{0}由{1}舉辦，設有兩個學生比賽：{2}及{3}。',
      '{0}由{1}举办，设有两个学生比赛：{2}及{3}。',
      'The {0} is run by {1} and has two student contests: the {2} and the {3}.',
    ],
    award,
    foundation,
    secondaryContest,
    universityContest,
  ),
  paragraphs: [
    fillT3(
      [
        '{0}是由{1}舉辦的國際獎項，分為兩個組別：中學組以短片參賽，大學組以商業計劃書參賽。',
        '{0}是由{1}举办的国际奖项，分为两个组别：中学组以短片参赛，大学组以商业计划书参赛。',
        'The {0} is an international award run by {1}. It has two groups: secondary-school teams enter a short film, university teams enter a business plan.',
      ],
      award,
      foundation,
    ),
    fillT3(
      ['{0}的題目：{1}。', '{0}的题目：{1}。', 'Topics of the {0}: {1}.'],
      secondaryContest,
      titles(secondaryTopics),
    ),
    fillT3(
      ['{0}的題目：{1}。', '{0}的题目：{1}。', 'Topics of the {0}: {1}.'],
      universityContest,
      titles(universityTopics),
    ),
    [
      '每隊由 2 至 4 名學生組成，每人只可參加一個組別。',
      '每队由 2 至 4 名学生组成，每人只可参加一个组别。',
      'Each team has 2 to 4 students, and each person may join one group only.',
    ],
    fillT3(
      ['比賽流程：{0}。', '比赛流程：{0}。', 'How a contest runs: {0}.'],
      joinT3(processOrder, ['→', '→', ' → ']),
    ),
    [
      '短片組的十五強作品會進行網上公眾投票，公眾投票佔短片總分的 20%。大學組的十強隊伍會接受專家培訓，然後提交最終方案及簡報，並在決賽評審日作簡報。',
      '短片组的十五强作品会进行网上公众投票，公众投票占短片总分的 20%。大学组的十强队伍会接受专家培训，然后提交最终方案及简报，并在决赛评审日作简报。',
      'The 15 finalist films go to an online public vote, which counts for 20% of the film total score. The 10 university finalist teams receive expert training, then submit a final proposal and slides and present them on judging day.',
    ],
  ],
};
