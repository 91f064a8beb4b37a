import type { Language } from './languages.js';

// The user messages of SPEC §8 (and the few words every page part says), in the three languages: one catalogue for
// the server's answers (`msg`) and the pages' own checks and notices, so one key has one wording per language. `{name}`
// marks a value filled in when the message is said. Messages only the server says (its own errors, mails) stay in
// the API; words only one page says stay in its remote.

/** The envelope's body codes (SPEC §8), beside its messages: 1 success, 0 failure, -1 login failure, 2 redirect. */
export const EnvelopeCode = { success: 1, failure: 0, loginFailure: -1, redirect: 2 } as const;
export type EnvelopeCode = (typeof EnvelopeCode)[keyof typeof EnvelopeCode];

export const USER_MESSAGES = {
  loginSuccess: {
    zhComplex: '登入成功',
    zhSimple: '登录成功',
    en: 'Login successful',
  },
  enterAccountAndPassword: {
    zhComplex: '請輸入帳號和密碼',
    zhSimple: '请输入账号和密码',
    en: 'Please enter your account and password',
  },
  passwordsDoNotMatch: {
    zhComplex: '兩次輸入的密碼不一致',
    zhSimple: '两次输入的密码不一致',
    en: 'The passwords do not match',
  },
  enterCorrectEmail: {
    zhComplex: '請輸入正確的電郵格式',
    zhSimple: '请输入正确的邮箱格式',
    en: 'Please enter a correct e-mail address',
  },
  codeSixDigits: {
    zhComplex: '驗證碼只能是六位數字',
    zhSimple: '验证码只能是六位数字',
    en: 'The verification code must be six digits',
  },
  resendAfter: {
    zhComplex: '{seconds} 秒後重新發送',
    zhSimple: '{seconds} 秒后重新发送',
    en: 'Resend after {seconds} s',
  },
  codeSent: {
    zhComplex: '驗證碼已發送，請查收郵箱',
    zhSimple: '验证码已发送，请查收邮箱',
    en: 'Verification code sent, please check your mailbox',
  },
  codeAlreadySent: {
    zhComplex: '驗證碼已發送，請稍後再試',
    zhSimple: '验证码已发送，请稍后再试',
    en: 'A verification code has been sent, please try again later',
  },
  minTwoMembers: {
    zhComplex: '隊伍最少兩名成員',
    zhSimple: '队伍最少两名成员',
    en: 'A team needs at least two members',
  },
  maxFourMembers: {
    zhComplex: '隊伍最多四名成員',
    zhSimple: '队伍最多四名成员',
    en: 'A team has at most four members',
  },
  completeMemberInfo: {
    zhComplex: '請填寫完整的隊員資料',
    zhSimple: '请填写完整的队员信息',
    en: 'Please enter complete team member information',
  },
  uploadStudentId: {
    zhComplex: '請上傳學生證',
    zhSimple: '请上传学生证',
    en: 'Please upload the student ID',
  },
  completePlayerInfo: {
    zhComplex: '請完善參賽者資料',
    zhSimple: '请完善参赛者信息',
    en: 'Please complete the player information',
  },
  registrationClosed: {
    zhComplex: '報名已截止',
    zhSimple: '报名已截止',
    en: 'Registration is closed',
  },
  enterCorrectTeamName: {
    zhComplex: '請輸入正確的隊伍名稱',
    zhSimple: '请输入正确的队伍名称',
    en: 'Please enter a correct team name',
  },
  uploadPictures: {
    zhComplex: '請上傳圖片',
    zhSimple: '请上传图片',
    en: 'Please upload pictures',
  },
  tickStatement: {
    zhComplex: '請先勾選參賽聲明',
    zhSimple: '请先勾选参赛声明',
    en: 'Please tick the entry statement first',
  },
  enterComment: {
    zhComplex: '請輸入評論內容',
    zhSimple: '请输入评论内容',
    en: 'Please enter content to comment',
  },
  commentSuccess: {
    zhComplex: '評論成功',
    zhSimple: '评论成功',
    en: 'Comment posted',
  },
  uploadOnlyPdfPptMp4: {
    zhComplex: '上傳文件只能是 PDF、PPT、MP4 格式',
    zhSimple: '上传文件只能是 PDF、PPT、MP4 格式',
    en: 'Only PDF, PPT and MP4 files can be uploaded',
  },
  uploadFailed: {
    zhComplex: '上傳失敗',
    zhSimple: '上传失败',
    en: 'Upload failed',
  },
  fileTooLarge: {
    zhComplex: '文件大小不能超過 {limit}',
    zhSimple: '文件大小不能超过 {limit}',
    en: 'The file must not exceed {limit}',
  },
  unsupportedFileType: {
    zhComplex: '不支援的文件類型',
    zhSimple: '不支持的文件类型',
    en: 'Unsupported file type',
  },
  typeNotAllowed: {
    zhComplex: '不允許此類型',
    zhSimple: '不允许此类型',
    en: 'This type is not allowed',
  },
  atMostFiles: {
    zhComplex: '最多 {count} 個文件',
    zhSimple: '最多 {count} 个文件',
    en: 'At most {count} files',
  },
  voteWithinTime: {
    zhComplex: '請在指定時間內投票',
    zhSimple: '请在指定时间内投票',
    en: 'Please vote within the specified time',
  },
  alreadyVoted: {
    zhComplex: '你已經投過票了',
    zhSimple: '你已经投过票了',
    en: 'You have already voted',
  },
  voteSuccess: {
    zhComplex: '投票成功',
    zhSimple: '投票成功',
    en: 'Vote successful',
  },
  modifySuccess: {
    zhComplex: '修改成功',
    zhSimple: '修改成功',
    en: 'Changes saved',
  },
  modifyFailed: {
    zhComplex: '修改失敗',
    zhSimple: '修改失败',
    en: 'Changes could not be saved',
  },
  logoutSuccess: {
    zhComplex: '登出成功',
    zhSimple: '退出登录成功',
    en: 'Logged out',
  },
  logoutConfirm: {
    zhComplex: '確定要登出嗎？',
    zhSimple: '确定要退出登录吗？',
    en: 'Do you want to log out?',
  },
  linkCopied: {
    zhComplex: '連結已複製',
    zhSimple: '链接已复制',
    en: 'Link copied',
  },
  pleaseLogIn: {
    zhComplex: '請先登入',
    zhSimple: '请先登录',
    en: 'Please log in first',
  },
  networkError: {
    zhComplex: '網絡錯誤，請檢查連線後再試',
    zhSimple: '网络错误，请检查连接后重试',
    en: 'Network error, please check your connection and try again',
  },
  timeout: {
    zhComplex: '請求逾時，請再試一次',
    zhSimple: '请求超时，请重试',
    en: 'The request timed out, please try again',
  },
  sessionExpired: {
    zhComplex: '登入已失效，請重新登入',
    zhSimple: '登录已失效，请重新登录',
    en: 'Your session has ended, please log in again',
  },
  partLoading: {
    zhComplex: '載入中…',
    zhSimple: '加载中…',
    en: 'Loading…',
  },
  partFailed: {
    zhComplex: '此部分未能載入。',
    zhSimple: '此部分未能加载。',
    en: 'This part could not be loaded.',
  },
  partTimeout: {
    zhComplex: '此部分未能及時載入。',
    zhSimple: '此部分未能及时加载。',
    en: 'This part did not load in time.',
  },
  retry: {
    zhComplex: '重試',
    zhSimple: '重试',
    en: 'Retry',
  },
  confirm: {
    zhComplex: '確定',
    zhSimple: '确定',
    en: 'Confirm',
  },
  cancel: {
    zhComplex: '取消',
    zhSimple: '取消',
    en: 'Cancel',
  },
  notice: {
    zhComplex: '提示',
    zhSimple: '提示',
    en: 'Notice',
  },

} as const satisfies Record<string, Record<Language, string>>;

export type UserMessageKey = keyof typeof USER_MESSAGES;

export function isUserMessageKey(key: string): key is UserMessageKey {
  return Object.hasOwn(USER_MESSAGES, key);
}

/** A message in a language, its `{name}` marks filled from `params` (a mark without a value stays as it is). */
export function userMessage(key: UserMessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return USER_MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
