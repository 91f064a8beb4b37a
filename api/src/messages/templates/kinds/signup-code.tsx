import { codeTemplate } from './code-mail.js';

// The wording of the plain-text mail it replaces (api/src/i18n/messages.ts mailCodeSubject, mailCodeText).
export const signupCode = codeTemplate<'signup-code'>({
  zhComplex: {
    subject: '沙漠可持續發展大獎：你的驗證碼 {code}',
    title: '註冊驗證碼',
    text: '你的註冊驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。\n如非你本人申請，請忽略此郵件。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：你的验证码 {code}',
    title: '注册验证码',
    text: '你的注册验证码是 {code}，{minutes} 分钟内有效，只能使用一次。\n如非本人申请，请忽略此邮件。',
  },
  en: {
    subject: 'Desert Sustainability Award: your verification code {code}',
    title: 'Sign-up code',
    text: 'Your sign-up verification code is {code}. It is valid for {minutes} minutes and can be used once.\nIf you did not ask for it, please ignore this e-mail.',
  },
});
