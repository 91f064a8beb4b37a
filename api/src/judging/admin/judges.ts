import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JudgingRound } from '../rounds.js';

// The judges a round can use (issue 27): the members of its panels (the season file names them by e-mail), matched to
// active staff with the judge role; a round with no panels uses every active judge. A panel member with no such
// account is left out: the file may name a judge before they accepted the invitation.

type Db = Kysely<Database> | Transaction<Database>;

export interface RoundJudge {
  staffId: number;
  name: string;
  email: string;
  /** The panel's key, or null when the round has no panels. */
  panel: string | null;
  lang: string | null;
}

export async function roundJudges(db: Db, round: JudgingRound): Promise<RoundJudge[]> {
  const judges = await db
    .selectFrom('staff_members')
    .select(['id', 'name', 'email', 'lang'])
    .where('role', '=', 'judge')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  if (round.panels.length === 0) return judges.map((judge) => ({ staffId: judge.id, name: judge.name, email: judge.email, panel: null, lang: judge.lang }));
  const byEmail = new Map(judges.map((judge) => [judge.email.trim().toLowerCase(), judge]));
  const found: RoundJudge[] = [];
  for (const panel of round.panels) {
    for (const email of panel.judges) {
      const judge = byEmail.get(email);
      // A judge named on two panels judges through the first: one sheet per judge and round.
      if (judge && !found.some((other) => other.staffId === judge.id)) {
        found.push({ staffId: judge.id, name: judge.name, email: judge.email, panel: panel.key, lang: judge.lang });
      }
    }
  }
  return found;
}
