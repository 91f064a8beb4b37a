import type { Language } from '@portal/contracts/languages';

// Account recovery (issue 26.1): a password reset by e-mail code and a change of address. A file of its own, spread
// into messages.ts beside the other slices'. A code request answers with the sign-up's `codeSent` whether or not an
// account exists, so there is no message of its own for it here.

export const recoveryMessages = {
  passwordResetSuccess: {
    zhComplex: '密碼已重設，請以新密碼登入',
    zhSimple: '密码已重设，请以新密码登录',
    en: 'Your password has been reset. Please log in with the new one',
  },
  enterCurrentPassword: {
    zhComplex: '請輸入目前的密碼',
    zhSimple: '请输入当前的密码',
    en: 'Please enter your current password',
  },
  currentPasswordWrong: {
    zhComplex: '目前的密碼不正確',
    zhSimple: '当前的密码不正确',
    en: 'The current password is incorrect',
  },
  emailSameAsCurrent: {
    zhComplex: '這已是你帳戶的電郵地址',
    zhSimple: '这已是你账户的邮箱地址',
    en: 'This is already the e-mail address of your account',
  },
  emailTaken: {
    zhComplex: '此電郵地址已屬於另一個帳戶',
    zhSimple: '此邮箱地址已属于另一个账户',
    en: 'This e-mail address already belongs to another account',
  },
  emailChangeSuccess: {
    zhComplex: '電郵地址已更改，請以新地址登入',
    zhSimple: '邮箱地址已更改，请以新地址登录',
    en: 'Your e-mail address has been changed. Log in with the new address from now on',
  },
} as const satisfies Record<string, Record<Language, string>>;
