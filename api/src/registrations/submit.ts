import type { Kysely } from 'kysely';
import type { TeamMember } from '../accounts/profile.js';
import { cleanTeamName } from '../accounts/profile.js';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { languageTag } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import { AppError } from '../lib/app-error.js';
import type { Season } from '../season/season.js';
import { findOwnedUpload } from '../uploads/ownership.js';
import { brokenUniqueRule } from './constraint.js';
import { requireGroupTopic } from './groups.js';
import { cleanRegistrationMembers, type CleanMember } from './members.js';
import { createRegistration, findOwnRegistration, findTakenMember, resubmitRegistration, type RegistrationInput } from './store.js';

// POST /registration/add: every rule of issue 9 on the server, in the order the form checks them. Nothing is
// stored unless all pass; the database constraints settle what concurrent submissions race for.

export interface RegistrationRequest {
  group: GroupNumber;
  teamName: string;
  topic: string;
  members: TeamMember[];
}

interface Caller {
  userId: number;
  language: Language;
}

async function checkImagesOwned(db: Kysely<Database>, userId: number, members: CleanMember[]): Promise<void> {
  for (const member of members) {
    for (const uri of [member.idCardFront, member.idCardBack]) {
      if (!(await findOwnedUpload(db, userId, uri, 'image'))) throw new AppError(400, 'avatarInvalid', { detail: `image ${uri} not owned` });
    }
  }
}


function closedError(season: Season, group: GroupNumber): AppError {
  const window = season.window(group, 'registration');
  if (window && season.now() < window.from) {
    return new AppError(403, 'registrationNotYetOpen', { params: { from: season.day(window.from) } });
  }
  return new AppError(403, 'registrationClosed');
}

/** Registers the caller's team, or resubmits its failed registration; answers the registration's id. */
export async function submitRegistration(db: Kysely<Database>, season: Season, caller: Caller, body: RegistrationRequest): Promise<number> {
  if (!season.isOpen(body.group, 'registration')) throw closedError(season, body.group);
  const previous = await findOwnRegistration(db, season.id, caller.userId);
  if (previous?.status === 'pending') throw new AppError(409, 'registrationPending');
  if (previous?.status === 'passed') throw new AppError(409, 'registrationLocked');

  const teamName = cleanTeamName(body.teamName);
  if (teamName === undefined) throw new AppError(400, 'teamNameInvalid');
  await requireGroupTopic(db, body.group, body.topic);
  const members = cleanRegistrationMembers(body.members, season.now());
  await checkImagesOwned(db, caller.userId, members);
  const taken = await findTakenMember(db, season.id, members, previous?.id ?? null);
  if (taken) throw new AppError(409, 'memberTaken', { params: taken });

  const input: RegistrationInput = {
    season: season.id,
    userId: caller.userId,
    group: toContestGroup(body.group),
    teamName,
    topicKey: body.topic,
    language: languageTag(caller.language),
    members,
    cap: body.group === 2 ? season.universityCap : null,
  };
  const at = season.now().toISOString();
  try {
    if (!previous) return await createRegistration(db, input, at);
    if (!(await resubmitRegistration(db, previous, input, at))) throw new AppError(409, 'registrationPending');
    return previous.id;
  } catch (error) {
    const rule = brokenUniqueRule(error);
    if (rule === 'onePersonOneTeam') throw new AppError(409, 'memberTakenRace', { detail: 'unique member constraint' });
    if (rule === 'oneRegistrationPerAccount') throw new AppError(409, 'registrationPending', { detail: 'concurrent submit of one account' });
    throw error;
  }
}
