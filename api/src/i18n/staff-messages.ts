import type { Language } from '@portal/contracts/languages';
import { staffResultsMessages } from './staff-results-messages.js';

// The messages of the back office's API (issue 24): staff sign-in, second factors, roles and the staff resources.
// Kept apart from messages.ts so the public site's catalogue stays as it is; merged into one table there.

export const staffMessages = {
  // Finalists, score sheets, winners and releases: a file of their own.
  ...staffResultsMessages,
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
} as const satisfies Record<string, Record<Language, string>>;
