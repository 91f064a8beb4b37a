import type { Pages, PageTexts } from './declare.js';

// mf-account's pages (SPEC §2), each declared once, by its desktop route.
export const accountPages = {
  logIn: { mobile: ['login'], footerless: ['login'] },
  register: { mobile: ['sign-up'], footerless: ['sign-up'] },
  // Issue 26.1: a forgotten password, reset with an e-mail code ("Forgot password?" on the login page).
  forgotPassword: { mobile: ['forgot-password'], footerless: ['forgot-password'] },
  personalCenter: { mobile: ['personal-centered/index', 'personal-centered/detail', 'edit/info'], login: true, footerless: ['edit/info'] },
  // The team's private thread with the organizers (issue 26 point 7).
  myQuestions: { mobile: ['personal-centered/questions'], login: true },
} as const satisfies Pages;

/** Their titles and descriptions (search results, link previews, the tab's title), in Traditional, Simplified, English. */
export const accountTexts = {
  logIn: [
    ['登入', '登入參賽帳戶，報名及提交作品。'],
    ['登录', '登录参赛账户，报名及提交作品。'],
    ['Log in', 'Log in to register a team and submit works.'],
  ],
  register: [
    ['註冊', '以電郵驗證碼註冊參賽帳戶。'],
    ['注册', '以电邮验证码注册参赛账户。'],
    ['Sign up', 'Create an account with an e-mail code to take part.'],
  ],
  forgotPassword: [
    ['忘記密碼', '以電郵驗證碼重設參賽帳戶的密碼。'],
    ['忘记密码', '以电邮验证码重设参赛账户的密码。'],
    ['Forgot password', 'Reset the password of your account with an e-mail code.'],
  ],
  personalCenter: [
    ['個人中心', '個人中心。'],
    ['个人中心', '个人中心。'],
    ['Personal center', 'Personal center.'],
  ],
  myQuestions: [
    ['向主辦單位提問', '與主辦單位的私人對話：提問、附上檔案、查看回覆。'],
    ['向主办单位提问', '与主办单位的私人对话：提问、附上文件、查看回复。'],
    ['Ask the organizers', 'Your private conversation with the organizers: questions, files and answers.'],
  ],
} as const satisfies PageTexts<typeof accountPages>;
