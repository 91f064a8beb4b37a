import type { Language } from '@portal/contracts/languages';

// Broadcasts and unsubscribing (issue 26 point 6): the refusals of /api/admin/broadcasts and `pnpm admin broadcasts
// send`, and the texts of the unsubscribe page a recipient opens from a mail. Spread into messages.ts.

type Messages = Record<string, Record<Language, string>>;

export const broadcastMessages = {
  broadcastFieldSubject: { zhComplex: '主旨', zhSimple: '主题', en: 'subject' },
  broadcastFieldBody: { zhComplex: '內文', zhSimple: '正文', en: 'message' },
  broadcastBlank: {
    zhComplex: '{language}的{field}不可留空',
    zhSimple: '{language}的{field}不能为空',
    en: 'The {field} in {language} is empty',
  },
  broadcastInvalid: {
    zhComplex: '廣播內容不完整：三種語言的主旨和內文都要填寫，並選擇收件對象',
    zhSimple: '广播内容不完整：三种语言的主题和正文都要填写，并选择收件对象',
    en: 'The broadcast is incomplete: write the subject and message in all three languages and choose an audience',
  },
  broadcastNobody: {
    zhComplex: '沒有人符合這些收件條件（另有 {optedOut} 人已取消訂閱），沒有發送',
    zhSimple: '没有人符合这些收件条件（另有 {optedOut} 人已退订），没有发送',
    en: 'Nobody matches this audience ({optedOut} more unsubscribed); nothing was sent',
  },
  broadcastNotFound: { zhComplex: '找不到這則廣播', zhSimple: '找不到这则广播', en: 'No such broadcast' },
  // The unsubscribe page (GET and POST /api/unsubscribe/:token), in the language its link names.
  unsubscribeTitle: { zhComplex: '取消訂閱通知郵件', zhSimple: '退订通知邮件', en: 'Unsubscribe from announcements' },
  unsubscribeAsk: {
    zhComplex: '不再收到主辦單位的公告和提醒郵件？驗證碼、審核結果和收據等必要郵件仍會照常寄出。',
    zhSimple: '不再收到主办单位的公告和提醒邮件？验证码、审核结果和收据等必要邮件仍会照常发送。',
    en: 'Stop receiving announcements and reminders from the organizers? Essential mail — codes, decisions and receipts — still arrives.',
  },
  unsubscribeButton: { zhComplex: '取消訂閱', zhSimple: '退订', en: 'Unsubscribe' },
  unsubscribeDone: {
    zhComplex: '已取消訂閱。你不會再收到公告和提醒郵件。',
    zhSimple: '已退订。你不会再收到公告和提醒邮件。',
    en: 'You are unsubscribed. You will not receive announcements or reminders any more.',
  },
  unsubscribeAgain: { zhComplex: '重新訂閱', zhSimple: '重新订阅', en: 'Subscribe again' },
  unsubscribeResubscribed: {
    zhComplex: '已重新訂閱，你會再收到主辦單位的公告和提醒。',
    zhSimple: '已重新订阅，你会再收到主办单位的公告和提醒。',
    en: 'You are subscribed again: announcements and reminders will reach you.',
  },
  unsubscribeUnknown: {
    zhComplex: '這個取消訂閱連結無效或已過期。',
    zhSimple: '这个退订链接无效或已过期。',
    en: 'This unsubscribe link is not valid or has expired.',
  },
  unsubscribeHome: { zhComplex: '返回網站', zhSimple: '返回网站', en: 'Back to the site' },
} as const satisfies Messages;
