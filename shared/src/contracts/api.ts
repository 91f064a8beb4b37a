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

export interface TeamMember {
  name: string;
  position: 'captain' | 'member';
  birthDate: string;
  school: string;
  studentId: string;
  email: string;
  idCardFront: string;
  idCardBack: string;
}

export interface User {
  id?: number;
  email?: string;
  teamName?: string;
  avatar?: string;
  members?: TeamMember[];
}

export interface LoginResult {
  token: string;
  user: User;
}

export interface Credentials {
  account: string;
  password: string;
}

export interface RegisterBody {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordBody {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export interface SetInfoBody {
  teamName: string;
  avatar?: string;
  members?: TeamMember[];
}

export interface Paged<T> {
  lists: T[];
  count: number;
  page_no: number;
  page_size: number;
}

export interface ArticleListQuery {
  page_no?: number;
  page_size?: number;
  cid?: number;
  /** The language the articles are written in. */
  type?: string;
}

export interface Article {
  id: number;
  title: string;
  abstractField: string;
  cid: number;
  type: string;
  image?: string;
  content?: string;
  createTime?: string;
}

export interface Comment {
  id: number;
  articleId: number;
  content: string;
  createTime: string;
  teamName?: string;
}

export interface CommentBody {
  articleId: number;
  content: string;
}

export type RegistrationStatus = 'pending' | 'passed' | 'failed';
export type WorkStatus = 'notSubmitted' | 'submitted' | 'underReview' | 'shortlisted' | 'notShortlisted';

export interface Registration {
  id: number;
  group: Group;
  teamName: string;
  members: TeamMember[];
  status: RegistrationStatus;
}

export interface RegistrationBody {
  group: Group;
  teamName: string;
  topic: string;
  members: TeamMember[];
}

export interface Work {
  id: number;
  title: string;
  topic: string;
  file: string;
  status: WorkStatus;
}

export interface WorkBody {
  title: string;
  topic: string;
  file: string;
  statementAccepted: boolean;
}

/** Upload kinds of POST /upload/image (§7). */
export const UPLOAD_TYPE = { image: 1, video: 2, document: 3 } as const;
export type UploadType = (typeof UPLOAD_TYPE)[keyof typeof UPLOAD_TYPE];

export interface UploadResult {
  uri: string;
}

/** The remote config file behind the home page's live-stream block (§7). */
export interface LiveStreamConfig {
  src: string;
  show: boolean;
  title: string;
}

export interface SmsBody {
  contact: string;
}

export interface VoteBody {
  contact: string;
  code: string;
  workId: number;
}

export interface VoteCount {
  workId: number;
  count: number;
}
