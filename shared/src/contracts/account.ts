// The account rules a form checks are the server's own (@portal/contracts): one definition.
export {
  EMAIL_CODE,
  PASSWORD_RULE,
  TEAM_NAME,
  cleanTeamName,
  emailKey,
  isAcceptablePassword,
  isBirthDate,
  isEmail,
  isSixDigits,
  isTeamName,
  passwordLength,
  studentIdKey,
} from '@portal/contracts/account';

export type { SendEmailCodeResult } from '@portal/contracts/account-api';
