import type { Language } from '@portal/contracts/languages';

// Comment moderation (issue 25 point 6): a visitor's report and the back office's hide, restore and staff reply. A file
// of its own, spread into messages.ts beside the staff messages.

export const commentMessages = {
  commentNotFound: {
    zhComplex: '找不到該評論',
    zhSimple: '找不到该评论',
    en: 'Comment not found',
  },
  // The same answer for a first and a repeated report: a visitor learns nothing about earlier reports.
  commentReportThanks: {
    zhComplex: '謝謝！主辦單位會查看這則評論。',
    zhSimple: '谢谢！主办单位会查看这条评论。',
    en: 'Thank you. The organizers will look at this comment.',
  },
  tooManyReports: {
    zhComplex: '舉報太頻繁，請於 {minutes} 分鐘後再試',
    zhSimple: '举报过于频繁，请于 {minutes} 分钟后再试',
    en: 'You are reporting too often, please try again in {minutes} min',
  },
  commentReasonRequired: {
    zhComplex: '請填寫原因',
    zhSimple: '请填写原因',
    en: 'Please give a reason',
  },
  commentReasonTooLong: {
    zhComplex: '原因不可超過 {max} 個字',
    zhSimple: '原因不能超过 {max} 个字',
    en: 'A reason can have at most {max} characters',
  },
  commentAlreadyHidden: {
    zhComplex: '這則評論已經隱藏',
    zhSimple: '这条评论已经隐藏',
    en: 'This comment is already hidden',
  },
  commentNotHidden: {
    zhComplex: '這則評論沒有隱藏，無需恢復',
    zhSimple: '这条评论没有隐藏，无需恢复',
    en: 'This comment is not hidden: there is nothing to restore',
  },
  commentHiddenDone: {
    zhComplex: '評論已隱藏，訪客不會再看到它',
    zhSimple: '评论已隐藏，访客不会再看到它',
    en: 'Comment hidden: visitors no longer see it',
  },
  commentRestoredDone: {
    zhComplex: '評論已恢復顯示',
    zhSimple: '评论已恢复显示',
    en: 'Comment restored: visitors see it again',
  },
  staffReplyPosted: {
    zhComplex: '已以主辦單位名義回覆',
    zhSimple: '已以主办单位名义回复',
    en: 'Reply posted as the organizers',
  },
} as const satisfies Record<string, Record<Language, string>>;
