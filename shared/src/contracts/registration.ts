import type { Group, TeamMember } from './api';
import type { SeasonStepState, WindowState } from './season';

// Payloads of the registration slice (SPEC §7 names only the calls; docs/adr/0007 records these).

export const TEAM_SIZE = { min: 2, max: 4 } as const;

export type RegistrationStatus = 'pending' | 'passed' | 'failed';

export interface TopicOption {
  key: string;
  title: string;
}

/** GET /registration/getGroup: one per group, texts in the request's language. */
export interface GroupInfo {
  group: Group;
  name: string;
  topics: TopicOption[];
  minMembers: number;
  maxMembers: number;
  /** Team cap (university 500), or null when the group has none. */
  cap: number | null;
  /** Teams registered so far (counted against the cap). */
  registered: number;
  registration: WindowState | null;
}

/** Why registration is or is not open for a group now. */
export type RegistrationPhase = 'open' | 'notYetOpen' | 'closed' | 'full';

/** GET /registration/isAddActive[?group=N]: one entry per group asked for. */
export interface RegistrationActivity {
  group: Group;
  active: boolean;
  phase: RegistrationPhase;
  registration: WindowState | null;
}

export interface RegistrationEvent {
  from: RegistrationStatus | null;
  to: RegistrationStatus;
  reason: string | null;
  /** 'team' when the team submitted, 'organizer' for a review decision. */
  by: 'team' | 'organizer';
  at: string;
}

/** GET /registration/getOwnActive (or null), and the answer of POST /registration/add. */
export interface Registration {
  id: number;
  group: Group;
  teamName: string;
  topic: string;
  topicTitle: string;
  members: TeamMember[];
  status: RegistrationStatus;
  /** The organizer's reason for the latest decision (shown with a failed registration). */
  reason: string | null;
  /** True for a failed registration while the group's registration window is open. */
  canModify: boolean;
  createTime: string;
  updateTime: string;
  history: RegistrationEvent[];
}

/** POST /registration/add: a new registration, or the resubmission of a failed one. */
export interface RegistrationBody {
  group: Group;
  teamName: string;
  topic: string;
  members: TeamMember[];
}

/** GET /registration/isDateBack: whether the team's registration was sent back to be modified. */
export interface DateBack {
  back: boolean;
  canModify: boolean;
  reason: string | null;
}

/** GET /competition/getExam[?group=N]: the contest of a group (the caller's when registered, else group 1). */
export interface Exam {
  group: Group;
  name: string;
  topics: TopicOption[];
  registration: WindowState | null;
  submission: WindowState | null;
  /** The step in progress now, or null between steps. */
  currentStep: string | null;
  steps: SeasonStepState[];
}
