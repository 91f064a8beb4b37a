import { codeTemplate } from './code-mail.js';

// Issue 26.1: sent to the NEW address, so it says what the code is for before anyone types it.
export const emailChangeCode = codeTemplate<'email-change-code'>({
  zhComplex: {
    subject: '沙漠可持續發展大獎：確認新電郵地址 {code}',
    title: '確認新電郵地址',
    text: '有人要求把帳戶的電郵地址改為此地址。驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。\n如非你本人申請，請忽略此郵件。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：确认新邮箱地址 {code}',
    title: '确认新邮箱地址',
    text: '有人要求把账户的邮箱地址改为此地址。验证码是 {code}，{minutes} 分钟内有效，只能使用一次。\n如非本人申请，请忽略此邮件。',
  },
  en: {
    subject: 'Desert Sustainability Award: confirm your new e-mail address {code}',
    title: 'Confirm your new e-mail address',
    text: 'Someone asked to change an account’s e-mail address to this one. The code is {code}. It is valid for {minutes} minutes and can be used once.\nIf you did not ask for it, please ignore this e-mail.',
  },
});
