import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@portal/contracts/common';
import type { Work } from '@portal/contracts/works-api';
import type { App } from '../../../src/app.js';
import { sampleMp4Buffer } from '../../../src/testing/sample-mp4.js';
import { withTestApp } from '../../helper.js';
import { queuedDuring } from '../../queued.js';
import { pdf } from '../../uploads/sample-files.js';
import { createOk, digest, patch, tusIdOf } from '../tus-helpers.js';
import { addWork, finishedUpload, getWorks, registeredTeam, workBody, worksSnapshot } from './work-helpers.js';

// Receipts (issue 26.4): each submission queues a 'work-receipt' mail to the team's account, in its language, in the
// submission's transaction, naming the stored file by its SHA-256; the personal center's works payload carries the
// same receipt. The files here go through the real tus server, so the hash is the one computed as they were stored.

let app: App;
let endpoint: string;

/** Both the film and the preliminary steps open, and no reminder due yet (this app listens: its reminder job runs). */
const NOW = new Date('2023-11-21T10:00:00+08:00');

withTestApp(
  (started) => {
    app = started;
  },
  { seeded: true, config: { portalNow: NOW } },
);
beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  endpoint = `http://127.0.0.1:${address.port}/api/tus`;
});

/** Sends `bytes` through tus as the team; answers the tus id of the finished upload. */
async function upload(token: string, bytes: Buffer, declared: { filename: string; filetype: string; step: string }): Promise<string> {
  const url = await createOk(endpoint, { token, length: bytes.length, ...declared });
  const res = await patch(url, token, 0, bytes);
  if (res.status !== 204) throw new Error(`PATCH answered ${res.status}: ${await res.text()}`);
  return tusIdOf(url);
}

async function mailsTo(address: string) {
  await app.messages.drain();
  return app.db.selectFrom('outbox').selectAll().where('to', '=', address).orderBy('id').execute();
}

const film = sampleMp4Buffer({ seconds: 61.5, bytes: 96 * 1024 });
const video = { filename: '沙丘之水.mp4', filetype: 'video/mp4', step: 'videoSubmission' };

describe('the receipt of a submission', () => {
  it('mails the film’s step, title, name, size, SHA-256, length and instant, in the team’s language, and the payload shows the same', async () => {
    const team = await registeredTeam(app, 1, { language: 'zh-hk' });
    const tusId = await upload(team.token, film, video);
    let answer: Work | undefined;
    const queued = await queuedDuring(app, async () => {
      const res = await addWork(app, team.token, workBody('videoSubmission', tusId, { title: 'Water for the Dunes' }));
      answer = res.json<Envelope<Work>>().data ?? undefined;
    });
    const receipt = {
      team: team.teamName,
      step: '提交影片',
      title: 'Water for the Dunes',
      fileName: '沙丘之水.mp4',
      size: film.length,
      sha256: digest(film),
      durationSeconds: 61.5,
      receivedAt: NOW.toISOString(),
    };
    expect(queued).toEqual([{ kind: 'work-receipt', channel: 'email', to: team.email, lang: 'zhComplex', params: receipt, userId: team.userId }]);

    // The mail as drawn (the templates): every fact, the exact size and the time in Hong Kong time.
    const [mail, ...more] = await mailsTo(team.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('Water for the Dunes');
    for (const fact of ['提交影片', 'Water for the Dunes', '沙丘之水.mp4', `${film.length.toLocaleString('en-US')} 位元組`, digest(film), '1:02', '2023年11月21日 10:00（香港時間）']) {
      expect(mail?.text).toContain(fact);
    }

    // The personal center (GET lists) in the page's language: the step's title follows it, the facts do not change.
    expect(answer?.receipt).toEqual({ ...receipt, step: 'Video submission' });
    const listed = (await getWorks(app, 'lists', team.token, 'zh-hk')).json<Envelope<Work[]>>().data;
    expect(listed?.map((work) => work.receipt)).toEqual([receipt]);
  });

  it('gives a document a receipt without a length', async () => {
    const team = await registeredTeam(app, 2);
    const bytes = pdf();
    const tusId = await upload(team.token, bytes, { filename: 'plan.pdf', filetype: 'application/pdf', step: 'preliminarySubmission' });
    const queued = await queuedDuring(app, () => addWork(app, team.token, workBody('preliminarySubmission', tusId)));
    expect(queued.map((message) => message.params)).toEqual([
      expect.objectContaining({ step: 'Preliminary submission', fileName: 'plan.pdf', size: bytes.length, sha256: digest(bytes), durationSeconds: null }),
    ]);
  });

  it('mails a new receipt for a replacing file, naming the new bytes; the payload shows the new one only', async () => {
    const team = await registeredTeam(app, 1);
    await addWork(app, team.token, workBody('videoSubmission', await upload(team.token, film, video)));
    const second = sampleMp4Buffer({ seconds: 30, bytes: 80 * 1024 });
    await addWork(app, team.token, workBody('videoSubmission', await upload(team.token, second, { ...video, filename: 'cut 2.mp4' })));
    const mails = await mailsTo(team.email);
    expect(mails.map((mail) => [mail.text.includes(digest(film)), mail.text.includes(digest(second))])).toEqual([
      [true, false],
      [false, true],
    ]);
    const listed = (await getWorks(app, 'lists', team.token)).json<Envelope<Work[]>>().data;
    expect(listed?.map((work) => work.receipt && [work.receipt.fileName, work.receipt.sha256, work.receipt.durationSeconds])).toEqual([['cut 2.mp4', digest(second), 30]]);
  });

  it('queues nothing when the submission is refused', async () => {
    const team = await registeredTeam(app, 1);
    const tusId = await upload(team.token, film, video);
    const before = await worksSnapshot(app);
    const queued = await queuedDuring(app, () => addWork(app, team.token, workBody('videoSubmission', tusId, { title: '' })));
    expect(queued).toEqual([]);
    expect(await worksSnapshot(app)).toEqual(before);
    expect(await mailsTo(team.email)).toEqual([]);
  });

  it('shows no receipt, and mails none, for a file stored before hashes were kept', async () => {
    const team = await registeredTeam(app, 1);
    const old = await finishedUpload(app, team.userId, 'mp4', { sha256: null });
    const res = await addWork(app, team.token, workBody('videoSubmission', old.tusId));
    expect(res.json()).toMatchObject({ code: 1, data: { receipt: null } });
    expect(await mailsTo(team.email)).toEqual([]);
  });
});
