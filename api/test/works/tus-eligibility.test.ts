import { describe, expect, it } from '@jest/globals';
import { create, envelope, recordWork, team, tusFiles, withListeningApp, workUploadRows, type ListeningApp } from './tus-helpers.js';

// Who may create a work upload, for which step and file: refused at creation with the works rules' localized
// message, before a byte is stored.

/** Sends `request` and expects its refusal, with nothing new in the tus folder or the uploads table. */
async function expectRefused(started: ListeningApp, request: () => Promise<Response>, status: number, msg: string) {
  const before = { files: await tusFiles(started), rows: await workUploadRows(started.app) };
  const res = await request();
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await envelope(res)).toEqual({ code: 0, data: null, msg, show: true });
  expect(res.headers.get('location')).toBeNull();
  expect({ files: await tusFiles(started), rows: await workUploadRows(started.app) }).toEqual(before);
}

describe('inside the windows (25 November 2023)', () => {
  const started = withListeningApp();

  it('refuses a caller without a session with 401 and code -1', async () => {
    const res = await create(started.endpoint, { length: 10 });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(-1);
    expect(await tusFiles(started)).toEqual([]);
  });

  it('refuses an account without a registration, and one whose registration has not passed', async () => {
    const none = await team(started.app, 1, null);
    await expectRefused(started, () => create(started.endpoint, { token: none.token, length: 10 }), 403, 'You can submit a work once your registration has passed review');
    const pending = await team(started.app, 1, 'pending');
    await expectRefused(started, () => create(started.endpoint, { token: pending.token, length: 10, lang: 'zh-cn' }), 403, '报名审核通过后才可提交作品');
    const failed = await team(started.app, 2, 'failed');
    await expectRefused(started, () => create(started.endpoint, { token: failed.token, length: 10, step: 'preliminarySubmission', filename: 'a.pdf', filetype: 'application/pdf' }), 403, 'You can submit a work once your registration has passed review');
  });

  it('refuses a step that is not of the team’s group, an unknown step, and no step', async () => {
    const { token } = await team(started.app, 1);
    const wrong = () => create(started.endpoint, { token, length: 10, step: 'preliminarySubmission', filename: 'plan.pdf', filetype: 'application/pdf' });
    await expectRefused(started, wrong, 400, 'Invalid parameters: step');
    await expectRefused(started, () => create(started.endpoint, { token, length: 10, step: 'registration' }), 400, 'Invalid parameters: step');
    const noStep = () => create(started.endpoint, { token, length: 10, metadata: { filename: 'film.mp4', filetype: 'video/mp4' } });
    await expectRefused(started, noStep, 400, 'Invalid parameters: step');
    const noName = () => create(started.endpoint, { token, length: 10, metadata: { filetype: 'video/mp4', step: 'videoSubmission' } });
    await expectRefused(started, noName, 400, 'Invalid parameters: filename');
  });

  it('refuses a step whose window has not opened, naming the day', async () => {
    const { token, userId } = await team(started.app, 2);
    await recordWork(started.app, userId, 'preliminarySubmission', 'shortlisted');
    const res = () => create(started.endpoint, { token, length: 10, step: 'finalProposal', filename: 'final.pdf', filetype: 'application/pdf' });
    await expectRefused(started, res, 403, 'Work submission has not opened yet (opens on 2024-02-09)');
  });

  it('refuses a work an organizer has decided (409 elsewhere, 403 on tus so clients do not retry)', async () => {
    const { token, userId } = await team(started.app, 2);
    await recordWork(started.app, userId, 'preliminarySubmission', 'shortlisted');
    const res = () => create(started.endpoint, { token, length: 10, step: 'preliminarySubmission', filename: 'plan.pdf', filetype: 'application/pdf' });
    await expectRefused(started, res, 403, 'This work has been reviewed and can no longer be replaced');
  });

  it.each([
    ['a PDF for the video step', 1, 'videoSubmission', 'film.pdf', 'application/pdf', 'This step accepts MP4 files only'],
    ['an MP4 for the preliminary proposal', 2, 'preliminarySubmission', 'plan.mp4', 'video/mp4', 'This step accepts PDF files only'],
    ['a name and type that disagree', 1, 'videoSubmission', 'film.mp4', 'application/pdf', 'This step accepts MP4 files only'],
    ['a name without extension', 1, 'videoSubmission', 'film', 'video/mp4', 'This step accepts MP4 files only'],
  ] as const)('refuses %s with 415', async (_what, group, step, filename, filetype, msg) => {
    const { token } = await team(started.app, group);
    await expectRefused(started, () => create(started.endpoint, { token, length: 10, step, filename, filetype }), 415, msg);
  });

  it('refuses an empty file', async () => {
    const { token } = await team(started.app, 1);
    await expectRefused(started, () => create(started.endpoint, { token, length: 0 }), 415, 'Unsupported file type');
  });

  it('takes a declared type the browser did not know, and an upper-case extension', async () => {
    const { token } = await team(started.app, 1);
    expect((await create(started.endpoint, { token, length: 10, filename: 'FILM.MP4', filetype: '' })).status).toBe(201);
    expect((await create(started.endpoint, { token, length: 10, filename: 'film.mp4', filetype: 'application/octet-stream' })).status).toBe(201);
  });
});

describe('before the secondary-school video window (20 October 2023)', () => {
  const started = withListeningApp({ portalNow: new Date('2023-10-20T10:00:00+08:00') });

  it('refuses with the day it opens, in the caller’s language', async () => {
    const { token } = await team(started.app, 1);
    await expectRefused(started, () => create(started.endpoint, { token, length: 10, lang: 'zh-hk' }), 403, '作品提交尚未開始（2023-11-01 開始）');
  });
});

describe('after the secondary-school video window (2 December 2023)', () => {
  const started = withListeningApp({ portalNow: new Date('2023-12-02T00:00:00+08:00') });

  it('refuses a closed step', async () => {
    const { token } = await team(started.app, 1);
    await expectRefused(started, () => create(started.endpoint, { token, length: 10 }), 403, 'Work submission is closed');
  });
});

describe('after the university shortlist (1 March 2024)', () => {
  const started = withListeningApp({ portalNow: new Date('2024-03-01T10:00:00+08:00') });

  it('refuses the final proposal and the slides to a team not shortlisted at the preliminary step', async () => {
    const { token, userId } = await team(started.app, 2);
    await recordWork(started.app, userId, 'preliminarySubmission', 'notShortlisted');
    const proposal = () => create(started.endpoint, { token, length: 10, step: 'finalProposal', filename: 'final.pdf', filetype: 'application/pdf' });
    await expectRefused(started, proposal, 403, 'Only shortlisted teams can submit at this step');
    const slides = () => create(started.endpoint, { token, length: 10, step: 'slides', filename: 'deck.pptx', filetype: '' });
    await expectRefused(started, slides, 403, 'Only shortlisted teams can submit at this step');
  });

  it('lets a shortlisted team create its slides upload', async () => {
    const { token, userId } = await team(started.app, 2);
    await recordWork(started.app, userId, 'preliminarySubmission', 'shortlisted');
    const res = await create(started.endpoint, { token, length: 10, step: 'slides', filename: 'deck.ppt', filetype: 'application/vnd.ms-powerpoint' });
    expect(res.status).toBe(201);
  });
});
