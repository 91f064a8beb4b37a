import type { Translations } from '@portal/shared/i18n';

export const ACCOUNT_NAMESPACE = 'mf-account';

export const accountTranslations: Translations = {
  zhComplex: {
    'login.title': '登入',
    'login.email': '電郵地址',
    'login.password': '密碼',
    'login.submit': '登入',
    'login.signUp': '未有帳戶？立即註冊',
    'login.missingCredentials': '請輸入帳號和密碼',
  },
  zhSimple: {
    'login.title': '登录',
    'login.email': '电子邮箱',
    'login.password': '密码',
    'login.submit': '登录',
    'login.signUp': '还没有账户？立即注册',
    'login.missingCredentials': '请输入账号和密码',
  },
  en: {
    'login.title': 'Log in',
    'login.email': 'E-mail',
    'login.password': 'Password',
    'login.submit': 'Log in',
    'login.signUp': 'No account yet? Sign up',
    'login.missingCredentials': 'Please enter account and password',
  },
};
