import { isEmail, isTeamName, TEAM_SIZE, type TopicOption } from '@portal/shared/contracts';
import { emailKey, isBirthDate, studentIdKey } from '@portal/shared/form';
import { IMAGE_FIELDS, type Draft, type MemberDraft, type MemberField } from './draft';

// Every check of SPEC §5 the form can make before any request, in the order the team sees them: the order and
// the rules of the API's own checks (api/src/registrations/members.ts, docs/adr/0007), so the form refuses exactly
// what the server would.

/** Where a problem is: the field to mark and focus. */
export type Target = { kind: 'teamName' } | { kind: 'topic' } | { kind: 'members' } | { kind: 'member'; key: number; field: MemberField };

export type Problem =
  | { code: 'teamName' | 'topic' | 'minMembers' | 'maxMembers' | 'captain'; target: Target }
  | { code: 'emptyField' | 'missingImage' | 'email' | 'birthDate' | 'studentId' | 'idCards' | 'uploading'; target: Target; member: number }
  | { code: 'duplicate'; target: Target; member: number; other: number };

/** Fields a member must fill in by typing (the position always has a value). */
export const TYPED_FIELDS = ['name', 'birthDate', 'school', 'studentId', 'email'] as const satisfies readonly MemberField[];

interface Context {
  topics: readonly TopicOption[];
  /** The browser's date (yyyy-mm-dd), for birth dates only. */
  today: string;
}

type Found = Problem | null;

/** The form's path of a target (react-hook-form's: `members.<row index>.<field>`), from the draft's row keys. */
export function pathOf(draft: Draft, target: Target): string {
  if (target.kind !== 'member') return target.kind;
  return `members.${draft.members.findIndex((row) => row.key === target.key)}.${target.field}`;
}

/** The target at a form path (the inverse of pathOf). */
export function targetOf(draft: Draft, path: string): Target {
  const [head, index, field] = path.split('.');
  const row = draft.members[Number(index)];
  if (head === 'members' && row && field) return { kind: 'member', key: row.key, field: field as MemberField };
  return { kind: head === 'topic' ? 'topic' : head === 'members' ? 'members' : 'teamName' };
}

/** The first problem of the draft, or null when it may be sent. */
export function checkDraft(draft: Draft, { topics, today }: Context): Found {
  if (!isTeamName(draft.teamName)) return { code: 'teamName', target: { kind: 'teamName' } };
  if (!topics.some((topic) => topic.key === draft.topic)) return { code: 'topic', target: { kind: 'topic' } };
  if (draft.members.length < TEAM_SIZE.min) return { code: 'minMembers', target: { kind: 'members' } };
  if (draft.members.length > TEAM_SIZE.max) return { code: 'maxMembers', target: { kind: 'members' } };
  return memberProblem(draft.members, today);
}

function memberProblem(members: readonly MemberDraft[], today: string): Found {
  const at = (row: MemberDraft, field: MemberField): Target => ({ kind: 'member', key: row.key, field });
  const each = (find: (row: MemberDraft, index: number) => Found): Found =>
    members.reduce<Found>((found, row, index) => found ?? find(row, index), null);

  return (
    each((row, index) => {
      const field = TYPED_FIELDS.find((name) => !row[name].trim());
      return field ? { code: 'emptyField', target: at(row, field), member: index + 1 } : null;
    }) ??
    each((row, index) => {
      const field = IMAGE_FIELDS.find((name) => !row[name] && !row.uploading.includes(name));
      return field ? { code: 'missingImage', target: at(row, field), member: index + 1 } : null;
    }) ??
    each((row, index) => formatProblem(row, index + 1, today)) ??
    captainProblem(members) ??
    duplicateProblem(members) ??
    each((row, index) => {
      const field = row.uploading[0];
      return field ? { code: 'uploading', target: at(row, field), member: index + 1 } : null;
    })
  );
}

/** One member's formats, as the server checks them: e-mail, birth date, a student ID with content, two card images. */
function formatProblem(row: MemberDraft, member: number, today: string): Found {
  const at = (field: MemberField): Target => ({ kind: 'member', key: row.key, field });
  if (!isEmail(row.email.trim())) return { code: 'email', target: at('email'), member };
  if (!isBirthDate(row.birthDate.trim(), today)) return { code: 'birthDate', target: at('birthDate'), member };
  if (!studentIdKey(row.studentId)) return { code: 'studentId', target: at('studentId'), member };
  // Both sides of the card one image: the server refuses it (fieldIdCards) once both are uploaded.
  if (row.idCardFront && row.idCardFront === row.idCardBack) return { code: 'idCards', target: at('idCardBack'), member };
  return null;
}

function captainProblem(members: readonly MemberDraft[]): Found {
  const captains = members.filter((row) => row.position === 'captain');
  if (captains.length === 1) return null;
  // Point at the second captain when there are two, else at the first member's position.
  const row = captains[1] ?? members[0];
  return row ? { code: 'captain', target: { kind: 'member', key: row.key, field: 'position' } } : null;
}

/** The same person twice: the same e-mail (without case or spaces) or the same student ID (see studentIdKey). */
function duplicateProblem(members: readonly MemberDraft[]): Found {
  const identities: [MemberField, (row: MemberDraft) => string][] = [
    ['email', (row) => emailKey(row.email)],
    ['studentId', (row) => studentIdKey(row.studentId)],
  ];
  for (const [index, row] of members.entries()) {
    for (const [field, identity] of identities) {
      const other = members.findIndex((candidate) => identity(candidate) === identity(row));
      if (other < index) {
        return { code: 'duplicate', target: { kind: 'member', key: row.key, field }, member: index + 1, other: other + 1 };
      }
    }
  }
  return null;
}
