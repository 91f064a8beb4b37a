import { describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { App } from '../../../src/app.js';
import { changeWorkStatus } from '../../../src/works/decide.js';
import { cliActing } from '../../../src/audit/acting.js';
import { buildTestApp, signIn, startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { captureLogs } from '../../log-capture.js';
import { AT, addWork, fileExists, finishedUpload, getWorks, registeredTeam, workBody, worksSnapshot } from './work-helpers.js';
import type { Envelope } from '@portal/contracts/common';

// POST /api/userWork/add: every rule, in the form's order, each refusing with its message and storing nothing; the
// replacement of a step's work; and two devices of one team submitting at once.

let testDb: TestDatabase;
let app: App;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: AT.bothOpen } },
);

/** The app at another instant of the season, on the same database, closed after `run`. */
async function atInstant<T>(at: Date, run: (other: App) => Promise<T>): Promise<T> {
  const other = await startTestApp(testDb, { portalNow: at });
  try {
    return await run(other);
  } finally {
    await other.close();
  }
}

async function expectRefused(target: App, token: string, body: unknown, status: number, msg: string | RegExp) {
  const before = await worksSnapshot(target);
  const res = await addWork(target, token, body);
  expect({ status: res.statusCode, code: res.json<Envelope>().code }).toEqual({ status, code: 0 });
  expect(res.json<Envelope>().msg).toMatch(msg);
  expect(res.json<Envelope>()).toMatchObject({ data: null, show: true });
  expect(await worksSnapshot(target)).toEqual(before);
}

const shortlist = (id: number, to: 'underReview' | 'shortlisted' | 'notShortlisted' = 'shortlisted') =>
  changeWorkStatus(app, cliActing('Judge'), id, to, undefined);

describe('POST /api/userWork/add', () => {
  it("records a secondary team's film with its history, and the team reads it back and downloads it", async () => {
    const team = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, team.userId, 'mp4', { name: 'Dunes.mp4', durationMs: 84_500 });
    const res = await addWork(app, team.token, workBody('videoSubmission', upload.tusId, { title: '  Water for the Dunes  ' }));
    expect(res.statusCode).toBe(200);
    const answer = res.json<Envelope<{ id: number; submittedAt: string }>>();
    expect(answer).toMatchObject({ code: 1, msg: 'Work submitted', show: true });
    expect(answer.data).toEqual({
      id: expect.any(Number),
      step: 'videoSubmission',
      stepTitle: 'Video submission',
      title: 'Water for the Dunes',
      topic: 'water',
      topicTitle: 'Water Resources & Conservation',
      status: 'submitted',
      file: { uri: `/uploads/${upload.publicId}.mp4`, name: 'Dunes.mp4', size: upload.bytes.length, mime: 'video/mp4', durationSeconds: 84.5 },
      // The server's clock (PORTAL_NOW), as every rule reads it.
      submittedAt: AT.bothOpen.toISOString(),
      updatedAt: AT.bothOpen.toISOString(),
      receipt: {
        team: team.teamName,
        step: 'Video submission',
        title: 'Water for the Dunes',
        fileName: 'Dunes.mp4',
        size: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        durationSeconds: 84.5,
        receivedAt: AT.bothOpen.toISOString(),
      },
      history: [{ from: null, to: 'submitted', note: null, by: 'team', at: AT.bothOpen.toISOString() }],
    });
    const byId = await getWorks(app, `getById?id=${answer.data.id}`, team.token);
    expect(byId.json<Envelope>().data).toEqual(answer.data);
    const zh = await getWorks(app, `getById?id=${answer.data.id}`, team.token, 'zh-hk');
    expect(zh.json()).toMatchObject({ data: { stepTitle: '提交影片', topicTitle: '水資源與保育' } });

    const file = await app.inject({ method: 'GET', url: `/uploads/${upload.publicId}.mp4`, headers: { token: team.token } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(upload.bytes)).toBe(true);
    const row = await app.db.selectFrom('works').selectAll().where('id', '=', answer.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ registration_id: team.registrationId, upload_id: upload.id, statement_accepted_at: AT.bothOpen.toISOString() });
  });

  it('counts a title in characters as the team sees them: 100 Chinese characters pass, 101 do not', async () => {
    const team = await registeredTeam(app, 2);
    const upload = await finishedUpload(app, team.userId, 'pdf');
    await expectRefused(app, team.token, workBody('preliminarySubmission', upload.tusId, { title: '沙'.repeat(101) }), 400, 'Please enter the work title (at most 100 characters)');
    const res = await addWork(app, team.token, workBody('preliminarySubmission', upload.tusId, { title: '沙'.repeat(100) }));
    expect(res.json()).toMatchObject({ code: 1, data: { title: '沙'.repeat(100), stepTitle: 'Preliminary submission', file: { durationSeconds: null } } });
  });

  it('answers 401 with code -1 without a session, on every call', async () => {
    for (const [method, url] of [['POST', 'add'], ['GET', 'getMatchCenter'], ['GET', 'lists'], ['GET', 'getById?id=1']] as const) {
      const res = await app.inject({ method, url: `/api/userWork/${url}`, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: -1, data: null });
    }
    expect((await addWork(app, 'x'.repeat(43), {})).statusCode).toBe(401);
  });
});

