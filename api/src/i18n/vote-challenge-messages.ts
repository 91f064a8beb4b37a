import type { Language } from '@portal/contracts/languages';

// The public vote's proof-of-work challenge under pressure (issue 28, docs/adr/0014). A file of its own, spread into
// messages.ts beside the other features' messages.

export const voteChallengeMessages = {
  voteChallengeRequired: {
    zhComplex: '目前投票請求較多，你的瀏覽器需要先完成一項簡短的自動驗證',
    zhSimple: '目前投票请求较多，你的浏览器需要先完成一项简短的自动验证',
    en: 'Many votes are arriving right now: your browser will first complete a short automatic check',
  },
  voteChallengeInvalid: {
    zhComplex: '自動驗證未通過，請重試',
    zhSimple: '自动验证未通过，请重试',
    en: 'The automatic check did not pass, please try again',
  },
  voteChallengeExpired: {
    zhComplex: '自動驗證已過期，請重試',
    zhSimple: '自动验证已过期，请重试',
    en: 'The automatic check has expired, please try again',
  },
  voteChallengeUsed: {
    zhComplex: '這次自動驗證已經用過，請重試',
    zhSimple: '这次自动验证已经用过，请重试',
    en: 'This automatic check has already been used, please try again',
  },
} as const satisfies Record<string, Record<Language, string>>;
