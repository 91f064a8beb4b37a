import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminFinalist, AdminFinalistList } from '@portal/contracts/admin-results';
import type { App } from '../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../src/testing/staff.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { AT } from '../works/user-work/work-helpers.js';
import { auditSeq, auditSince, staffCall } from '../staff/results-helpers.js';
import { adminRunner } from '../cli/admin-runner.js';

// Removing a finalist (issue 24), and `pnpm admin finalists create | edit | remove`: the seeds fill both groups to
// their count, so a fresh install makes room by removing a sample. A finalist that a vote, a jury score or a published
// result refers to stays, whoever asks; every refusal changes nothing, every change is in the audit log.

let app: App;
let testDb: TestDatabase;
let organizer: TestStaffSession;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

beforeAll(async () => {
  organizer = await createStaffSession(app.db, { role: 'organizer' });
});

const call = <T = AdminFinalist>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, lang?: string) =>
  staffCall<T>(app, organizer.headers, method, url, body, lang);
const admin = adminRunner(() => testDb, AT.bothOpen);

const texts = (team: string) => ({
  teamName: { zhComplex: `${team}隊`, zhSimple: '', en: team },
  school: { zhComplex: `${team}學校`, zhSimple: '', en: `${team} School` },
  workTitle: { zhComplex: `${team}作品`, zhSimple: '', en: `${team} Film` },
});

/** Everything a refused removal must leave as it was: the finalists, what refers to them, the audit log. */
async function snapshot() {
  return {
    finalists: await app.db.selectFrom('finalists').selectAll().orderBy('id').execute(),
    votes: await app.db.selectFrom('votes').select(['id', 'finalist_id']).orderBy('id').execute(),
    scores: await app.db.selectFrom('jury_scores').select(['id', 'finalist_id']).orderBy('id').execute(),
    results: await app.db.selectFrom('score_results').select(['publication_id', 'finalist_id']).orderBy('publication_id').orderBy('finalist_id').execute(),
    audit: await auditSeq(app.db),
  };
}

async function groupIds(group: 'secondary' | 'university') {
  return (await app.db.selectFrom('finalists').select('id').where('contest_group', '=', group).orderBy('position').execute()).map((row) => row.id);
}

const at = (ids: number[], index: number) => ids[index] ?? 0;

// What may refer to a finalist, written as the features would leave it (votes, an import, a publication).
async function addVote(finalistId: number, seq: number) {
  await app.db
    .insertInto('votes')
    .values({ season: app.season.id, finalist_id: finalistId, contact_hash: `c${seq}`.padEnd(64, '0'), created_at: '2024-02-10T02:00:00.000Z', seq, prev_hash: '0'.repeat(64), hash: `${seq}`.padStart(64, '0') })
    .execute();
}

async function addScore(finalistId: number) {
  await app.db
    .insertInto('jury_scores')
    .values({ season: app.season.id, contest_group: 'university', judge: 'J1', finalist_id: finalistId, criterion: 'proposal', score_centi: 7000, imported_at: '2024-03-10T02:00:00.000Z', imported_by: 'ada' })
    .execute();
}

