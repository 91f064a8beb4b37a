import { describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { changeWorkStatus } from '../../../src/works/decide.js';
import { cliActing } from '../../../src/audit/acting.js';
import { canMove, ORGANIZER_STATUSES, WORK_STATUSES } from '../../../src/works/status.js';
import { signIn, startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { AT, addWork, finishedUpload, getWorks, registeredTeam, workBody, type Team } from './work-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { Work } from '@portal/contracts/works-api';

// GET /api/userWork/lists and getById: a team sees its own works only, in the season file's order of steps, with
// every status an organizer gave them and who gave it.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

async function submit(team: Team, step: string, ext: 'mp4' | 'pdf' | 'pptx', target: App = app): Promise<Work> {
  const upload = await finishedUpload(target, team.userId, ext);
  const res = await addWork(target, team.token, workBody(step, upload.tusId));
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.body}`);
  return res.json<Envelope<Work>>().data;
}

const move = (id: number, to: (typeof ORGANIZER_STATUSES)[number], note?: string, by = 'Grace') =>
  changeWorkStatus(app, cliActing(by), id, to, note);

describe('lists and getById', () => {
  it("keep two teams apart: another team's work is as unknown as a missing one", async () => {
    const film = await registeredTeam(app, 1);
    const plan = await registeredTeam(app, 2);
    const filmWork = await submit(film, 'videoSubmission', 'mp4');
    const planWork = await submit(plan, 'preliminarySubmission', 'pdf');

    const filmList = (await getWorks(app, 'lists', film.token)).json<Envelope<Work[]>>();
    expect(filmList).toMatchObject({ code: 1, data: [{ id: filmWork.id, step: 'videoSubmission' }] });
    expect((await getWorks(app, 'lists', plan.token)).json<Envelope<Work[]>>().data.map((work) => work.id)).toEqual([planWork.id]);

    expect((await getWorks(app, `getById?id=${filmWork.id}`, film.token)).json<Envelope>().data).toEqual(filmList.data[0]);
    const foreign = await getWorks(app, `getById?id=${planWork.id}`, film.token);
    const unknown = await getWorks(app, 'getById?id=2147483647', film.token);
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 0, data: null, msg: 'Not found', show: true });
    }
    expect((await getWorks(app, `getById?id=${planWork.id}`, film.token, 'zh-hk')).json<Envelope>().msg).toBe('找不到請求的內容');
    for (const bad of ['abc', '0', '-1', '2147483648', '']) {
      expect((await getWorks(app, `getById?id=${bad}`, film.token)).json()).toMatchObject({ code: 0, msg: 'Invalid parameters: id' });
    }
  });

  it('answer an account without registration with no works and 404', async () => {
    const { token } = await signIn(app, `lonely-${process.pid}@example.org`);
    expect((await getWorks(app, 'lists', token)).json()).toEqual({ code: 1, data: [], msg: '', show: false });
    expect((await getWorks(app, 'getById?id=1', token)).statusCode).toBe(404);
  });

  it("list a finalist's works in the season file's order of steps, whatever order they came in", async () => {
    const team = await registeredTeam(app, 2);
    const preliminary = await submit(team, 'preliminarySubmission', 'pdf');
    expect(await move(preliminary.id, 'shortlisted')).toMatchObject({ ok: true });
    const finals = await startTestApp(testDb, { portalNow: AT.finalsOpen });
    try {
      await submit(team, 'slides', 'pptx', finals);
      await submit(team, 'finalProposal', 'pdf', finals);
      const steps = (await getWorks(finals, 'lists', team.token)).json<Envelope<Work[]>>().data.map((work) => work.step);
      expect(steps).toEqual(['preliminarySubmission', 'finalProposal', 'slides']);
    } finally {
      await finals.close();
    }
  });
});

describe('statuses and history', () => {
  it('follow each organizer step with its name and note; the team sees them', async () => {
    const team = await registeredTeam(app, 1);
    const work = await submit(team, 'videoSubmission', 'mp4');
    expect(await move(work.id, 'underReview')).toMatchObject({ ok: true, from: 'submitted', mailedTo: team.email });
    expect(await move(work.id, 'shortlisted', 'A moving film')).toMatchObject({ ok: true, from: 'underReview' });
    // A decision is corrected through review, never flipped directly.
    expect(await move(work.id, 'notShortlisted')).toEqual({ ok: false, reason: 'notAllowed', status: 'shortlisted', allowed: ['underReview'] });
    expect(await move(work.id, 'underReview', 'wrong team shortlisted', 'Ada')).toMatchObject({ ok: true });
    expect(await move(work.id, 'underReview')).toMatchObject({ ok: false, reason: 'notAllowed', status: 'underReview' });
    expect(await move(work.id, 'notShortlisted', '  ')).toMatchObject({ ok: true });
    expect(await move(2_000_000_000, 'underReview')).toEqual({ ok: false, reason: 'notFound' });

    const seen = (await getWorks(app, `getById?id=${work.id}`, team.token)).json<Envelope<Work>>().data;
    expect(seen.status).toBe('notShortlisted');
    expect(seen.history).toEqual([
      expect.objectContaining({ from: null, to: 'submitted', by: 'team', note: null }),
      expect.objectContaining({ from: 'submitted', to: 'underReview', by: 'organizer', note: null }),
      expect.objectContaining({ from: 'underReview', to: 'shortlisted', by: 'organizer', note: 'A moving film' }),
      expect.objectContaining({ from: 'shortlisted', to: 'underReview', by: 'organizer', note: 'wrong team shortlisted' }),
      expect.objectContaining({ from: 'underReview', to: 'notShortlisted', by: 'organizer', note: null }),
    ]);
    const names = await app.db.selectFrom('work_history').select('actor_name').where('work_id', '=', work.id).orderBy('id').execute();
    expect(names.map((row) => row.actor_name)).toEqual([null, 'Grace', 'Grace', 'Ada', 'Grace']);
    expect((await getWorks(app, 'lists', team.token)).json()).toMatchObject({ data: [{ id: work.id, status: 'notShortlisted' }] });
  });

  it('allow exactly the transitions of the review', () => {
    const allowed = WORK_STATUSES.flatMap((from) => ORGANIZER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'submitted→underReview',
      'submitted→shortlisted',
      'submitted→notShortlisted',
      'underReview→shortlisted',
      'underReview→notShortlisted',
      'shortlisted→underReview',
      'notShortlisted→underReview',
    ]);
  });

  it('refuse the second of two organizers deciding the same work at once', async () => {
    const team = await registeredTeam(app, 2);
    const work = await submit(team, 'preliminarySubmission', 'pdf');
    const results = await Promise.all([move(work.id, 'shortlisted'), move(work.id, 'notShortlisted')]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const history = await app.db.selectFrom('work_history').select('to_status').where('work_id', '=', work.id).execute();
    expect(history).toHaveLength(2);
  });
});