describe('the rules of add, in order, each storing nothing', () => {
  it('asks for the entry statement first, whatever else is wrong', async () => {
    const team = await registeredTeam(app, 1, { status: 'pending' });
    for (const statementAccepted of [false, 'false', 0]) {
      await expectRefused(app, team.token, { step: 'nope', title: '', topic: '', upload: '', statementAccepted }, 400, 'Please tick the entry statement first');
    }
    const zh = await addWork(app, team.token, workBody('videoSubmission', 'x', { statementAccepted: false }), 'zh-hk');
    expect(zh.json<Envelope>().msg).toBe('請先勾選參賽聲明');
  });

  it('needs a registration that passed review', async () => {
    const nobody = await signIn(app, `nobody-${process.pid}@example.org`);
    const upload = await finishedUpload(app, nobody.userId, 'mp4');
    await expectRefused(app, nobody.token, workBody('videoSubmission', upload.tusId), 403, 'You can submit a work once your registration has passed review');
    for (const status of ['pending', 'failed'] as const) {
      const team = await registeredTeam(app, 1, { status });
      const own = await finishedUpload(app, team.userId, 'mp4');
      await expectRefused(app, team.token, workBody('videoSubmission', own.tusId), 403, 'You can submit a work once your registration has passed review');
    }
  });

  it("refuses a step that is not one of the team's group", async () => {
    const team = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, team.userId, 'pdf');
    for (const step of ['preliminarySubmission', 'registration', 'nope', '']) {
      await expectRefused(app, team.token, workBody(step, upload.tusId), 400, 'Invalid parameters: step');
    }
  });

  it('checks the title, then the topic of the group', async () => {
    const team = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, team.userId, 'mp4');
    for (const title of ['', '    ', 'x'.repeat(101), 'two\nlines']) {
      await expectRefused(app, team.token, workBody('videoSubmission', upload.tusId, { title, topic: 'nope' }), 400, 'Please enter the work title (at most 100 characters)');
    }
    for (const topic of ['desert-ecotourism', 'nope', '']) {
      await expectRefused(app, team.token, workBody('videoSubmission', 'unknown', { topic }), 400, "Please choose one of the group's topics");
    }
  });

  it("takes only the caller's own finished upload, of a type the step accepts", async () => {
    const team = await registeredTeam(app, 1);
    const other = await registeredTeam(app, 1);
    const foreign = await finishedUpload(app, other.userId, 'mp4');
    for (const upload of [foreign.tusId, 'no-such-upload', '']) {
      await expectRefused(app, team.token, workBody('videoSubmission', upload), 404, 'Please finish uploading the file first');
    }
    const pdf = await finishedUpload(app, team.userId, 'pdf');
    await expectRefused(app, team.token, workBody('videoSubmission', pdf.tusId), 400, 'This step accepts MP4 files only');
    const zh = await addWork(app, team.token, workBody('videoSubmission', pdf.tusId), 'zh-cn');
    expect(zh.json<Envelope>().msg).toBe('此阶段只接受 MP4 文件');
    // The other team's upload is still theirs to submit.
    expect((await addWork(app, other.token, workBody('videoSubmission', foreign.tusId))).statusCode).toBe(200);
  });

  it('answers a malformed body with 400, never a 500, and stores nothing', async () => {
    const team = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, team.userId, 'mp4');
    const valid = workBody('videoSubmission', upload.tusId);
    const { statementAccepted: _omitted, ...withoutStatement } = valid;
    const bodies: unknown[] = [
      {},
      withoutStatement,
      { ...valid, statementAccepted: 'maybe' },
      { ...valid, title: { text: 'x' } },
      { ...valid, upload: ['a', 'b'] },
      { ...valid, upload: 'u'.repeat(201) },
      { ...valid, title: 'x'.repeat(1001) },
      [valid],
      null,
    ];
    for (const body of bodies) await expectRefused(app, team.token, body, 400, /Invalid parameters|Malformed request/);
    await expectRefused(app, team.token, 'step=videoSubmission', 415, 'Unsupported content type');
    const before = await worksSnapshot(app);
    const text = await app.inject({ method: 'POST', url: '/api/userWork/add', headers: { token: team.token, 'content-type': 'application/json' }, payload: '{"step":' });
    expect(text.statusCode).toBe(400);
    expect(await worksSnapshot(app)).toEqual(before);
  });

  it('goes by the server clock: not yet open before the step, closed after it', async () => {
    const film = await registeredTeam(app, 1);
    const plan = await registeredTeam(app, 2);
    const video = await finishedUpload(app, film.userId, 'mp4');
    const pdf = await finishedUpload(app, plan.userId, 'pdf');
    await atInstant(AT.beforeWorks, async (early) => {
      await expectRefused(early, film.token, workBody('videoSubmission', video.tusId), 409, 'Work submission has not opened yet (opens on 2023-11-01)');
      await expectRefused(early, plan.token, workBody('preliminarySubmission', pdf.tusId), 409, 'Work submission has not opened yet (opens on 2023-11-20)');
    });
    await atInstant(AT.afterVideo, async (late) => {
      await expectRefused(late, film.token, workBody('videoSubmission', video.tusId), 409, 'Work submission is closed');
      // The university's preliminary submission is still open then.
      expect((await addWork(late, plan.token, workBody('preliminarySubmission', pdf.tusId))).statusCode).toBe(200);
    });
    await atInstant(AT.judging, async (judging) => {
      const again = await finishedUpload(judging, plan.userId, 'pdf');
      await expectRefused(judging, plan.token, workBody('preliminarySubmission', again.tusId), 409, 'Work submission is closed');
    });
  });

  it('refuses to replace a work an organizer has decided', async () => {
    const team = await registeredTeam(app, 2);
    const first = await finishedUpload(app, team.userId, 'pdf');
    const id = (await addWork(app, team.token, workBody('preliminarySubmission', first.tusId))).json<Envelope<{ id: number }>>().data.id;
    expect(await shortlist(id, 'notShortlisted')).toMatchObject({ ok: true });
    const second = await finishedUpload(app, team.userId, 'pdf');
    await expectRefused(app, team.token, workBody('preliminarySubmission', second.tusId), 409, 'This work has been reviewed and can no longer be replaced');
  });
});

