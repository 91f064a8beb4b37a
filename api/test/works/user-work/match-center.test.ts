import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { changeWorkStatus } from '../../../src/works/decide.js';
import { cliActing } from '../../../src/audit/acting.js';
import { signIn, startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { AT, addWork, finishedUpload, getWorks, registeredTeam, workBody, type Team } from './work-helpers.js';
import type { Envelope } from '@portal/contracts/common';
import type { MatchCenter } from '@portal/contracts/works-api';

// GET /api/userWork/getMatchCenter: what a team may submit, read at several instants of the season by apps whose
// server clock (PORTAL_NOW) stands there, on one database.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

const teams = {} as Record<'film' | 'filmNoWork' | 'pending' | 'finalist' | 'outsider', Team>;
let filmWorkId = 0;
let finalistWorkId = 0;
let lonelyToken = '';
const apps = new Map<Date, App>();

async function center(team: Team | string, at: Date = AT.bothOpen, lang = 'en-us'): Promise<MatchCenter> {
  const target = at === AT.bothOpen ? app : apps.get(at);
  if (!target) throw new Error(`no app at ${at.toISOString()}`);
  const res = await getWorks(target, 'getMatchCenter', typeof team === 'string' ? team : team.token, lang);
  expect(res.statusCode).toBe(200);
  return res.json<Envelope<MatchCenter>>().data;
}

const brief = (data: MatchCenter) => data.steps.map(({ step, phase, canSubmit, blocked }) => ({ step, phase, canSubmit, blocked }));

// The other instants' apps are closed in this block's afterAll, before withTestApp drops the database.
describe('GET /api/userWork/getMatchCenter', () => {
  beforeAll(async () => {
    teams.film = await registeredTeam(app, 1, { topic: 'biodiversity' });
    teams.filmNoWork = await registeredTeam(app, 1);
    teams.pending = await registeredTeam(app, 1, { status: 'pending' });
    teams.finalist = await registeredTeam(app, 2);
    teams.outsider = await registeredTeam(app, 2);
    lonelyToken = (await signIn(app, `center-${process.pid}@example.org`)).token;
    const video = await finishedUpload(app, teams.film.userId, 'mp4', { durationMs: 88_000 });
    filmWorkId = (await addWork(app, teams.film.token, workBody('videoSubmission', video.tusId))).json<Envelope<{ id: number }>>().data.id;
    const pdf = await finishedUpload(app, teams.finalist.userId, 'pdf');
    finalistWorkId = (await addWork(app, teams.finalist.token, workBody('preliminarySubmission', pdf.tusId))).json<Envelope<{ id: number }>>().data.id;
    await changeWorkStatus(app, cliActing('Judge'), finalistWorkId, 'shortlisted', undefined);
    for (const at of [AT.beforeWorks, AT.afterVideo, AT.judging, AT.finalsOpen, AT.slidesOnly, AT.allClosed]) {
      apps.set(at, await startTestApp(testDb, { portalNow: at }));
    }
    // Five teams (a password hash each) and six more apps: about 15 s on a quiet machine, over 20 s in a busy CI run.
  }, 90_000);

  afterAll(async () => {
    for (const other of apps.values()) await other.close();
  });

  describe('secondary school', () => {
    it('shows the open video step with its rules, window and the team work', async () => {
      const data = await center(teams.film);
      expect(data).toEqual({
        group: 1,
        registration: { id: teams.film.registrationId, status: 'passed', teamName: teams.film.teamName, topic: 'biodiversity', topicTitle: 'Biodiversity & Nature Conservation' },
        steps: [
          {
            step: 'videoSubmission',
            title: 'Video submission',
            accept: ['mp4'],
            maxBytes: 2 * 1024 ** 3,
            maxSeconds: 90,
            // 2023-11-01 00:00 to the end of 2023-12-01, Hong Kong time.
            window: { from: '2023-10-31T16:00:00.000Z', to: '2023-12-01T16:00:00.000Z' },
            phase: 'open',
            canSubmit: true,
            blocked: null,
            work: expect.objectContaining({ id: filmWorkId, status: 'submitted', file: expect.objectContaining({ durationSeconds: 88 }) }),
          },
        ],
        current: 'videoSubmission',
      });
      expect((await center(teams.film, AT.bothOpen, 'zh-cn')).steps[0]).toMatchObject({ title: '提交影片' });
    });

    it('says not yet open before the window and closed after it, by the server clock', async () => {
      expect(await center(teams.filmNoWork, AT.beforeWorks)).toMatchObject({ current: 'videoSubmission', steps: [{ phase: 'notYetOpen', canSubmit: false, blocked: 'notYetOpen', work: null }] });
      expect(await center(teams.filmNoWork)).toMatchObject({ current: 'videoSubmission', steps: [{ phase: 'open', canSubmit: true, work: null }] });
      const late = await center(teams.film, AT.afterVideo);
      expect(late).toMatchObject({ current: null, steps: [{ phase: 'closed', canSubmit: false, blocked: 'closed', work: { id: filmWorkId } }] });
    });

    it('blocks a team whose registration has not passed, and shows nothing without a registration', async () => {
      expect(await center(teams.pending)).toMatchObject({
        group: 1,
        registration: { status: 'pending' },
        steps: [{ step: 'videoSubmission', phase: 'open', canSubmit: false, blocked: 'registrationNotPassed' }],
        current: 'videoSubmission',
      });
      expect(await center(lonelyToken)).toEqual({ group: null, registration: null, steps: [], current: null });
    });
  });

  describe('university', () => {
    it('offers the preliminary submission first, the final steps not yet open', async () => {
      const data = await center(teams.outsider);
      expect(data.group).toBe(2);
      expect(data.current).toBe('preliminarySubmission');
      expect(data.steps.map(({ step, accept, maxSeconds }) => ({ step, accept, maxSeconds }))).toEqual([
        { step: 'preliminarySubmission', accept: ['pdf'], maxSeconds: null },
        { step: 'finalProposal', accept: ['pdf'], maxSeconds: null },
        { step: 'slides', accept: ['ppt', 'pptx'], maxSeconds: null },
      ]);
      expect(brief(data)).toEqual([
        { step: 'preliminarySubmission', phase: 'open', canSubmit: true, blocked: null },
        { step: 'finalProposal', phase: 'notYetOpen', canSubmit: false, blocked: 'notYetOpen' },
        { step: 'slides', phase: 'notYetOpen', canSubmit: false, blocked: 'notYetOpen' },
      ]);
      // The final steps open on the day the top ten are announced and close at the end of their own day.
      expect(data.steps.map((step) => step.window)).toEqual([
        { from: '2023-11-19T16:00:00.000Z', to: '2023-12-31T16:00:00.000Z' },
        { from: '2024-02-08T16:00:00.000Z', to: '2024-04-02T16:00:00.000Z' },
        { from: '2024-02-08T16:00:00.000Z', to: '2024-04-07T16:00:00.000Z' },
      ]);
    });

    it('during judging, points to the next step to come', async () => {
      const data = await center(teams.finalist, AT.judging);
      expect(data.current).toBe('finalProposal');
      expect(brief(data).map((step) => step.phase)).toEqual(['closed', 'notYetOpen', 'notYetOpen']);
    });

    it('opens the final proposal and slides from 2024-02-09 to a shortlisted team only', async () => {
      const finalist = await center(teams.finalist, AT.finalsOpen);
      expect(brief(finalist)).toEqual([
        { step: 'preliminarySubmission', phase: 'closed', canSubmit: false, blocked: 'closed' },
        { step: 'finalProposal', phase: 'open', canSubmit: true, blocked: null },
        { step: 'slides', phase: 'open', canSubmit: true, blocked: null },
      ]);
      expect(finalist.steps[0]?.work).toMatchObject({ id: finalistWorkId, status: 'shortlisted' });
      expect(finalist.current).toBe('finalProposal');

      const outsider = await center(teams.outsider, AT.finalsOpen);
      expect(brief(outsider).slice(1)).toEqual([
        { step: 'finalProposal', phase: 'open', canSubmit: false, blocked: 'notShortlisted' },
        { step: 'slides', phase: 'open', canSubmit: false, blocked: 'notShortlisted' },
      ]);
      // Nothing the team can submit: the page still shows the step in progress.
      expect(outsider.current).toBe('finalProposal');
    });

    it('closes the final proposal after its day, then the slides', async () => {
      const slides = await center(teams.finalist, AT.slidesOnly);
      expect(brief(slides).map((step) => step.phase)).toEqual(['closed', 'closed', 'open']);
      expect(slides.current).toBe('slides');
      const over = await center(teams.finalist, AT.allClosed);
      expect(brief(over).every((step) => step.phase === 'closed' && !step.canSubmit)).toBe(true);
      expect(over.current).toBeNull();
    });
  });
});
