import type { Group } from './api';
import type { RegistrationStatus } from './registration';

// Payloads of the works slice (issue 10; SPEC §7 names only the calls, docs/adr/0012 records these).
// Files travel by tus (POST/HEAD/PATCH on TUS_ENDPOINT); `userWork/add` then names the finished upload by its id.

/** Where the tus server lives, and the 2 GB limit (SPEC §5): the server's own figures (@portal/contracts). */
export { TUS_ENDPOINT, WORK_MAX_BYTES } from '@portal/contracts/works';

export type WorkFileType = 'mp4' | 'pdf' | 'ppt' | 'pptx';

/** SPEC §3 work status; "not submitted" is a step without a work. */
export type WorkStatus = 'notSubmitted' | 'submitted' | 'underReview' | 'shortlisted' | 'notShortlisted';

/** Why a team may not submit at a step now. */
export type WorkBlock = 'notRegistered' | 'registrationNotPassed' | 'notYetOpen' | 'closed' | 'notShortlisted' | 'locked';

/** One step at which the team submits a file: a `works` entry of the season file, as the team sees it now. */
export interface WorkStepInfo {
  /** The season step key (videoSubmission, preliminarySubmission, finalProposal, slides). */
  step: string;
  /** The step's title in the request's language. */
  title: string;
  accept: WorkFileType[];
  maxBytes: number;
  /** A film's longest duration in seconds; null for documents. */
  maxSeconds: number | null;
  /** Half-open [from, to) instants, by the server's clock. */
  window: { from: string; to: string };
  phase: 'notYetOpen' | 'open' | 'closed';
  /** True when the team may upload and submit (or replace) now. */
  canSubmit: boolean;
  /** Why not, when canSubmit is false. */
  blocked: WorkBlock | null;
  /** The team's work of this step, or null ("not submitted"). */
  work: Work | null;
}

/** GET /userWork/getMatchCenter: what the signed-in team must submit, for its group. */
export interface MatchCenter {
  /** Null when the account has no registration this season. */
  group: Group | null;
  registration: { id: number; status: RegistrationStatus; teamName: string; topic: string; topicTitle: string } | null;
  steps: WorkStepInfo[];
  /** The step open now for this team, if any (what the submission page offers first). */
  current: string | null;
}

export interface WorkFile {
  /** The private address (/uploads/<id>.<ext>): only the team's session can read it. */
  uri: string;
  name: string;
  size: number;
  mime: string;
  /** Films: seconds read from the file; null for documents. */
  durationSeconds: number | null;
}

export interface WorkEvent {
  from: WorkStatus | null;
  to: WorkStatus;
  /** A replaced file's name, or the organizer's note. */
  note: string | null;
  by: 'team' | 'organizer';
  at: string;
}

/** A submitted work (GET /userWork/lists items, GET /userWork/getById, POST /userWork/add's answer). */
export interface Work {
  id: number;
  step: string;
  stepTitle: string;
  title: string;
  topic: string;
  topicTitle: string;
  status: WorkStatus;
  file: WorkFile;
  submittedAt: string;
  updatedAt: string;
  history: WorkEvent[];
}

/** POST /userWork/add. */
export interface WorkBody {
  step: string;
  title: string;
  topic: string;
  /** The id of the team's finished tus upload (the last segment of its URL). */
  upload: string;
  /** The entry statement (SPEC §5): refused with 'please tick the entry statement first' unless true. */
  statementAccepted: boolean;
}