describe("the university's final proposal and slides (from 2024-02-09, shortlisted teams only)", () => {
  it('lets a shortlisted team submit both, each with its own types, and refuses the others', async () => {
    const finalist = await registeredTeam(app, 2);
    const outsider = await registeredTeam(app, 2);
    const late = await registeredTeam(app, 2);
    const uploads = { finalist: await finishedUpload(app, finalist.userId, 'pdf'), outsider: await finishedUpload(app, outsider.userId, 'pdf') };
    const shortlistedId = (await addWork(app, finalist.token, workBody('preliminarySubmission', uploads.finalist.tusId))).json<Envelope<{ id: number }>>().data.id;
    const outsiderId = (await addWork(app, outsider.token, workBody('preliminarySubmission', uploads.outsider.tusId))).json<Envelope<{ id: number }>>().data.id;
    expect(await shortlist(shortlistedId)).toMatchObject({ ok: true });
    expect(await shortlist(outsiderId, 'notShortlisted')).toMatchObject({ ok: true });

    await atInstant(AT.finalsOpen, async (finals) => {
      const proposal = await finishedUpload(finals, finalist.userId, 'pdf');
      const deck = await finishedUpload(finals, finalist.userId, 'pptx');
      const oldDeck = await finishedUpload(finals, finalist.userId, 'ppt');
      // The preliminary's file cannot be the final proposal too.
      await expectRefused(finals, finalist.token, workBody('finalProposal', uploads.finalist.tusId), 409, 'This file is already used for another work');
      await expectRefused(finals, finalist.token, workBody('slides', proposal.tusId), 400, 'This step accepts PPT, PPTX files only');
      expect((await addWork(finals, finalist.token, workBody('finalProposal', proposal.tusId))).json()).toMatchObject({ code: 1, data: { step: 'finalProposal', stepTitle: 'Final proposal' } });
      expect((await addWork(finals, finalist.token, workBody('slides', deck.tusId))).json()).toMatchObject({ code: 1, data: { step: 'slides', file: { mime: expect.stringContaining('presentationml') } } });
      // A .ppt replaces the .pptx: both are slides.
      expect((await addWork(finals, finalist.token, workBody('slides', oldDeck.tusId))).json()).toMatchObject({ code: 1, data: { step: 'slides', file: { uri: expect.stringMatching(/\.ppt$/) } } });
      // The preliminary step itself is closed by then.
      await expectRefused(finals, finalist.token, workBody('preliminarySubmission', proposal.tusId), 409, 'Work submission is closed');

      for (const team of [outsider, late]) {
        const pdf = await finishedUpload(finals, team.userId, 'pdf');
        await expectRefused(finals, team.token, workBody('finalProposal', pdf.tusId), 403, 'Only shortlisted teams can submit at this step');
        const pptx = await finishedUpload(finals, team.userId, 'pptx');
        await expectRefused(finals, team.token, workBody('slides', pptx.tusId), 403, 'Only shortlisted teams can submit at this step');
      }
    });
  });
});