async function addPublishedResult(finalistId: number) {
  const publication = await app.db
    .insertInto('result_publications')
    .values({ season: app.season.id, contest_group: 'university', published_by: 'ada', published_at: '2024-03-20T02:00:00.000Z', formula_version: '2024.1', digest: 'a'.repeat(64), results_on: '2024-03-25', most_active_school: null, most_active_films: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('score_results')
    .values({ publication_id: publication.id, finalist_id: finalistId, rank: 1, jury_centi: 9000, vote_centi: null, votes: null, proposal_centi: 6800, presentation_centi: 2200, final_centi: 9000, award: 'champion' })
    .execute();
}

describe('removing a finalist', () => {
  it.each([
    ['a public vote', 'secondary', 0, (id: number) => addVote(id, 1), 'This finalist has 1 public vote(s): not removed', '此入圍者已有 1 張公眾投票，不能刪除'],
    ['a jury score', 'university', 1, addScore, 'This finalist has 1 jury score(s): not removed', '此入圍者已有 1 項評審評分，不能刪除'],
    ['a published result (and its winner record)', 'university', 2, addPublishedResult, 'This finalist is in 1 published result(s): not removed', '此入圍者已列入 1 項已公布的結果，不能刪除'],
  ] as const)('refuses one that %s refers to, in the caller\'s language, changing nothing', async (_, group, index, refer, en, zh) => {
    const id = at(await groupIds(group), index);
    await refer(id);
    const before = await snapshot();
    expect(await call('DELETE', `/api/admin/finalists/${id}`)).toMatchObject({ status: 409, body: { code: 0, data: null, msg: en, show: true } });
    expect((await call('DELETE', `/api/admin/finalists/${id}`, undefined, 'zh-hk')).body.msg).toBe(zh);
    expect(await snapshot()).toEqual(before);
    // The command line refuses the same, in its words.
    const cli = await admin('finalists', 'remove', String(id));
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`finalist ${id} is referred to by`);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a bad or unknown id in the envelope, changing nothing', async () => {
    const before = await snapshot();
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect(await call('DELETE', `/api/admin/finalists/${bad}`)).toMatchObject({ status: 400, body: { code: 0, data: null, show: true } });
    }
    expect(await call('DELETE', '/api/admin/finalists/999999')).toMatchObject({ status: 404, body: { code: 0, data: null, msg: 'No such finalist' } });
    expect(await call('DELETE', '/api/admin/finalists/999999', undefined, 'zh-cn')).toMatchObject({ status: 404, body: { msg: '找不到此入围者' } });
    expect((await admin('finalists', 'remove', '999999')).stderr).toContain('no finalist 999999');
    expect((await admin('finalists', 'remove', 'abc')).code).not.toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('asks an organizer whose second factor is old to verify again, and lets no other role remove', async () => {
    const id = at(await groupIds('secondary'), 14);
    const before = await snapshot();
    const stale = await createStaffSession(app.db, { role: 'organizer', fresh: false });
    expect(await staffCall(app, stale.headers, 'DELETE', `/api/admin/finalists/${id}`)).toMatchObject({ status: 403, body: { code: 0, data: { stepUp: true } } });
    const reviewer = await createStaffSession(app.db, { role: 'reviewer' });
    expect(await staffCall(app, reviewer.headers, 'DELETE', `/api/admin/finalists/${id}`)).toMatchObject({ status: 403, body: { code: 0, data: null } });
    expect(await snapshot()).toEqual(before);
  });

  it('removes a free sample, forgets the first views that showed it, and then a new finalist takes its place', async () => {
    const ids = await groupIds('secondary');
    const id = at(ids, 14);
    const captures = join(testDb.dir, 'prerender', 'zhComplex');
    await mkdir(captures, { recursive: true });
    await writeFile(join(captures, 'finalists.json'), JSON.stringify({ path: '/pc/finalists', sources: ['/api/display/finalists'] }));
    await writeFile(join(captures, 'news.json'), JSON.stringify({ path: '/pc/latestNews', sources: ['/api/article/lists'] }));
    // On a seeded install the group is full: creating is refused until a place is free.
    expect(await call('POST', '/api/admin/finalists', { group: 1, position: 15, ...texts('Oasis') })).toMatchObject({ status: 409, body: { msg: 'Group 1 already has its 15 finalists' } });

    const seq = await auditSeq(app.db);
    const removed = await call<AdminFinalistList>('DELETE', `/api/admin/finalists/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.groups).toEqual([{ group: 1, count: 14, max: 15 }, { group: 2, count: 10, max: 10 }]);
    expect(removed.body.data.finalists.map((finalist) => finalist.id)).not.toContain(id);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.remove', target: `finalist:${id}`, actor: { kind: 'staff', id: organizer.member.id }, detail: { group: 1, position: 15, sample: true } },
    ]);
    expect(await readdir(captures)).toEqual(['news.json']);
    const shown = await app.inject({ url: '/api/display/finalists?group=1' });
    expect(shown.json<{ data: { id: number }[] }>().data.map((finalist) => finalist.id)).not.toContain(id);
    expect(await call('DELETE', `/api/admin/finalists/${id}`)).toMatchObject({ status: 404 });

    const created = await call('POST', '/api/admin/finalists', { group: 1, position: 15, ...texts('Oasis') });
    expect(created).toMatchObject({ status: 200, body: { data: { group: 1, position: 15, sample: false } } });
  });
});

describe('pnpm admin finalists create, edit, remove', () => {
  it('makes room, creates and edits with the back office\'s rules, each as the operator in the audit log', async () => {
    const ids = await groupIds('university');
    const sample = at(ids, 9);
    const before = await snapshot();
    const create = (...extra: string[]) => admin('finalists', 'create', '--group', '2', '--position', '10', '--team-zh-hk', '綠洲隊', '--team-en', 'Oasis', '--school-zh-hk', '綠洲大學', '--title-zh-hk', '沙漠之水', ...extra);

    const full = await create();
    expect(full.code).toBe(1);
    expect(full.stderr).toContain('group 2 already has its 10 finalists (pnpm admin finalists remove <id> frees a place); nothing changed');
    expect(await snapshot()).toEqual(before);

    const seq = await auditSeq(app.db);
    const removed = await admin('finalists', 'remove', String(sample), '--by', 'grace');
    expect(removed).toMatchObject({ code: 0, stdout: expect.stringContaining(`finalist ${sample} removed: group 2 No. 10 (a seeded sample)`) });

    // Refusals are the feature's, each text named by its option; nothing is written.
    const bad = await admin('finalists', 'create', '--group', '2', '--position', '10', '--team-en', 'Oasis', '--school-zh-hk', '<b>大學</b>', '--title-zh-hk', '水'.repeat(101));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--team-zh-hk is required');
    expect(bad.stderr).toContain('--school-zh-hk must be plain text, without HTML tags or entities');
    expect(bad.stderr).toContain('--title-zh-hk may have at most 100 characters');
    expect((await admin('finalists', 'create', '--group', '2', '--position', '11', '--team-zh-hk', '隊', '--school-zh-hk', '校', '--title-zh-hk', '片')).stderr).toContain(
      "group 2's finalists are numbered 1 to 10",
    );
    expect((await admin('finalists', 'create', '--group', '2', '--position', 'x', '--team-zh-hk', '隊')).code).not.toBe(0);
    expect((await create('--position', '1')).stderr).toContain(`number 1 is already finalist ${at(ids, 0)}'s`);
    expect(await auditSeq(app.db)).toBe(seq + 1);

    const created = await create();
    expect(created.code).toBe(0);
    const id = Number(/finalist (\d+) created/.exec(created.stdout)?.[1]);
    const shown = (await call(`GET`, `/api/admin/finalists/${id}`)).body.data;
    expect(shown).toMatchObject({ group: 2, position: 10, sample: false, teamName: { zhComplex: '綠洲隊', zhSimple: '綠洲隊', en: 'Oasis' }, workTitle: { en: '沙漠之水' } });

    // An edit changes what its options give and keeps the rest.
    expect((await admin('finalists', 'edit', String(id), '--title-en', 'Water of the Desert', '--by', 'grace')).code).toBe(0);
    const edited = (await call(`GET`, `/api/admin/finalists/${id}`)).body.data;
    expect(edited).toMatchObject({ position: 10, teamName: shown.teamName, school: shown.school, workTitle: { zhComplex: '沙漠之水', en: 'Water of the Desert' } });
    const refused = await admin('finalists', 'edit', String(id), '--position', '1');
    expect(refused.stderr).toContain(`finalist ${id}: number 1 is already finalist ${at(ids, 0)}'s; nothing changed`);
    expect((await admin('finalists', 'edit', '999999', '--title-en', 'x')).stderr).toContain('no finalist 999999');

    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'finalist.remove', target: `finalist:${sample}`, actor: { kind: 'cli', name: 'grace' }, detail: { group: 2, position: 10, sample: true } },
      { action: 'finalist.create', target: `finalist:${id}`, actor: { kind: 'cli', name: 'ada' }, detail: { group: 2, position: 10 } },
      { action: 'finalist.edit', target: `finalist:${id}`, actor: { kind: 'cli', name: 'grace' }, detail: { changed: ['workTitle'], position: 10 } },
    ]);
  });
});
