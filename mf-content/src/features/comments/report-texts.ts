import { registerTranslations, type Translations } from '@portal/shared/i18n';
import type { CommentReportReason } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../i18n/translations';

// The report dialog's texts, in the three languages. They load with the dialog (its own chunk, on the first click),
// not with ./routes: an article page carries only the "Report" button's and the staff badge's words.

/** The server's list (@portal/contracts/comment-rules), in the order the dialog offers it; the labels' keys check it is whole. */
const LABELS = {
  spam: ['垃圾訊息或廣告', '垃圾信息或广告', 'Spam or advertising'],
  abuse: ['辱罵、騷擾或仇恨言論', '辱骂、骚扰或仇恨言论', 'Insults, harassment or hate'],
  personalData: ['洩露他人的個人資料', '泄露他人的个人信息', 'Someone’s personal information'],
  offTopic: ['與文章無關', '与文章无关', 'Off topic'],
  other: ['其他原因', '其他原因', 'Something else'],
} as const satisfies Record<CommentReportReason, readonly [string, string, string]>;

export const REPORT_REASONS = Object.keys(LABELS) as CommentReportReason[];

const TEXTS = {
  'report.title': ['舉報評論', '举报评论', 'Report this comment'],
  'report.intro': ['主辦單位會查看被舉報的評論，並會隱藏違反規則的內容。', '主办单位会查看被举报的评论，并会隐藏违反规则的内容。', 'The organizers look at reported comments and hide those that break the rules.'],
  'report.reason': ['舉報原因', '举报原因', 'Why are you reporting it?'],
  'report.chooseReason': ['請選擇舉報原因', '请选择举报原因', 'Please choose a reason'],
  'report.send': ['舉報', '举报', 'Report'],
  'report.cancel': ['取消', '取消', 'Cancel'],
  'report.thanks': ['謝謝！主辦單位會查看這則評論。', '谢谢！主办单位会查看这条评论。', 'Thank you. The organizers will look at this comment.'],
  'report.close': ['關閉', '关闭', 'Close'],
  ...Object.fromEntries(Object.entries(LABELS).map(([reason, texts]) => [`report.reasons.${reason}`, texts])),
} as Record<string, readonly [string, string, string]>;

const inLanguage = (index: 0 | 1 | 2) => Object.fromEntries(Object.entries(TEXTS).map(([key, texts]) => [key, texts[index]]));

export const reportTranslations: Translations = { zhComplex: inLanguage(0), zhSimple: inLanguage(1), en: inLanguage(2) };

registerTranslations(CONTENT_NAMESPACE, reportTranslations);
