import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import { createTestDatabase, signIn, startTestApp, type TestDatabase } from '../helper.js';
import { queuedDuring } from '../queued.js';
import { recordWork } from '../works/tus-helpers.js';
import { finishedUpload, registeredTeam, type Team } from '../works/user-work/work-helpers.js';

// The reminder schedule under PORTAL_NOW (issue 26.5): each app is one API instance whose fixed clock is one instant
// of the season; they share one database, as instances do. Before an instant nothing is sent; after it, the right
// people once; the later offset later; after the close nothing.

const hk = (local: string) => new Date(`${local}+08:00`);
const AT = {
  beforeVideo7d: hk('2023-11-24T23:59:00'),
  video7d: hk('2023-11-25T00:00:30'),
  video48h: hk('2023-11-30T00:00:30'),
  videoClosed: hk('2023-12-02T00:00:00'),
  registration7d: hk('2023-10-25T09:00:00'),
  final7d: hk('2024-03-27T08:00:00'),
};

let testDb: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await testDb.drop();
});

/** An API instance whose clock stands at `at`, on the shared database. */
async function instance(at: Date): Promise<App> {
  const app = await startTestApp(testDb, { portalNow: at, siteUrl: 'https://award.example.org' });
  apps.push(app);
  return app;
}

/** A pass of the job on `app` (what its clock runs each minute), with what it queued; delivered afterwards. */
async function pass(app: App): Promise<OutgoingMessage[]> {
  const queued = await queuedDuring(app, () => app.reminderJob.run());
  await app.messages.drain();
  return queued;
}

async function mailsTo(app: App, address: string) {
  return app.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', address).orderBy('id').execute();
}

/** Reminders delivered to each of `teams`, by address order. */
async function counts(app: App, people: { email: string }[]): Promise<number[]> {
  return Promise.all(people.map(async (person) => (await mailsTo(app, person.email)).length));
}

