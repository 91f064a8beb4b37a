import { cleanTeamName, TEAM_SIZE } from '@portal/shared/contracts';
import type { Group, Registration, RegistrationBody, TeamMember } from '@portal/shared/contracts';

// What the team is typing, kept by the page (so a reload of its data, e.g. on a language switch, loses nothing).

export type MemberField = keyof TeamMember;
export type ImageField = 'idCardFront' | 'idCardBack';
export const IMAGE_FIELDS: readonly ImageField[] = ['idCardFront', 'idCardBack'];

export interface MemberDraft extends TeamMember {
  /** The row's identity (React key, field ids); never sent. */
  key: number;
  /** The row's images whose upload is under way. */
  uploading: ImageField[];
}

export interface Draft {
  teamName: string;
  topic: string;
  members: MemberDraft[];
  nextKey: number;
}

export type DraftAction =
  | { type: 'teamName'; value: string }
  | { type: 'topic'; value: string }
  | { type: 'member'; key: number; patch: Partial<TeamMember> }
  | { type: 'uploading'; key: number; field: ImageField; busy: boolean }
  | { type: 'add' }
  | { type: 'remove'; key: number }
  | { type: 'reset'; draft: Draft };

function member(key: number, fields: Partial<TeamMember> = {}): MemberDraft {
  const empty = { name: '', birthDate: '', school: '', studentId: '', email: '', idCardFront: '', idCardBack: '' };
  return { ...empty, position: 'member', ...fields, key, uploading: [] };
}

/** A new registration: the smallest team, its first member the captain. */
export function newDraft(teamName = ''): Draft {
  const members = Array.from({ length: TEAM_SIZE.min }, (_, key) => member(key, key === 0 ? { position: 'captain' } : {}));
  return { teamName, topic: '', members, nextKey: members.length };
}

/** A failed registration, opened to be modified. */
export function draftOf(registration: Registration): Draft {
  const members = registration.members.map((fields, key) => member(key, fields));
  return { teamName: registration.teamName, topic: registration.topic, members, nextKey: members.length };
}

function withMember(draft: Draft, key: number, change: (row: MemberDraft) => MemberDraft): Draft {
  return { ...draft, members: draft.members.map((row) => (row.key === key ? change(row) : row)) };
}

/** The rows stay within TEAM_SIZE here too; the form warns before asking for more or fewer. */
export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'teamName':
      return { ...draft, teamName: action.value };
    case 'topic':
      return { ...draft, topic: action.value };
    case 'member':
      return withMember(draft, action.key, (row) => ({ ...row, ...action.patch }));
    case 'uploading':
      return withMember(draft, action.key, (row) => ({
        ...row,
        uploading: action.busy ? [...row.uploading, action.field] : row.uploading.filter((field) => field !== action.field),
      }));
    case 'add':
      if (draft.members.length >= TEAM_SIZE.max) return draft;
      return { ...draft, members: [...draft.members, member(draft.nextKey)], nextKey: draft.nextKey + 1 };
    case 'remove':
      if (draft.members.length <= TEAM_SIZE.min) return draft;
      return { ...draft, members: draft.members.filter((row) => row.key !== action.key) };
    case 'reset':
      return action.draft;
  }
}

/** What POST /registration/add receives: trimmed, the team name as the server stores it, no row keys. */
export function bodyOf(group: Group, draft: Draft): RegistrationBody {
  const members = draft.members.map(({ key: _key, uploading: _uploading, ...fields }) => ({
    ...fields,
    name: fields.name.trim(),
    birthDate: fields.birthDate.trim(),
    school: fields.school.trim(),
    studentId: fields.studentId.trim(),
    email: fields.email.trim(),
  }));
  return { group, teamName: cleanTeamName(draft.teamName) ?? draft.teamName.trim(), topic: draft.topic, members };
}
