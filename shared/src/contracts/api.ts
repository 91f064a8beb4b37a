// Payload types of SPEC §7 that the front end and the API share: the API's schemas' types (@portal/contracts), one
// definition each. Pages take them from here.

export type { Envelope, Paged } from '@portal/contracts/common';

/** Layer B body codes (§8). */
export { EnvelopeCode as LAYER_B_CODE } from '@portal/contracts/messages';

export type { GroupNumber as Group } from '@portal/contracts/season';

// The account payloads (@portal/contracts/account-api).
export type {
  ChangeEmailBody,
  ChangePasswordBody,
  Credentials,
  LoginResult,
  RegisterBody,
  OutboxMessage,
  ResetPasswordBody,
  SendEmailChangeCodeBody,
  SendEmailQuery,
  SendResetCodeBody,
  SetInfoBody,
  TeamMember,
  User,
} from '@portal/contracts/account-api';

// Articles and comments (@portal/contracts/content).
export type {
  Article,
  ArticleDetailQuery,
  ArticleListQuery,
  ArticleSummary,
  Comment,
  CommentBody,
  CommentListQuery,
  CommentReportBody,
  CommentReportReason,
} from '@portal/contracts/content';

/** An article's body (issue 25): a rich-text document the pages draw with their own elements, never as HTML. */
export type { RichTextDocument } from '@portal/contracts/rich-text';

/** Upload kinds of POST /upload/image (§7): the multipart `type` field. */
export const UPLOAD_TYPE = { image: 1, video: 2, document: 3 } as const;
export type UploadType = (typeof UPLOAD_TYPE)[keyof typeof UPLOAD_TYPE];

export type { UploadResult } from '@portal/contracts/upload';

/** The remote config file behind the home page's live-stream block (§7). */
export type { LiveConfig as LiveStreamConfig } from '@portal/contracts/live-config';

// The public vote (@portal/contracts/votes).
export type { AltchaChallenge, ChallengeRequired, SmsBody, SmsSent, VoteBody, VoteCount, VoteCountQuery, VoteLogLine, VotePhase, VoteReceipt } from '@portal/contracts/votes';

// The shell's report of a remote's load (@portal/contracts/release).
export type { BeaconBody, LoadOutcome } from '@portal/contracts/release';
