import type { Device } from '@portal/shared/contracts';

// The account pages' own addresses (SPEC §2), for links between them.
export const SIGN_UP_PATH: Record<Device, string> = { pc: '/pc/register', mobile: '/mobile/sign-up' };
/** A forgotten password (issue 26.1), from the login page. */
export const FORGOT_PASSWORD_PATH: Record<Device, string> = { pc: '/pc/forgotPassword', mobile: '/mobile/forgot-password' };
export const AFTER_LOGIN_PATH: Record<Device, string> = {
  pc: '/pc/personalCenter',
  mobile: '/mobile/personal-centered/index',
};
export const PERSONAL_DETAIL_PATH = '/mobile/personal-centered/detail';
export const EDIT_INFO_PATH = '/mobile/edit/info';
export const CONTEST_REGISTRATION_PATH: Record<Device, string> = {
  pc: '/pc/contestRegistration',
  mobile: '/mobile/registration',
};
/** The team's question thread with the organizers (issue 26 point 7). */
export const QUESTIONS_PATH: Record<Device, string> = { pc: '/pc/myQuestions', mobile: '/mobile/personal-centered/questions' };
