import { codeTemplate } from './code-mail.js';

// The wording of the mail and SMS it replaces (api/src/i18n/messages.ts voteMail*, voteSmsText).
export const voteCode = codeTemplate<'vote-code'>(
  {
    zhComplex: {
      subject: '沙漠可持續發展大獎：投票驗證碼 {code}',
      title: '投票驗證碼',
      text: '你的投票驗證碼是 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略此郵件。',
    },
    zhSimple: {
      subject: '沙漠可持续发展大奖：投票验证码 {code}',
      title: '投票验证码',
      text: '你的投票验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件。',
    },
    en: {
      subject: 'Desert Sustainability Award: voting code {code}',
      title: 'Voting code',
      text: 'Your voting code is {code}, valid for {minutes} minutes. If you did not ask for it, please ignore this mail.',
    },
  },
  {
    zhComplex: '【沙漠可持續發展大獎】你的投票驗證碼是 {code}，{minutes} 分鐘內有效。',
    zhSimple: '【沙漠可持续发展大奖】你的投票验证码是 {code}，{minutes} 分钟内有效。',
    en: 'Desert Sustainability Award: your voting code is {code}, valid for {minutes} minutes.',
  },
);
