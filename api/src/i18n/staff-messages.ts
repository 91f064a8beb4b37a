import type { Language } from '@portal/contracts/languages';

// The messages of the back office's API (issue 24): staff sign-in, second factors, roles and the staff resources.
// Kept apart from messages.ts so the public site's catalogue stays as it is; merged into one table there.

export const staffMessages = {
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
} as const satisfies Record<string, Record<Language, string>>;