describe('replacing the work of a step', () => {
  it('points the work to the new file, sets it back to submitted, notes the old name, and deletes the old row and file', async () => {
    const team = await registeredTeam(app, 1);
    const first = await finishedUpload(app, team.userId, 'mp4', { name: 'first cut.mp4' });
    const second = await finishedUpload(app, team.userId, 'mp4', { name: 'final cut.mp4', durationMs: 89_000 });
    const id = (await addWork(app, team.token, workBody('videoSubmission', first.tusId))).json<Envelope<{ id: number }>>().data.id;
    expect(await shortlist(id, 'underReview')).toMatchObject({ ok: true });

    const res = await addWork(app, team.token, workBody('videoSubmission', second.tusId, { title: 'Water, recut', topic: 'biodiversity' }));
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().data).toMatchObject({
      id,
      title: 'Water, recut',
      topic: 'biodiversity',
      status: 'submitted',
      file: { uri: `/uploads/${second.publicId}.mp4`, name: 'final cut.mp4', durationSeconds: 89 },
      history: [
        { from: null, to: 'submitted', by: 'team', note: null },
        { from: 'submitted', to: 'underReview', by: 'organizer', note: null },
        { from: 'underReview', to: 'submitted', by: 'team', note: 'first cut.mp4' },
      ],
    });
    expect(await app.db.selectFrom('works').select('id').where('registration_id', '=', team.registrationId).execute()).toHaveLength(1);
    expect(await app.db.selectFrom('uploads').select('id').where('id', '=', first.id).executeTakeFirst()).toBeUndefined();
    expect(await fileExists(app, first.storagePath)).toBe(false);
    expect(await fileExists(app, second.storagePath)).toBe(true);
    const gone = await app.inject({ method: 'GET', url: `/uploads/${first.publicId}.mp4`, headers: { token: team.token } });
    expect(gone.statusCode).toBe(404);
    // The deleted upload's tus id names nothing any more.
    await expectRefused(app, team.token, workBody('videoSubmission', first.tusId), 404, 'Please finish uploading the file first');
  });

  it('keeps the file when the same upload is sent again (a new title only)', async () => {
    const team = await registeredTeam(app, 1);
    const upload = await finishedUpload(app, team.userId, 'mp4');
    await addWork(app, team.token, workBody('videoSubmission', upload.tusId));
    const res = await addWork(app, team.token, workBody('videoSubmission', upload.tusId, { title: 'Better title' }));
    expect(res.json<Envelope>().data).toMatchObject({ title: 'Better title', history: [{ to: 'submitted' }, { from: 'submitted', to: 'submitted', note: null }] });
    expect(await fileExists(app, upload.storagePath)).toBe(true);
  });

  it('cannot name a multipart upload (an ID-card image): it has no tus id', async () => {
    const team = await registeredTeam(app, 1);
    const image = await app.db
      .insertInto('uploads')
      .values({ public_id: 'I'.repeat(22), owner_user_id: team.userId, kind: 'image', mime: 'image/png', ext: 'png', size: 1, storage_path: `${'I'.repeat(22)}.png`, original_name: 'a.png', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(image.id).toBeGreaterThan(0);
    // A multipart image has no tus id: the body cannot name it.
    await expectRefused(app, team.token, workBody('videoSubmission', 'I'.repeat(22)), 404, 'Please finish uploading the file first');
  });

  it('logs, and does not fail, when the replaced file cannot be deleted', async () => {
    const logs = captureLogs();
    const other = buildTestApp(testDb, { portalNow: AT.bothOpen, logLevel: 'info' }, { logStream: logs.stream });
    await other.ready();
    try {
      const team = await registeredTeam(other, 1);
      const first = await finishedUpload(other, team.userId, 'mp4');
      const second = await finishedUpload(other, team.userId, 'mp4');
      await addWork(other, team.token, workBody('videoSubmission', first.tusId));
      const remove = jest.spyOn(other.uploadStorage, 'remove').mockRejectedValueOnce(new Error('disk unplugged'));
      const res = await addWork(other, team.token, workBody('videoSubmission', second.tusId));
      expect(res.statusCode).toBe(200);
      expect(remove).toHaveBeenCalledWith(first.storagePath);
      expect(await other.db.selectFrom('uploads').select('id').where('id', '=', first.id).executeTakeFirst()).toBeUndefined();
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: 50, key: first.storagePath, msg: 'could not delete the file of a replaced work' }));
      remove.mockRestore();
    } finally {
      await other.close();
    }
  });
});