describe('works reminders', () => {
  let first: App;
  let waiting: Team;
  let submitted: Team;
  let unfinished: Team;
  let others: Team[];

  beforeAll(async () => {
    first = await instance(AT.beforeVideo7d);
    waiting = await registeredTeam(first, 1, { language: 'zh-hk' });
    submitted = await registeredTeam(first, 1);
    await recordWork(first, submitted.userId, 'videoSubmission', 'submitted');
    // Its upload finished but the team never submitted it: no work, so it is reminded.
    unfinished = await registeredTeam(first, 1);
    await finishedUpload(first, unfinished.userId, 'mp4');
    others = [
      await registeredTeam(first, 1, { status: 'pending' }),
      await registeredTeam(first, 1, { status: 'failed' }),
      await registeredTeam(first, 2),
    ];
  });

  it('sends nothing before the 7-day instant', async () => {
    expect(await pass(first)).toEqual([]);
  });

  it('at the 7-day instant reminds the passed teams of the group without a work, in their language, once', async () => {
    const app = await instance(AT.video7d);
    const queued = await pass(app);
    expect(queued.map((message) => message.to).sort()).toEqual(expect.arrayContaining([waiting.email, unfinished.email].sort()));
    expect(queued.map((message) => message.to)).not.toEqual(expect.arrayContaining([submitted.email]));
    expect(queued.find((message) => message.to === waiting.email)).toEqual({
      kind: 'reminder',
      channel: 'email',
      to: waiting.email,
      lang: 'zhComplex',
      userId: waiting.userId,
      dedupeKey: `reminder:2023-2024:1:videoSubmission:7d:${waiting.userId}`,
      params: { reminder: 'works', step: '提交影片', closesAt: '2023-12-01T16:00:00.000Z', url: 'https://award.example.org/pc/workSubmission' },
    });
    expect(await counts(app, [waiting, unfinished, submitted, ...others])).toEqual([1, 1, 0, 0, 0, 0]);
    // As drawn (the templates): the step, the close in Hong Kong time, the link to the page.
    const [mail] = await mailsTo(app, waiting.email);
    for (const fact of ['提交影片', '2023年12月1日 23:59（香港時間）', 'https://award.example.org/pc/workSubmission']) expect(mail?.text).toContain(fact);
    expect((await mailsTo(app, unfinished.email))[0]?.text).toContain('Video submission');

    // The next minute's pass, and a later start of another instance at the same instant: nobody twice.
    await pass(app);
    await pass(await instance(AT.video7d));
    expect(await counts(app, [waiting, unfinished, submitted, ...others])).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('two instances passing at once send each reminder once', async () => {
    const late = await registeredTeam(first, 1);
    const [a, b] = [await instance(AT.video7d), await instance(AT.video7d)];
    await Promise.all([a.reminderJob.run(), b.reminderJob.run()]);
    await Promise.all([a.messages.drain(), b.messages.drain()]);
    expect(await counts(a, [late, waiting])).toEqual([1, 1]);
  });

  it('at the 48-hour instant reminds again whoever still has no work; a team that submitted meanwhile gets none', async () => {
    await recordWork(first, unfinished.userId, 'videoSubmission', 'submitted');
    const app = await instance(AT.video48h);
    const queued = await pass(app);
    expect(queued.filter((message) => [waiting.email, unfinished.email].includes(message.to)).map((message) => message.dedupeKey)).toEqual([
      `reminder:2023-2024:1:videoSubmission:48h:${waiting.userId}`,
    ]);
    expect(await counts(app, [waiting, unfinished, submitted])).toEqual([2, 1, 0]);
    await pass(await instance(AT.video48h));
    expect(await counts(app, [waiting, unfinished, submitted])).toEqual([2, 1, 0]);
  });

  it('after a downtime through both instants, sends only the latest', async () => {
    const missed = await registeredTeam(first, 1);
    const app = await instance(AT.video48h);
    const queued = await pass(app);
    expect(queued.filter((message) => message.to === missed.email).map((message) => message.dedupeKey)).toEqual([
      `reminder:2023-2024:1:videoSubmission:48h:${missed.userId}`,
    ]);
  });

  it('sends nothing once the step has closed', async () => {
    await registeredTeam(first, 1);
    expect(await pass(await instance(AT.videoClosed))).toEqual([]);
  });
});

describe('a step that follows a shortlist', () => {
  it('reminds only the teams shortlisted at the step before', async () => {
    const app = await instance(AT.final7d);
    const shortlisted = await registeredTeam(app, 2);
    await recordWork(app, shortlisted.userId, 'preliminarySubmission', 'shortlisted');
    const notShortlisted = await registeredTeam(app, 2);
    await recordWork(app, notShortlisted.userId, 'preliminarySubmission', 'notShortlisted');
    const pendingReview = await registeredTeam(app, 2);
    await recordWork(app, pendingReview.userId, 'preliminarySubmission', 'submitted');
    const queued = await pass(app);
    expect(queued.map((message) => [message.to, message.dedupeKey])).toEqual([[shortlisted.email, `reminder:2023-2024:2:finalProposal:7d:${shortlisted.userId}`]]);
  });
});

describe('registration reminders', () => {
  /** An account that uploaded an image (an ID-card photo, or its avatar when `avatar`), with no registration. */
  async function starter(app: App, options: { avatar?: boolean; image?: boolean } = {}) {
    const email = `starter-${randomBytes(4).toString('hex')}@example.org`;
    const { userId } = await signIn(app, email);
    if (options.image !== false) {
      const publicId = randomBytes(16).toString('base64url');
      await app.db
        .insertInto('uploads')
        .values({ public_id: publicId, owner_user_id: userId, kind: 'image', mime: 'image/png', ext: 'png', size: 10, storage_path: `${publicId}.png`, original_name: 'card.png', created_at: '2023-10-20T01:00:00.000Z' })
        .execute();
      if (options.avatar) await app.db.updateTable('users').set({ avatar: `/uploads/${publicId}.png` }).where('id', '=', userId).execute();
    }
    return { userId, email };
  }

  it('reminds accounts that uploaded an ID-card photo and submitted nothing, naming the group, in the site language', async () => {
    const app = await instance(AT.registration7d);
    const started = await starter(app);
    const avatarOnly = await starter(app, { avatar: true });
    const nothing = await starter(app, { image: false });
    const registered = await registeredTeam(app, 1, { status: 'pending' });
    await app.db
      .insertInto('uploads')
      .values({ public_id: randomBytes(16).toString('base64url'), owner_user_id: registered.userId, kind: 'image', mime: 'image/png', ext: 'png', size: 10, storage_path: 'x.png', original_name: 'card.png', created_at: '2023-10-20T01:00:00.000Z' })
      .execute();
    const queued = await pass(app);
    expect(queued).toEqual([
      {
        kind: 'reminder',
        channel: 'email',
        to: started.email,
        lang: 'zhComplex',
        userId: started.userId,
        dedupeKey: `reminder:2023-2024:1:registration:7d:${started.userId}`,
        params: { reminder: 'registration', step: '報名 · 中學組', closesAt: '2023-10-31T16:00:00.000Z', url: 'https://award.example.org/pc/contestRegistration' },
      },
    ]);
    expect(await counts(app, [started, avatarOnly, nothing, registered])).toEqual([1, 0, 0, 0]);
    await pass(await instance(AT.registration7d));
    expect(await counts(app, [started])).toEqual([1]);
  });
});
