import type { Kysely } from 'kysely';
import { listTopics } from '../content/display.js';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { Language } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import type { Season } from '../season/season.js';
import { windowState } from '../season/state.js';
import { MAX_MEMBERS, MIN_MEMBERS } from './members.js';
import { takenPlaces } from './store.js';

// What a team needs to know before registering: per group, its topics, team size, cap and window.

export const GROUPS: GroupNumber[] = [1, 2];

export function groupName(group: GroupNumber, lang: Language): string {
  return translate(group === 1 ? 'groupSecondary' : 'groupUniversity', lang);
}

export function groupCap(season: Season, group: GroupNumber): number | null {
  return group === 2 ? season.universityCap : null;
}

export async function groupTopics(db: Kysely<Database>, group: GroupNumber, lang: Language) {
  return (await listTopics(db, lang, group)).map((topic) => ({ key: topic.key, title: topic.title }));
}

/** Refuses ('topicInvalid') a topic key that is not one of the group's (SPEC §3): registration and works. */
export async function requireGroupTopic(db: Kysely<Database>, group: GroupNumber, topic: string): Promise<void> {
  const row = await db
    .selectFrom('topics')
    .select('topic_key')
    .where('contest_group', '=', toContestGroup(group))
    .where('topic_key', '=', topic)
    .executeTakeFirst();
  if (!row) throw new AppError(400, 'topicInvalid');
}

export async function groupInfo(db: Kysely<Database>, season: Season, group: GroupNumber, lang: Language) {
  return {
    group,
    name: groupName(group, lang),
    topics: await groupTopics(db, group, lang),
    minMembers: MIN_MEMBERS,
    maxMembers: MAX_MEMBERS,
    cap: groupCap(season, group),
    registered: await takenPlaces(db, season.id, toContestGroup(group)),
    registration: windowState(season, group, 'registration', season.now()),
  };
}

/** Whether a new team may register in the group now, and why not. */
export async function registrationActivity(db: Kysely<Database>, season: Season, group: GroupNumber) {
  const at = season.now();
  const phase = season.phase(group, 'registration', at);
  const cap = groupCap(season, group);
  const full = phase === 'open' && cap !== null && (await takenPlaces(db, season.id, toContestGroup(group))) >= cap;
  return {
    group,
    active: phase === 'open' && !full,
    phase: full ? ('full' as const) : phase,
    registration: windowState(season, group, 'registration', at),
  };
}
