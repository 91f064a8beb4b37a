import { codeTemplate } from './code-mail.js';

// Issue 26.1: the sign-up code's wording, for a reset; it also says the password stays as it is if ignored.
export const passwordResetCode = codeTemplate<'password-reset-code'>({
  zhComplex: {
    subject: '沙漠可持續發展大獎：重設密碼驗證碼 {code}',
    title: '重設密碼',
    text: '你的重設密碼驗證碼是 {code}，{minutes} 分鐘內有效，只可使用一次。\n如非你本人申請，請忽略此郵件，你的密碼不會改變。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：重置密码验证码 {code}',
    title: '重置密码',
    text: '你的重置密码验证码是 {code}，{minutes} 分钟内有效，只能使用一次。\n如非本人申请，请忽略此邮件，你的密码不会改变。',
  },
  en: {
    subject: 'Desert Sustainability Award: your password reset code {code}',
    title: 'Reset your password',
    text: 'Your password reset code is {code}. It is valid for {minutes} minutes and can be used once.\nIf you did not ask for it, please ignore this e-mail: your password stays as it is.',
  },
});
