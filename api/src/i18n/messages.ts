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
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
