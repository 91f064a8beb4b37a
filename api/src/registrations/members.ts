import { emailKey, isBirthDate, studentIdKey } from '@portal/contracts/team-member';
import { isEmail } from '../accounts/email-codes.js';
import { trimMember, type TeamMember } from '../accounts/profile.js';
import { AppError } from '../lib/app-error.js';
import type { MessageKey } from '../i18n/messages.js';

// The member rules of a registration (SPEC §3, §5), checked in the order the form checks them, each with its §8
// message. Pure: the database-backed checks (image ownership, one person one team) come after.

export const MIN_MEMBERS = 2;
export const MAX_MEMBERS = 4;

export interface CleanMember extends TeamMember {
  emailKey: string;
  studentIdKey: string;
}

// The member rules the registration form applies too (@portal/contracts/team-member): one definition.
export { emailKey, studentIdKey };

/** A real calendar day, not after the server's `today` (UTC): the contracts' birth-date rule. */
function isPastDate(value: string, today: Date): boolean {
  return isBirthDate(value, today.toISOString().slice(0, 10));
}

const playerInfo = (n: number, field: MessageKey) =>
  new AppError(400, 'completeMemberField', { params: { n }, paramKeys: { field } });

/** Trims every field, then applies the rules; throws the first broken rule's AppError. */
export function cleanRegistrationMembers(members: TeamMember[], today: Date): CleanMember[] {
  if (members.length < MIN_MEMBERS) throw new AppError(400, 'minTwoMembers');
  if (members.length > MAX_MEMBERS) throw new AppError(400, 'tooManyMembers');
  const trimmed = members.map(trimMember);
  const textFields = ['name', 'birthDate', 'school', 'studentId', 'email'] as const;
  if (trimmed.some((member) => textFields.some((field) => member[field] === ''))) throw new AppError(400, 'memberIncomplete');
  if (trimmed.some((member) => member.idCardFront === '' || member.idCardBack === '')) throw new AppError(400, 'uploadStudentId');

  const cleaned = trimmed.map((member, index): CleanMember => {
    const n = index + 1;
    if (!isEmail(member.email)) throw playerInfo(n, 'fieldEmail');
    if (!isPastDate(member.birthDate, today)) throw playerInfo(n, 'fieldBirthDate');
    const idKey = studentIdKey(member.studentId);
    if (idKey === '') throw playerInfo(n, 'fieldStudentId');
    if (member.idCardFront === member.idCardBack) throw playerInfo(n, 'fieldIdCards');
    return { ...member, emailKey: emailKey(member.email), studentIdKey: idKey };
  });
  if (cleaned.filter((member) => member.position === 'captain').length !== 1) throw new AppError(400, 'oneCaptain');
  cleaned.forEach((member, index) => {
    const twin = cleaned.findIndex((other) => other.emailKey === member.emailKey || other.studentIdKey === member.studentIdKey);
    if (twin !== index) throw playerInfo(index + 1, 'fieldDuplicate');
  });
  return cleaned;
}
