import type { Language } from '@portal/contracts/languages';

// The site settings' messages (issue 25 point 3): the refusals of PUT /api/admin/settings, naming the field in the
// caller's language, and the answer when the stored settings cannot be served. A file of their own, spread into
// messages.ts beside the staff messages.

type Messages = Record<string, Record<Language, string>>;

/**
 * The settings' fields as the refusals name them (the back office's form labels them the same way); a localized one is
 * named with its language (languageName*, ./language-names.ts) by the `…In` messages.
 */
const fields = {
  settingsFieldPhone: { zhComplex: '電話號碼', zhSimple: '电话号码', en: 'Phone number' },
  settingsFieldEmail: { zhComplex: '電郵地址', zhSimple: '电子邮箱', en: 'E-mail address' },
  settingsFieldAddress: { zhComplex: '地址', zhSimple: '地址', en: 'Address' },
  settingsFieldInstagram: { zhComplex: 'Instagram 連結', zhSimple: 'Instagram 链接', en: 'Instagram link' },
  settingsFieldFacebook: { zhComplex: 'Facebook 連結', zhSimple: 'Facebook 链接', en: 'Facebook link' },
  settingsFieldWhatsapp: { zhComplex: 'WhatsApp 連結', zhSimple: 'WhatsApp 链接', en: 'WhatsApp link' },
  settingsFieldQuestionnaire: { zhComplex: '問卷連結', zhSimple: '问卷链接', en: 'Questionnaire link' },
  settingsFieldArPromo: { zhComplex: 'AR 體驗連結', zhSimple: 'AR 体验链接', en: 'AR experience link' },
  settingsFieldIntroVideo: { zhComplex: '介紹影片', zhSimple: '介绍视频', en: 'Introduction video' },
  settingsFieldChatApp: { zhComplex: '聊天應用程式連結（/c/180）', zhSimple: '聊天应用链接（/c/180）', en: 'Chat app link (/c/180)' },
} as const satisfies Messages;

const problems = {
  settingsRequired: { zhComplex: '請填寫{field}', zhSimple: '请填写{field}', en: '{field} is required' },
  settingsUrl: {
    zhComplex: '{field}必須是 https:// 開頭的網址',
    zhSimple: '{field}必须是 https:// 开头的网址',
    en: '{field} must be an https:// address',
  },
  settingsMedia: {
    zhComplex: '{field}必須是 https:// 網址，或本站 /media/ 下的檔案',
    zhSimple: '{field}必须是 https:// 网址，或本站 /media/ 下的文件',
    en: '{field} must be an https:// address or a /media/ file of this site',
  },
  settingsPhone: {
    zhComplex: '{field}須為 {min} 至 {max} 位數字，可含 +、空格、括號及連字號，例如 +852 1234 5678',
    zhSimple: '{field}须为 {min} 至 {max} 位数字，可含 +、空格、括号及连字符，例如 +852 1234 5678',
    en: '{field} must have {min} to {max} digits, with +, spaces, brackets or hyphens only, e.g. +852 1234 5678',
  },
  settingsEmail: { zhComplex: '{field}格式不正確', zhSimple: '{field}格式不正确', en: '{field} is not an e-mail address' },
  settingsTooLong: { zhComplex: '{field}最多 {max} 個字', zhSimple: '{field}最多 {max} 个字', en: '{field} may have at most {max} characters' },
  settingsText: {
    zhComplex: '{field}只能是一行純文字，不可包含 HTML',
    zhSimple: '{field}只能是一行纯文本，不可包含 HTML',
    en: '{field} must be one line of plain text, without HTML',
  },
  // The same, for a field in one of the three languages.
  settingsRequiredIn: { zhComplex: '請填寫{field}（{language}）', zhSimple: '请填写{field}（{language}）', en: '{field} ({language}) is required' },
  settingsUrlIn: {
    zhComplex: '{field}（{language}）必須是 https:// 開頭的網址',
    zhSimple: '{field}（{language}）必须是 https:// 开头的网址',
    en: '{field} ({language}) must be an https:// address',
  },
  settingsTooLongIn: {
    zhComplex: '{field}（{language}）最多 {max} 個字',
    zhSimple: '{field}（{language}）最多 {max} 个字',
    en: '{field} ({language}) may have at most {max} characters',
  },
  settingsTextIn: {
    zhComplex: '{field}（{language}）只能是一行純文字，不可包含 HTML',
    zhSimple: '{field}（{language}）只能是一行纯文本，不可包含 HTML',
    en: '{field} ({language}) must be one line of plain text, without HTML',
  },
  settingsChainUrl: {
    zhComplex: '/c/{n} 的連結必須是 https:// 開頭的網址',
    zhSimple: '/c/{n} 的链接必须是 https:// 开头的网址',
    en: 'The link of /c/{n} must be an https:// address',
  },
  settingsChainTooLong: {
    zhComplex: '/c/{n} 的連結最多 {max} 個字',
    zhSimple: '/c/{n} 的链接最多 {max} 个字',
    en: 'The link of /c/{n} may have at most {max} characters',
  },
  settingsStale: {
    zhComplex: '其他人已在您開啟後儲存了網站設定（現為第 {version} 版），請重新載入後再修改',
    zhSimple: '其他人已在您打开后保存了网站设置（现为第 {version} 版），请重新加载后再修改',
    en: 'Someone saved the site settings since you opened them (now version {version}): reload to see their change, then edit again',
  },
  settingsUnavailable: {
    zhComplex: '網站設定暫時無法讀取，請稍後再試',
    zhSimple: '网站设置暂时无法读取，请稍后再试',
    en: 'The site settings cannot be read right now, please try again later',
  },
} as const satisfies Messages;

export const settingsMessages = { ...fields, ...problems } as const;
