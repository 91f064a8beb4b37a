import type { Kysely } from 'kysely';
import { recordAudit, type Actor } from '../audit/record.js';
import type { GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { computeResult, type GroupResult } from './result.js';

// `winners compute` in the command line and the back office: the ranked table for review, stored nowhere. Its audit
// entry keeps the digest that was shown, so the log tells which table was reviewed by whom before it was published.

export async function reviewResult(db: Kysely<Database>, season: Season, group: GroupNumber, lang: Language, actor: Actor): Promise<GroupResult> {
  const result = await computeResult(db, season, group, lang);
  await recordAudit(db, actor, { action: 'winners.compute', target: `group:${group}`, detail: { season: season.id, digest: result.digest } });
  return result;
}
