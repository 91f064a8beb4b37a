// The account rules a form checks are the server's own (@portal/contracts): one definition.
export {
  EMAIL_CODE,
  PASSWORD_RULE,
  TEAM_NAME,
  cleanTeamName,
  isAcceptablePassword,
  isEmail,
  isSixDigits,
  isTeamName,
  passwordLength,
} from '@portal/contracts/account';

export type { SendEmailCodeResult } from '@portal/contracts/account-api';
