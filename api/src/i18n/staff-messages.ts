import type { Language } from '@portal/contracts/languages';
import { judgingDeskMessages } from './judging-desk-messages.js';
import { staffJudgingRoundsMessages } from './staff-judging-rounds-messages.js';
import { staffJudgingResultsMessages } from './staff-judging-results-messages.js';
import { staffResultsMessages } from './staff-results-messages.js';
import { voteAnnulmentMessages } from './vote-annulment-messages.js';
import { voteAnomalyMessages } from './vote-anomaly-messages.js';

// The messages of the back office's API (issue 24): staff sign-in, second factors, roles and the staff resources.
// Kept apart from messages.ts so the public site's catalogue stays as it is; merged into one table there.

export const staffMessages = {
  // Finalists, score sheets, winners and releases: a file of their own.
  ...staffResultsMessages,
  // The judge's desk (issue 27).
  ...judgingDeskMessages,
  ...staffJudgingRoundsMessages,
  // A judging round's compute and shortlist (issue 27).
  ...staffJudgingResultsMessages,
  // Annulling public votes (issue 28).
  ...voteAnnulmentMessages,
  ...voteAnomalyMessages,
  staffSignIn: {
    zhComplex: '請登入管理後台',
    zhSimple: '请登录管理后台',
    en: 'Please sign in to the back office',
  },
  staffSecondFactor: {
    zhComplex: '請先完成雙重驗證',
    zhSimple: '请先完成双重验证',
    en: 'Please complete two-step verification first',
  },
  staffStepUp: {
    zhComplex: '此操作需要再次驗證身分',
    zhSimple: '此操作需要再次验证身份',
    en: 'Please verify it is you again to do this',
  },
  staffForbidden: {
    zhComplex: '你的角色不能進行此操作',
    zhSimple: '你的角色不能进行此操作',
    en: 'Your role does not allow this',
  },
  // The deliveries (issue 26.3): mail and SMS as the queue keeps them.
  adminMessageNotFound: {
    zhComplex: '找不到這則訊息',
    zhSimple: '找不到这条消息',
    en: 'This message does not exist',
  },
  adminMessageNotDead: {
    zhComplex: '只有發送失敗的訊息可以重新發送',
    zhSimple: '只有发送失败的消息可以重新发送',
    en: 'Only a message that failed can be sent again',
  },
  adminMessageRetried: {
    zhComplex: '訊息已重新排入發送隊列',
    zhSimple: '消息已重新排入发送队列',
    en: 'The message is queued to be sent again',
  },
  // The review resources (dashboard, registrations, works, exports, purge).
  adminRegistrationNotFound: {
    zhComplex: '找不到此報名',
    zhSimple: '找不到此报名',
    en: 'No such registration',
  },
  adminMemberNotFound: {
    zhComplex: '此報名沒有這位隊員',
    zhSimple: '此报名没有这位队员',
    en: 'No such member in this registration',
  },
  adminRegistrationNotPending: {
    zhComplex: '此報名已是「{status}」：只有待審核的報名可以決定',
    zhSimple: '此报名已是「{status}」：只有待审核的报名可以决定',
    en: 'This registration is already "{status}": only a pending registration can be decided',
  },
  adminReasonRequired: {
    zhComplex: '拒絕報名須填寫原因（隊伍會看到）',
    zhSimple: '拒绝报名须填写原因（队伍会看到）',
    en: 'A rejection needs a reason (the team sees it)',
  },
  adminRegistrationApproved: {
    zhComplex: '報名已通過，已通知隊伍',
    zhSimple: '报名已通过，已通知队伍',
    en: 'Registration approved; the team was mailed',
  },
  adminRegistrationRejected: {
    zhComplex: '報名未通過，已通知隊伍',
    zhSimple: '报名未通过，已通知队伍',
    en: 'Registration rejected; the team was mailed',
  },
  adminBulkApproved: {
    zhComplex: '已通過 {approved} 個報名，{refused} 個未能通過',
    zhSimple: '已通过 {approved} 个报名，{refused} 个未能通过',
    en: 'Approved {approved} registration(s); {refused} could not be',
  },
  adminWorkNotFound: {
    zhComplex: '找不到此作品',
    zhSimple: '找不到此作品',
    en: 'No such work',
  },
  adminWorkStatusNotAllowed: {
    zhComplex: '作品目前為「{status}」，不能改為「{to}」',
    zhSimple: '作品目前为「{status}」，不能改为「{to}」',
    en: 'This work is "{status}": it cannot go to "{to}"',
  },
  adminWorkStatusChanged: {
    zhComplex: '作品狀態已更新，已通知隊伍',
    zhSimple: '作品状态已更新，已通知队伍',
    en: "The work's status was changed; the team was mailed",
  },
  adminWorkStepUnknown: {
    zhComplex: '本屆沒有此作品階段',
    zhSimple: '本届没有此作品阶段',
    en: 'There is no such works step this season',
  },
  adminFileMissing: {
    zhComplex: '檔案不在儲存區內',
    zhSimple: '文件不在存储区内',
    en: 'The file is missing from storage',
  },
  adminRangeNotSatisfiable: {
    zhComplex: '請求的範圍不在檔案內',
    zhSimple: '请求的范围不在文件内',
    en: 'The requested range is not in the file',
  },
  adminFileLinkPath: {
    zhComplex: '只能為身分證明圖片或作品檔案建立連結',
    zhSimple: '只能为身份证明图片或作品文件创建链接',
    en: 'A link can only open an ID card image or a work file',
  },
  staffInviteInvalid: {
    zhComplex: '邀請連結無效、已使用或已過期，請向主辦方索取新的邀請',
    zhSimple: '邀请链接无效、已使用或已过期，请向主办方索取新的邀请',
    en: 'This invitation link is invalid, used or expired: ask an organizer for a new one',
  },
  staffCodeFormat: {
    zhComplex: '請輸入驗證器應用程式顯示的 6 位數字',
    zhSimple: '请输入验证器应用显示的 6 位数字',
    en: 'Enter the 6 digits your authenticator app shows',
  },
  staffCodeWrong: {
    zhComplex: '驗證碼不正確或已使用，請輸入新的驗證碼',
    zhSimple: '验证码不正确或已使用，请输入新的验证码',
    en: 'The code is wrong or was already used: enter the next one',
  },
  staffTotpSetupExpired: {
    zhComplex: '請重新開始設定驗證器應用程式',
    zhSimple: '请重新开始设置验证器应用',
    en: 'Start setting up the authenticator app again',
  },
  staffTotpNotEnabled: {
    zhComplex: '你尚未設定驗證器應用程式',
    zhSimple: '你尚未设置验证器应用',
    en: 'You have not set up an authenticator app',
  },
  staffRecoveryWrong: {
    zhComplex: '備用碼不正確或已使用',
    zhSimple: '备用码不正确或已使用',
    en: 'This recovery code is wrong or was already used',
  },
  staffPasskeyFailed: {
    zhComplex: '無法驗證此通行密鑰，請再試一次',
    zhSimple: '无法验证此通行密钥，请再试一次',
    en: 'The passkey could not be verified: please try again',
  },
  staffPasskeyExpired: {
    zhComplex: '通行密鑰請求已過期，請再試一次',
    zhSimple: '通行密钥请求已过期，请再试一次',
    en: 'The passkey request expired: please try again',
  },
  staffNoPasskey: {
    zhComplex: '你尚未登記通行密鑰',
    zhSimple: '你尚未登记通行密钥',
    en: 'You have not registered a passkey',
  },
  staffPasskeyTaken: {
    zhComplex: '此通行密鑰已經登記',
    zhSimple: '此通行密钥已经登记',
    en: 'This passkey is already registered',
  },
  staffPasskeyLabel: {
    zhComplex: '通行密鑰名稱最多 {max} 個字',
    zhSimple: '通行密钥名称最多 {max} 个字',
    en: 'A passkey name has at most {max} characters',
  },
  staffPasskeyDefaultLabel: {
    zhComplex: '通行密鑰 {n}',
    zhSimple: '通行密钥 {n}',
    en: 'Passkey {n}',
  },
  staffEmailTaken: {
    zhComplex: '此電郵已是工作人員帳戶',
    zhSimple: '此邮箱已是工作人员账户',
    en: 'This e-mail already belongs to a staff member',
  },
  staffNameInvalid: {
    zhComplex: '姓名需為 1 至 {max} 個字',
    zhSimple: '姓名需为 1 至 {max} 个字',
    en: 'The name must have 1 to {max} characters',
  },
  staffNotFound: {
    zhComplex: '找不到此工作人員',
    zhSimple: '找不到此工作人员',
    en: 'No such staff member',
  },
  staffLastOrganizer: {
    zhComplex: '必須保留至少一位啟用中的主辦方',
    zhSimple: '必须保留至少一位启用中的主办方',
    en: 'At least one active organizer must remain',
  },
  staffInvited: {
    zhComplex: '已發送邀請',
    zhSimple: '已发送邀请',
    en: 'Invitation sent',
  },
  staffSaved: {
    zhComplex: '已儲存',
    zhSimple: '已保存',
    en: 'Saved',
  },
  staffFactorVerified: {
    zhComplex: '驗證成功',
    zhSimple: '验证成功',
    en: 'Verified',
  },
  staffSignedOut: {
    zhComplex: '已登出管理後台',
    zhSimple: '已退出管理后台',
    en: 'Signed out of the back office',
  },
  auditRangeInvalid: {
    zhComplex: '時間範圍無效：開始時間須早於結束時間',
    zhSimple: '时间范围无效：开始时间须早于结束时间',
    en: 'Invalid time range: "from" must be before "to"',
  },
  staffInviteMailSubject: {
    zhComplex: '管理後台邀請 · Back office invitation',
    zhSimple: '管理后台邀请 · Back office invitation',
    en: 'Back office invitation · 管理後台邀請',
  },
  staffInviteMailText: {
    zhComplex: '你獲邀以「{role}」身分使用{site}的管理後台。請於 {days} 日內開啟以下連結設定密碼：\n{url}\n之後你需要設定雙重驗證（驗證器應用程式或通行密鑰）。',
    zhSimple: '你获邀以“{role}”身份使用{site}的管理后台。请于 {days} 日内打开以下链接设置密码：\n{url}\n之后你需要设置双重验证（验证器应用或通行密钥）。',
    en: 'You are invited to the back office of the {site} as {role}. Open this link within {days} days to set your password:\n{url}\nYou will then set up a second factor (an authenticator app or a passkey).',
  },
  staffRoleOrganizer: { zhComplex: '主辦方', zhSimple: '主办方', en: 'organizer' },
  staffRoleReviewer: { zhComplex: '審核員', zhSimple: '审核员', en: 'reviewer' },
  staffRoleEditor: { zhComplex: '編輯', zhSimple: '编辑', en: 'editor' },
  staffRoleJudge: { zhComplex: '評審', zhSimple: '评审', en: 'judge' },
  staffRoleReleaseManager: { zhComplex: '發佈管理員', zhSimple: '发布管理员', en: 'release manager' },
} as const satisfies Record<string, Record<Language, string>>;
