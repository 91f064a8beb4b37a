import type { Kysely } from 'kysely';
import type { AdminRound, AdminRoundList } from '@portal/contracts/admin-judging-rounds';
import { toContestGroup } from '../../content/groups.js';
import type { Database } from '../../db/schema.js';
import { storedText } from '../../i18n/edges.js';
import type { Language } from '../../i18n/messages.js';
import type { Season } from '../../season/season.js';
import { judgingRounds, roundPhase } from '../rounds.js';
import { roundJudges } from './judges.js';

// The season file's rounds as the organizer's list shows them, each with its judges and how far it got.

export async function listRounds(db: Kysely<Database>, season: Season, lang: Language): Promise<AdminRoundList> {
  const rounds: AdminRound[] = [];
  for (const round of judgingRounds(season)) {
    const group = toContestGroup(round.group);
    const ofRound = db.selectFrom('judging_entries').select('id').where('season', '=', season.id).where('contest_group', '=', group).where('round', '=', round.key);
    const count = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);
    const entries = await count(ofRound.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
    const assignments = await count(db.selectFrom('judging_assignments').select((eb) => eb.fn.countAll().as('n')).where('entry_id', 'in', ofRound).executeTakeFirstOrThrow());
    const submittedSheets = await count(
      db
        .selectFrom('judging_sheets')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('season', '=', season.id)
        .where('contest_group', '=', group)
        .where('round', '=', round.key)
        .where('status', '=', 'submitted')
        .executeTakeFirstOrThrow(),
    );
    const shortlist = await db
      .selectFrom('judging_shortlists')
      .select('applied_at')
      .where('season', '=', season.id)
      .where('contest_group', '=', group)
      .where('round', '=', round.key)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const judges = await roundJudges(db, round);
    rounds.push({
      group: round.group,
      key: round.key,
      kind: round.kind,
      title: storedText(round.title, lang),
      from: round.from,
      to: round.to,
      phase: roundPhase(season, round),
      blind: round.blind,
      shortlist: round.shortlist,
      minScores: round.minScores,
      rubric: round.rubric.map((item) => ({ ...item, title: storedText(item.title, lang) })),
      panels: round.panels,
      judges: judges.map((judge) => ({ staffId: judge.staffId, name: judge.name, email: judge.email, panel: judge.panel })),
      entries,
      assignments,
      submittedSheets,
      shortlistedAt: shortlist?.applied_at ?? null,
    });
  }
  return { rounds };
}
