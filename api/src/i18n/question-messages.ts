import type { Language } from '@portal/contracts/languages';

// Questions (issue 26 point 7): the team's thread in the personal center and the back office's inbox. A file of its
// own, spread into messages.ts beside the other features' messages.

export const questionMessages = {
  questionEmpty: {
    zhComplex: '請輸入問題內容或附上檔案',
    zhSimple: '请输入问题内容或附上文件',
    en: 'Please write your question or attach a file',
  },
  questionTooLong: {
    zhComplex: '內容不能超過 {max} 字',
    zhSimple: '内容不能超过 {max} 字',
    en: 'The text must not exceed {max} characters',
  },
  answerEmpty: {
    zhComplex: '請輸入回覆內容',
    zhSimple: '请输入回复内容',
    en: 'Please write the answer',
  },
  questionFileNotYours: {
    zhComplex: '附件無效，請重新上傳',
    zhSimple: '附件无效，请重新上传',
    en: 'An attached file is not valid; please upload it again',
  },
  questionFileType: {
    zhComplex: '附件只可以是圖片或 PDF',
    zhSimple: '附件只能是图片或 PDF',
    en: 'Files can only be images or PDF',
  },
  questionFileTooLarge: {
    zhComplex: '每個附件不能超過 {limit}',
    zhSimple: '每个附件不能超过 {limit}',
    en: 'Each file must not exceed {limit}',
  },
  questionFileRepeated: {
    zhComplex: '同一檔案只可附上一次',
    zhSimple: '同一文件只能附上一次',
    en: 'The same file is attached twice',
  },
  questionSent: {
    zhComplex: '問題已送出，主辦單位回覆後會以電郵通知你',
    zhSimple: '问题已提交，主办单位回复后会以电邮通知你',
    en: 'Question sent. We will e-mail you when the organizers answer.',
  },
  questionNotFound: {
    zhComplex: '找不到此提問',
    zhSimple: '找不到此提问',
    en: 'No such question thread',
  },
  questionMessageNotFound: {
    zhComplex: '此提問沒有這則訊息',
    zhSimple: '此提问没有这条消息',
    en: 'No such message in this thread',
  },
  questionNotAnswer: {
    zhComplex: '只可以用主辦單位的回覆建立常見問題',
    zhSimple: '只能用主办单位的回复建立常见问题',
    en: "Only an organizers' answer can become an FAQ draft",
  },
  questionAnswered: {
    zhComplex: '已回覆，並已電郵通知隊伍',
    zhSimple: '已回复，并已电邮通知队伍',
    en: 'Answered; the team is told by e-mail',
  },
  questionFaqDrafted: {
    zhComplex: '已建立常見問題草稿',
    zhSimple: '已建立常见问题草稿',
    en: 'FAQ draft created',
  },
  questionAttachmentNotFound: {
    zhComplex: '找不到此附件',
    zhSimple: '找不到此附件',
    en: 'No such file',
  },
} as const satisfies Record<string, Record<Language, string>>;
