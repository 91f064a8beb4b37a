import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ComputedResult, PublishedWinners } from '@portal/contracts/admin-results';
import type { App } from '../../../src/app.js';
import { CRITERIA } from '../../../src/scoring/formula.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { withTestApp } from '../../helper.js';
import { staffCall } from '../../staff/results-helpers.js';
import { addEntry, addJudge, addSheet, assign } from './fixtures.js';

// The published results read the finals round's submitted sheets directly (formula 2026.1), beside a jury on paper
// (CSV-imported scores keep their judge's name). University finals (judgingDay, minimum 3 scores): three browser
// judges give the finalist at position p 25 − p on each proposal criterion and 5 on each presentation criterion
// (total 100 − 3p); the paper judge scores position 1 only, full marks. Position 1 = (3 × 97 + 100)/4 = 97.75,
// position 2 = 94.00.

const AFTER = new Date('2024-04-20T10:00:00+08:00');

let app: App;
let organizer: TestStaffSession;
let finalists: { id: number; position: number }[] = [];

withTestApp(
  (started) => {
    app = started;
  },
  { seeded: true, config: { portalNow: AFTER } },
);

beforeAll(async () => {
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  finalists = await app.db.selectFrom('finalists').select(['id', 'position']).where('contest_group', '=', 'university').orderBy('position').execute();
  const entries: number[] = [];
  for (const finalist of finalists) entries.push(await addEntry(app.db, 2, 'judgingDay', finalist.position, { finalistId: finalist.id }));
  for (let j = 0; j < 3; j += 1) {
    const judge = await addJudge(app.db);
    await assign(app.db, entries, judge);
    const cells = finalists.flatMap((finalist, i) =>
      CRITERIA[2].map((criterion): [number, string, number] => [entries[i]!, criterion.key, (criterion.part === 'proposal' ? 25 - finalist.position : 5) * 100]),
    );
    await addSheet(app.db, 2, 'judgingDay', judge, 'submitted', cells);
  }
  const at = new Date().toISOString();
  await app.db
    .insertInto('jury_scores')
    .values(CRITERIA[2].map((criterion) => ({ season: '2023-2024', contest_group: 'university' as const, judge: 'Paper', finalist_id: finalists[0]!.id, criterion: criterion.key, score_centi: criterion.max * 100, imported_at: at, imported_by: 'test' })))
    .execute();
});

describe('the published table under formula 2026.1', () => {
  it('computes from the sheets and the paper judge, with the normalized column and the sheets', async () => {
    const res = await staffCall<ComputedResult>(app, organizer.headers, 'POST', '/api/admin/scores/compute', { group: 2 });
    expect(res.status).toBe(200);
    const result = res.body.data;
    expect(result.formulaVersion).toBe('2026.1');
    expect(result.rows[0]).toMatchObject({ finalistId: finalists[0]!.id, jury: 97.75, proposal: 72.75, presentation: 25, award: 'champion' });
    expect(result.rows[1]).toMatchObject({ finalistId: finalists[1]!.id, jury: 94, proposal: 69, presentation: 25 });
    expect(result.rows.every((row) => typeof row.normalized === 'number')).toBe(true);
    // The paper judge scored one finalist only: z 0 (no spread), so position 1's mean z is ¾ × 1.567 = 1.175, under
    // position 2's 1.219 — the normalized ranking would swap champion and second, and says so.
    expect(result.normalizedChanges).toEqual([finalists[0]!.id, finalists[1]!.id]);
    expect(result.rows[0]!.normalized).toBeLessThan(result.rows[1]!.normalized ?? 0);
    expect(result.sheets).toHaveLength(3);
    expect(result.sheets?.every((sheet) => sheet.judge.startsWith('staff:') && /^[0-9a-f]{64}$/.test(sheet.hash))).toBe(true);

    const published = await staffCall<PublishedWinners>(app, organizer.headers, 'POST', '/api/admin/winners/publish', { group: 2, digest: result.digest });
    expect(published.status).toBe(200);
    const row = await app.db.selectFrom('result_publications').select(['formula_version', 'sheet_hashes', 'digest']).where('id', '=', published.body.data.id).executeTakeFirstOrThrow();
    expect(row.formula_version).toBe('2026.1');
    expect(JSON.parse(row.sheet_hashes ?? '[]')).toEqual(result.sheets?.map((sheet) => [sheet.judge, sheet.hash]));
  });

  it('refuses a finalist with fewer scores than the round asks', async () => {
    await app.db.updateTable('judging_sheets').set({ status: 'draft' }).where('round', '=', 'judgingDay').where('staff_id', '=', (await app.db.selectFrom('judging_sheets').select('staff_id').where('round', '=', 'judgingDay').orderBy('staff_id').executeTakeFirstOrThrow()).staff_id).execute();
    const res = await staffCall<ComputedResult>(app, organizer.headers, 'POST', '/api/admin/scores/compute', { group: 2 });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(`Fewer than 3 scores for entries ${finalists.slice(1).map((finalist) => finalist.id).join(', ')}`);
  });
});
