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

export interface SendEmailCodeResult {
  /** Seconds until another code may be requested for this address. */
  resendAfter: number;
}
