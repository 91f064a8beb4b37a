import type { ArticleCategory, ContentLanguage } from './content';

// Payload types of SPEC §7 that the front end and the API share. The spec names only some fields; the rest
// are the ones each slice adds, and they grow here, in one place, as the slices land.

/** The envelope of every answer (§7). */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
  show: boolean;
}

/** Layer B body codes (§8). */
export const LAYER_B_CODE = { success: 1, failure: 0, loginFailure: -1, redirect: 2 } as const;

export type Group = 1 | 2;

// The account payloads are the API's schemas' types (@portal/contracts/account-api): one definition.
export type {
  ChangePasswordBody,
  Credentials,
  LoginResult,
  RegisterBody,
  SetInfoBody,
  TeamMember,
  User,
} from '@portal/contracts/account-api';

export interface Paged<T> {
  lists: T[];
  count: number;
  page_no: number;
  page_size: number;
}

export interface ArticleListQuery {
  page_no?: number;
  page_size?: number;
  cid?: ArticleCategory;
  /** The language the articles are written in; the caller's Accept-Language when omitted. */
  type?: ContentLanguage;
}

/** An article as lists show it. */
export interface ArticleSummary {
  id: number;
  cid: ArticleCategory;
  type: ContentLanguage;
  title: string;
  abstractField: string;
  /** Root-relative image URL, or null. */
  cover: string | null;
  /** ISO 8601 publication time. */
  createTime: string;
  /** True for sample items (news the spec does not give); the page marks them as samples. */
  sample: boolean;
}

/** An article with its body: plain-text paragraphs, rendered as text (never as HTML). */
export interface Article extends ArticleSummary {
  content: string[];
}

export interface Comment {
  id: number;
  articleId: number;
  /** Plain text as the author typed it; pages render it as text. */
  content: string;
  createTime: string;
  /** The author's team name, or a masked e-mail when the team has no name yet. */
  author: string;
}

export interface CommentBody {
  articleId: number;
  content: string;
}

/** Upload kinds of POST /upload/image (§7). */
export const UPLOAD_TYPE = { image: 1, video: 2, document: 3 } as const;
export type UploadType = (typeof UPLOAD_TYPE)[keyof typeof UPLOAD_TYPE];

export interface UploadResult {
  /** The first file's address. */
  uri: string;
  /** Every file's address, in upload order (one request may carry up to 10 files). */
  uris?: string[];
}

/** The remote config file behind the home page's live-stream block (§7). */
export interface LiveStreamConfig {
  src: string;
  show: boolean;
  title: string;
}

/** POST /api/v1.work/sendSms: a mobile number (Hong Kong by default) or an e-mail address (docs/adr/0014). */
export interface SmsBody {
  contact: string;
}

/** What sendSms answers: seconds until another code may be asked for, and where this one went. */
export interface SmsSent {
  resendAfter: number;
  channel: 'sms' | 'email';
}

/** POST /api/v1.work/verify: the code is checked and the vote cast in one step; `workId` is a finalist's id. */
export interface VoteBody {
  contact: string;
  code: string;
  workId: number;
}

/** The voter's receipt: the vote's id and its place and hash in the public hash chain. */
export interface VoteReceipt {
  voteId: number;
  seq: number;
  hash: string;
  finalistId: number;
}

export type VotePhase = 'notYetOpen' | 'open' | 'closed';

/** GET /api/v1.work/voteCount: the total and chain head always; per-film counts only once voting has closed. */
export interface VoteCount {
  season: string;
  phase: VotePhase;
  total: number;
  head: { seq: number; hash: string };
  /** ISO instant from which `films` is public (the end of the voting window). */
  countsFrom: string;
  films: { workId: number; votes: number }[] | null;
}
