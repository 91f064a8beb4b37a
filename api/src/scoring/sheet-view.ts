import type { Kysely } from 'kysely';
import type { ScoreSheetView } from '@portal/contracts/admin-results';
import { toContestGroup, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { CRITERIA } from './formula.js';
import { groupFinalists } from './store.js';

// The imported score sheet of a group as the back office shows it before compute: each judge's scores, what is
// missing (a finalist added after the import), and whether compute can run. Complete means exactly what compute
// asks (compute.ts): at least one judge, and every judge scored every finalist on every criterion.

export async function scoreSheetView(db: Kysely<Database>, season: Season, group: GroupNumber, lang: Language): Promise<ScoreSheetView> {
  const finalists = await groupFinalists(db, group, lang);
  const rows = await db
    .selectFrom('jury_scores')
    .select(['judge', 'finalist_id', 'criterion', 'score_centi', 'imported_at', 'imported_by'])
    .where('season', '=', season.id)
    .where('contest_group', '=', toContestGroup(group))
    .orderBy('judge')
    .orderBy('finalist_id')
    .orderBy('criterion')
    .execute();
  const criteria = CRITERIA[group];
  const finalistIds = new Set(finalists.map((finalist) => finalist.id));
  const criterionKeys = new Set(criteria.map((criterion) => criterion.key));
  const judges = [...new Set(rows.map((row) => row.judge))].map((judge) => {
    const own = rows.filter((row) => row.judge === judge);
    const scored = new Set(own.filter((row) => finalistIds.has(row.finalist_id) && criterionKeys.has(row.criterion)).map((row) => `${row.finalist_id}\u0000${row.criterion}`));
    // Imported together: one sheet's rows share their time and importer; the latest is shown.
    const latest = own.reduce((a, b) => (b.imported_at > a.imported_at ? b : a));
    return {
      judge,
      scores: own.length,
      missing: finalistIds.size * criteria.length - scored.size,
      importedAt: latest.imported_at,
      importedBy: latest.imported_by,
    };
  });
  return {
    season: season.id,
    group,
    criteria: criteria.map((criterion) => ({ key: criterion.key, max: criterion.max, part: criterion.part ?? null })),
    finalists: finalists.map((finalist) => ({ id: finalist.id, position: finalist.position, teamName: finalist.teamName })),
    judges,
    cells: rows.map((row) => ({ judge: row.judge, finalistId: row.finalist_id, criterion: row.criterion, score: row.score_centi / 100 })),
    complete: finalists.length > 0 && judges.length > 0 && judges.every((judge) => judge.missing === 0),
  };
}
