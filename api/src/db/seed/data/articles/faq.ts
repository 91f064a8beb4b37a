import type { T3 } from '../text.js';
import type { ArticleSeed } from './types.js';

// cid 2, FAQ: one article per question, every answer taken from the rules of SPEC §4, §5, §9.
// The abstract is the short answer the FAQ list shows; paragraphs add the detail.
type Qa = [key: string, question: T3, answer: T3, ...details: T3[]];

const qas: Qa[] = [
  [
    'who-can-enter',
    ['誰可以參加比賽？', '谁可以参加比赛？', 'Who can enter?'],
    ['中學生可參加短片比賽，大學生可參加商業計劃書比賽。', '中学生可参加短片比赛，大学生可参加商业计划书比赛。', 'Secondary-school students enter the short-film contest; university students enter the business-plan contest.'],
    ['每人只可參加一個組別。', '每人只可参加一个组别。', 'Each person may join one group only.'],
  ],
  [
    'team-size',
    ['每隊可以有多少人？', '每队可以有多少人？', 'How many people can a team have?'],
    ['每隊最少 2 人，最多 4 人。', '每队最少 2 人，最多 4 人。', 'At least 2 and at most 4.'],
    [
      '隊伍由一名隊長及隊員組成。每位隊員的資料必須完整，並須上載學生證正反面圖片。',
      '队伍由一名队长及队员组成。每位队员的资料必须完整，并须上传学生证正反面图片。',
      'A team has a captain and members. Every member\'s details must be complete, with the front and back of the student ID card uploaded.',
    ],
  ],
  [
    'how-to-register',
    ['如何報名？', '如何报名？', 'How do we register?'],
    ['以電郵註冊帳戶並登入，然後選擇組別，填寫隊伍資料。', '以电邮注册账户并登录，然后选择组别，填写队伍资料。', 'Sign up with an e-mail account, log in, choose your group and fill in the team details.'],
    ['註冊時須輸入電郵收到的六位數字驗證碼。', '注册时须输入电邮收到的六位数字验证码。', 'Sign-up asks for the six-digit verification code sent to your e-mail.'],
    [
      '報名提交後會進行資格審核，狀態為「待審核」、「已通過」或「未通過」。未通過的隊伍可修改資料後再提交。',
      '报名提交后会进行资格审核，状态为“待审核”、“已通过”或“未通过”。未通过的队伍可修改资料后再提交。',
      'Each registration goes through a qualification check: pending approval, passed or failed. A team that failed can modify its information and submit again.',
    ],
  ],
  [
    'film-format',
    ['短片有甚麼要求？', '短片有什么要求？', 'What must the film be like?'],
    ['1.5 分鐘，MP4 格式。', '1.5 分钟，MP4 格式。', '1.5 minutes long, in MP4.'],
    [
      '作品上載只接受 PDF、PPT 及 MP4 檔案，上限 2 GB。提交前須剔選參賽聲明。',
      '作品上传只接受 PDF、PPT 及 MP4 文件，上限 2 GB。提交前须勾选参赛声明。',
      'Work uploads accept PDF, PPT and MP4 only, up to 2 GB. Tick the entry statement before submitting.',
    ],
  ],
  [
    'university-submission',
    ['大學組要提交甚麼？', '大学组要提交什么？', 'What do university teams submit?'],
    ['先提交 PDF 初步方案；十強隊伍再提交最終方案及簡報。', '先提交 PDF 初步方案；十强队伍再提交最终方案及简报。', 'First a PDF preliminary proposal; the top 10 teams then submit a final plan and slides.'],
    [
      '初步方案字數上限為中文 3,000 字或英文 3,500 字；最終方案不少於中文 2,000 字或英文 2,500 字；簡報為 PPT，不少於 5 頁。',
      '初步方案字数上限为中文 3,000 字或英文 3,500 字；最终方案不少于中文 2,000 字或英文 2,500 字；简报为 PPT，不少于 5 页。',
      'The preliminary proposal has up to 3,000 Chinese characters or 3,500 English words; the final plan at least 2,000 Chinese characters or 2,500 English words; the slides are a PPT of at least 5 slides.',
    ],
  ],
  [
    'film-judging',
    ['短片如何評分？', '短片如何评分？', 'How are the films judged?'],
    ['評審團選出十五強，再加上佔總分 20% 的網上公眾投票。', '评审团选出十五强，再加上占总分 20% 的网上公众投票。', 'The jury picks the top 15, and an online public vote adds 20% of the total score.'],
    ['公眾投票只可在投票期內進行。', '公众投票只可在投票期内进行。', 'Voting is open only during the voting period.'],
  ],
  [
    'university-scoring',
    ['大學組如何評分？', '大学组如何评分？', 'How is the university contest scored?'],
    ['計劃書佔 75%，簡報佔 25%。', '计划书占 75%，简报占 25%。', 'Proposal 75%, presentation 25%.'],
    [
      '計劃書分環境、創新、效益及可行性三項，每項 25 分；簡報有五項，每項 5 分。簡報 15 分鐘，另設 5 分鐘答問。',
      '计划书分环境、创新、效益及可行性三项，每项 25 分；简报有五项，每项 5 分。简报 15 分钟，另设 5 分钟答问。',
      'The proposal scores environment, innovation, and benefits and feasibility, 25 points each; the presentation has five items of 5 points each. It lasts 15 minutes plus 5 minutes of questions.',
    ],
  ],
  [
    'prizes',
    ['有甚麼獎項？', '有什么奖项？', 'What are the prizes?'],
    ['中學組冠軍港幣 5,000 元；大學組冠軍港幣 100,000 元。', '中学组冠军港币 5,000 元；大学组冠军港币 100,000 元。', 'Champion HKD 5,000 (secondary school) and HKD 100,000 (university).'],
    [
      '中學組：冠軍港幣 5,000 元、亞軍 2,000 元、季軍 1,000 元、12 個優異獎及最積極參與學校獎，全部附沙漠考察之旅。',
      '中学组：冠军港币 5,000 元、亚军 2,000 元、季军 1,000 元、12 个优异奖及最积极参与学校奖，全部附沙漠考察之旅。',
      'Secondary school: champion HKD 5,000, second HKD 2,000, third HKD 1,000, 12 merit awards and a most-active-school award, all with a desert visit.',
    ],
    [
      '大學組：冠軍港幣 100,000 元、亞軍 50,000 元、季軍 30,000 元、7 個優異獎每個 5,000 元（部分文件列明為 12 個），首三名可參加沙漠考察之旅。',
      '大学组：冠军港币 100,000 元、亚军 50,000 元、季军 30,000 元、7 个优异奖每个 5,000 元（部分文件列明为 12 个），前三名可参加沙漠考察之旅。',
      'University: champion HKD 100,000, second HKD 50,000, third HKD 30,000, 7 merit awards of HKD 5,000 (other texts say 12); the top three go on a desert visit.',
    ],
  ],
  [
    'personal-data',
    ['我的個人資料會如何處理？', '我的个人资料会如何处理？', 'What happens to our personal data?'],
    ['個人資料會在公佈結果後 3 個月內銷毀。', '个人资料会在公布结果后 3 个月内销毁。', 'It is destroyed within 3 months after the results.'],
  ],
  [
    'category-cancelled',
    ['組別會否取消？', '组别会否取消？', 'Can a category be cancelled?'],
    ['最終參賽作品少於 50 份的組別，可能會被更改或取消。', '最终参赛作品少于 50 份的组别，可能会被更改或取消。', 'A category with fewer than 50 final entries may be changed or cancelled.'],
  ],
];

export const faq: ArticleSeed[] = qas.map(([key, question, answer, ...details]) => ({
  key: `faq-${key}`,
  cid: 2,
  date: '2023-08-15',
  sample: false,
  cover: null,
  title: question,
  abstract: answer,
  paragraphs: [answer, ...details],
}));