describe('two devices of one team submitting the same step at once', () => {
  it('leave exactly one work per team, and the loser gets a clear message, never a 500', async () => {
    const rounds = 12;
    const teams = await Promise.all(Array.from({ length: rounds }, () => registeredTeam(app, 1)));
    const pairs = await Promise.all(teams.map(async (team) => [await finishedUpload(app, team.userId, 'mp4'), await finishedUpload(app, team.userId, 'mp4')] as const));
    // Half the teams send two different files, half the same file twice.
    const answers = await Promise.all(
      teams.flatMap((team, i) => {
        const [a, b] = pairs[i]!;
        const second = i % 2 === 0 ? b : a;
        return [addWork(app, team.token, workBody('videoSubmission', a.tusId)), addWork(app, team.token, workBody('videoSubmission', second.tusId))];
      }),
    );
    for (const res of answers) {
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json<Envelope>().msg).toMatch(/just submitted a work for this step from another device|already used for another work/);
    }
    for (const [i, team] of teams.entries()) {
      const works = await app.db.selectFrom('works').select(['id', 'upload_id']).where('registration_id', '=', team.registrationId).execute();
      expect(works).toHaveLength(1);
      const history = await app.db.selectFrom('work_history').select('id').where('work_id', '=', works[0]!.id).execute();
      const accepted = answers.slice(i * 2, i * 2 + 2).filter((res) => res.statusCode === 200).length;
      expect(history).toHaveLength(accepted);
      const current = await app.db.selectFrom('uploads').select('storage_path').where('id', '=', works[0]!.upload_id).executeTakeFirstOrThrow();
      expect(await fileExists(app, current.storage_path)).toBe(true);
    }
    process.stdout.write(`double-submit race on ${app.dbDialect}: ${answers.filter((res) => res.statusCode === 200).length} of ${answers.length} accepted\n`);
  });
});
