import type { Language } from '@portal/contracts/languages';

// Contacts of the public vote (issue 28, docs/adr/0014 "Contacts"): the season's contact policy and the disposable
// domains. A file of its own, spread into messages.ts; the general refusal (voteContactInvalid) stays there.

export const voteContactMessages = {
  votePhoneInvalid: {
    zhComplex: '請輸入正確的手機號碼',
    zhSimple: '请输入正确的手机号码',
    en: 'Please enter a correct mobile number',
  },
  voteContactPhoneOnly: {
    zhComplex: '本次投票只接受手機號碼驗證，請輸入手機號碼',
    zhSimple: '本次投票只接受手机号码验证，请输入手机号码',
    en: 'This vote accepts mobile numbers only; please enter a mobile number',
  },
  voteContactDisposable: {
    zhComplex: '不接受臨時電郵地址，請使用你自己的電郵地址或手機號碼',
    zhSimple: '不接受临时邮箱地址，请使用你自己的邮箱地址或手机号码',
    en: 'Disposable e-mail addresses cannot be used to vote; please use your own address or a mobile number',
  },
} as const satisfies Record<string, Record<Language, string>>;
