import { cleanTeamName } from '@portal/contracts/account';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isEmail } from './email-codes.js';

/** A team member and the user object of login and /user/info: the contract's (@portal/contracts/account-api). */
export type { TeamMember, User as PublicUser } from '@portal/contracts/account-api';
import type { TeamMember, User as PublicUser } from '@portal/contracts/account-api';

export const MAX_MEMBERS = 4;
/** The team-name rule is the form's too (@portal/contracts). */
export { cleanTeamName };

/** A root-relative path to a served image: `/media/...` (bundled) or `/uploads/...` (the upload slice). */
export function isImagePath(value: string): boolean {
  if (value.length > 300 || !/^\/(media|uploads)\/[A-Za-z0-9._\-/]+$/.test(value)) return false;
  return value.split('/').every((segment, index) => index === 0 || (segment !== '' && segment !== '.' && segment !== '..'));
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now();
}

/** Every text field of a member without surrounding spaces. */
export function trimMember(member: TeamMember): TeamMember {
  return {
    name: member.name.trim(),
    position: member.position,
    birthDate: member.birthDate.trim(),
    school: member.school.trim(),
    studentId: member.studentId.trim(),
    email: member.email.trim(),
    idCardFront: member.idCardFront.trim(),
    idCardBack: member.idCardBack.trim(),
  };
}

/**
 * Members as stored, or undefined when one is not acceptable. Team info may be saved while still
 * incomplete (registration checks completeness), but what is there must be well-formed: a name,
 * a position, and optional fields that are empty or valid.
 */
export function cleanMembers(members: TeamMember[]): TeamMember[] | undefined {
  const cleaned: TeamMember[] = [];
  for (const member of members) {
    const m = trimMember(member);
    if (m.name === '') return undefined;
    if (m.birthDate !== '' && !isIsoDate(m.birthDate)) return undefined;
    if (m.email !== '' && !isEmail(m.email)) return undefined;
    if ((m.idCardFront !== '' && !isImagePath(m.idCardFront)) || (m.idCardBack !== '' && !isImagePath(m.idCardBack))) {
      return undefined;
    }
    cleaned.push(m);
  }
  if (cleaned.filter((m) => m.position === 'captain').length > 1) return undefined;
  return cleaned;
}

interface UserRow {
  id: number;
  email: string;
  team_name: string | null;
  avatar: string | null;
  members: string | null;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    ...(row.team_name ? { teamName: row.team_name } : {}),
    ...(row.avatar ? { avatar: row.avatar } : {}),
    members: row.members ? (JSON.parse(row.members) as TeamMember[]) : [],
  };
}

const userColumns = ['id', 'email', 'team_name', 'avatar', 'members'] as const;

export async function findPublicUser(db: Kysely<Database>, id: number): Promise<PublicUser | undefined> {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row && toPublicUser(row);
}

export interface ProfileChange {
  teamName: string;
  avatar?: string | null;
  members?: TeamMember[];
}

/** Saves team info; fields left undefined keep their stored value. */
export async function updateProfile(db: Kysely<Database>, id: number, change: ProfileChange): Promise<void> {
  await db
    .updateTable('users')
    .set({
      team_name: change.teamName,
      ...(change.avatar !== undefined ? { avatar: change.avatar } : {}),
      ...(change.members !== undefined ? { members: JSON.stringify(change.members) } : {}),
    })
    .where('id', '=', id)
    .execute();
}
