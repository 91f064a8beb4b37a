// Every message the API sends to users, in the three languages clients ask for.
// `{name}` placeholders are filled by `translate`. Later slices add their keys here.
export const languages = ['zh-hk', 'zh-cn', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'zh-hk';

export const messages = {
  invalidParams: {
    'zh-hk': '參數無效：{field}',
    'zh-cn': '参数无效：{field}',
    en: 'Invalid parameters: {field}',
  },
  notFound: {
    'zh-hk': '找不到請求的內容',
    'zh-cn': '找不到请求的内容',
    en: 'Not found',
  },
  badRequest: {
    'zh-hk': '請求格式不正確',
    'zh-cn': '请求格式不正确',
    en: 'Malformed request',
  },
  forbidden: {
    'zh-hk': '沒有權限存取此內容',
    'zh-cn': '没有权限访问此内容',
    en: 'Access denied',
  },
  payloadTooLarge: {
    'zh-hk': '提交的內容過大',
    'zh-cn': '提交的内容过大',
    en: 'Request body too large',
  },
  unsupportedMediaType: {
    'zh-hk': '不支援的內容類型',
    'zh-cn': '不支持的内容类型',
    en: 'Unsupported content type',
  },
  serverBusy: {
    'zh-hk': '伺服器繁忙，請稍後再試',
    'zh-cn': '服务器繁忙，请稍后再试',
    en: 'Server busy, please try again later',
  },
  serviceUnavailable: {
    'zh-hk': '服務暫時無法使用，請稍後再試',
    'zh-cn': '服务暂时不可用，请稍后再试',
    en: 'Service temporarily unavailable, please try again later',
  },
  pleaseLogIn: {
    'zh-hk': '請先登入',
    'zh-cn': '请先登录',
    en: 'Please log in first',
  },
  articleNotFound: {
    'zh-hk': '找不到該文章',
    'zh-cn': '找不到该文章',
    en: 'Article not found',
  },
  // Same wording as the front end's own check (shared/src/ui/messages.ts enterComment).
  enterComment: {
    'zh-hk': '請輸入評論內容',
    'zh-cn': '请输入评论内容',
    en: 'Please enter content to comment',
  },
  commentTooLong: {
    'zh-hk': '評論不可超過 {max} 個字',
    'zh-cn': '评论不能超过 {max} 个字',
    en: 'A comment can have at most {max} characters',
  },
  commentSuccess: {
    'zh-hk': '評論成功',
    'zh-cn': '评论成功',
    en: 'Comment posted',
  },
  tooManyComments: {
    'zh-hk': '評論太頻繁，請於 {seconds} 秒後再試',
    'zh-cn': '评论过于频繁，请于 {seconds} 秒后再试',
    en: 'You are commenting too often, please try again in {seconds} s',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
