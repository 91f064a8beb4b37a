import { beforeAll, describe, expect, it } from '@jest/globals';
import JSZip from 'jszip';
import { MP4BoxBuffer, createFile } from 'mp4box';
import { PDFDocument } from 'pdf-lib';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { withTestApp, type TestDatabase } from '../../helper.js';
import { SECRETS, addEntry, addTeam, addWork, mp4WithTitle, pdfWithAuthor, pptxSecrets, pptxWithCreator } from './fixtures.js';

// The judge's desk (issue 27 points 2–4): a judge sees only assigned, non-conflicted entries; blind answers and files
// carry nothing of the team; cells save, lock on submit, and refusals change nothing.

const DURING_SCREENING = new Date('2024-01-10T12:00:00+08:00');

let app: App;
let testDb: TestDatabase;
let judge: TestStaffSession;
let other: TestStaffSession;
let organizer: TestStaffSession;
const ids: Record<string, number> = {};
/** Every answer's body and headers, searched at the end for the fixtures' personal strings. */
const seen: string[] = [];

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: DURING_SCREENING } },
);

async function call(session: TestStaffSession, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: method as 'GET', url, headers: { ...session.headers, 'accept-language': 'en-us', ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  seen.push(JSON.stringify(response.headers), response.body);
  return response;
}

/** The film's duration in seconds, as mp4box reads the whole file. */
function mp4Duration(bytes: Buffer): number {
  const iso = createFile();
  iso.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer, 0));
  iso.flush();
  // mvhd, not getInfo(): the sample film's track has no codec configuration for getInfo to describe.
  const mvhd = iso.moov?.mvhd;
  return mvhd ? mvhd.duration / mvhd.timescale : Number.NaN;
}

const state = async () =>
  JSON.stringify([
    await app.db.selectFrom('judging_scores').selectAll().orderBy('id').execute(),
    await app.db.selectFrom('judging_sheets').selectAll().orderBy('id').execute(),
    await app.db.selectFrom('judging_conflicts').selectAll().orderBy('id').execute(),
  ]);

beforeAll(async () => {
  judge = await createStaffSession(app.db, { role: 'judge' });
  other = await createStaffSession(app.db, { role: 'judge' });
  organizer = await createStaffSession(app.db, { role: 'organizer' });
  const secret = await addTeam(app.db, { teamName: SECRETS.team, member: SECRETS.member, school: SECRETS.school, email: SECRETS.email });
  const film = await addWork(app.db, testDb.dir, secret, { bytes: mp4WithTitle(SECRETS.filmTitle, SECRETS.filmXmp), ext: 'mp4', mime: 'video/mp4', name: SECRETS.filmName });
  const pdfTeam = await addTeam(app.db, { school: SECRETS.school });
  const pdf = await addWork(app.db, testDb.dir, pdfTeam, { bytes: await pdfWithAuthor(SECRETS.pdfAuthor, SECRETS.team), ext: 'pdf', mime: 'application/pdf', name: SECRETS.pdfName });
  const pptxTeam = await addTeam(app.db);
  const pptx = await addWork(app.db, testDb.dir, pptxTeam, {
    bytes: await pptxWithCreator(SECRETS.pptxCreator),
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    name: SECRETS.pptxName,
  });
  const elsewhere = await addTeam(app.db);
  const theirs = await addWork(app.db, testDb.dir, elsewhere, { bytes: mp4WithTitle('x'), ext: 'mp4', mime: 'video/mp4', name: 'x.mp4' });
  ids.film = await addEntry(app.db, { round: 'firstRound', number: 7, workId: film, registrationId: secret.registrationId, judges: [judge.member.id] });
  ids.pdf = await addEntry(app.db, { round: 'firstRound', number: 8, workId: pdf, registrationId: pdfTeam.registrationId, judges: [judge.member.id] });
  ids.pptx = await addEntry(app.db, { round: 'firstRound', number: 9, workId: pptx, registrationId: pptxTeam.registrationId, judges: [judge.member.id] });
  ids.theirs = await addEntry(app.db, { round: 'firstRound', number: 10, workId: theirs, registrationId: elsewhere.registrationId, judges: [other.member.id] });
  // Group 1's finals open in February: closed to scoring now.
  ids.finals = await addEntry(app.db, { round: 'finals', number: 1, workId: theirs, registrationId: elsewhere.registrationId, judges: [judge.member.id] });
});

describe('access', () => {
  it('lists only the assigned entries, in the caller language, and records the language', async () => {
    const response = await call(judge, 'GET', '/api/admin/judging/desk', undefined, { 'accept-language': 'zh-cn' });
    expect(response.statusCode).toBe(200);
    const desk = response.json().data;
    expect(desk.rounds.map((round: { key: string }) => round.key)).toEqual(['firstRound', 'finals']);
    expect(desk.rounds[0].entries.map((entry: { id: number }) => entry.id)).toEqual([ids.film, ids.pdf, ids.pptx]);
    expect(desk.rounds[0].rubric[0]).toMatchObject({ key: 'overall', title: '整体评分', max: 100 });
    expect(desk.rounds[0].phase).toBe('open');
    expect(desk.rounds[1].phase).toBe('upcoming');
    const member = await app.db.selectFrom('staff_members').select('lang').where('id', '=', judge.member.id).executeTakeFirstOrThrow();
    expect(member.lang).toBe('zh-cn');
  });

  it("answers another judge's entry exactly as an unknown one", async () => {
    const theirs = await call(judge, 'GET', `/api/admin/judging/entries/${ids.theirs}`);
    const unknown = await call(judge, 'GET', '/api/admin/judging/entries/999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect((await call(judge, 'GET', `/api/admin/judging/entries/${ids.theirs}/files/0`)).statusCode).toBe(404);
  });

  it('refuses a role other than judge', async () => {
    const response = await call(organizer, 'GET', '/api/admin/judging/desk');
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBeTruthy();
  });
});

describe('blind files', () => {
  it('describes an entry with neutral names only', async () => {
    const entry = (await call(judge, 'GET', `/api/admin/judging/entries/${ids.film}`)).json().data;
    expect(entry.team).toBeNull();
    expect(entry.files).toEqual([{ index: 0, kind: 'film', name: 'entry-007.mp4', mime: 'video/mp4', size: expect.any(Number), path: `/api/admin/judging/entries/${ids.film}/files/0` }]);
    expect(entry.next).toBe(ids.pdf);
  });

  it('serves the film with its udta and XMP boxes blanked whole, by ranges, with private headers and an audit entry', async () => {
    const before = await app.db.selectFrom('audit_log').select('seq').where('action', '=', 'judging.fileView').execute();
    const url = `/api/admin/judging/entries/${ids.film}/files/0`;
    const whole = await call(judge, 'GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toContain('entry-007.mp4');
    expect(whole.headers['cache-control']).toContain('no-store');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const original = mp4WithTitle(SECRETS.filmTitle, SECRETS.filmXmp);
    expect(whole.rawPayload.length).toBe(original.length);
    for (const gone of [SECRETS.filmTitle, SECRETS.filmXmp, 'udta', 'meta', 'ilst', 'xmpmeta']) expect([gone, whole.rawPayload.includes(Buffer.from(gone))]).toEqual([gone, false]);
    expect(whole.rawPayload.includes(Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'))).toBe(false);
    // Still a film of the same length: the blanked boxes are `free` boxes of their old size.
    expect(mp4Duration(whole.rawPayload)).toBe(mp4Duration(original));
    expect(mp4Duration(whole.rawPayload)).toBeGreaterThan(0);
    // Ranges that start inside a blanked box, end inside one, or cut through the title and the XMP packets.
    const udta = original.indexOf('udta') - 4;
    const title = original.indexOf(SECRETS.filmTitle);
    const firstXmp = original.indexOf(SECRETS.filmXmp);
    const lastXmp = original.lastIndexOf(SECRETS.filmXmp);
    for (const [from, to] of [[udta - 2, udta + 9], [title + 3, title + 40], [title - 30, title + 5], [firstXmp + 2, lastXmp + 4], [lastXmp + 1, original.length - 1]] as const) {
      const part = await call(judge, 'GET', url, undefined, { range: `bytes=${from}-${to}` });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${from}-${to}/${original.length}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(from, to + 1))).toBe(true);
    }
    const part = await call(judge, 'GET', url, undefined, { range: `bytes=${udta}-${udta + 11}` });
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('free');
    expect(part.rawPayload.subarray(0, 4).equals(original.subarray(udta, udta + 4))).toBe(true); // the size stays
    expect([...part.rawPayload.subarray(8)]).toEqual([0, 0, 0, 0]);
    const after = await app.db.selectFrom('audit_log').select('seq').where('action', '=', 'judging.fileView').execute();
    expect(after.length).toBe(before.length + 1); // the later ranges are not views of their own
  });

  it('serves the PDF without Author and Title, and the PPTX without its properties, comment authors or custom properties', async () => {
    const pdf = await call(judge, 'GET', `/api/admin/judging/entries/${ids.pdf}/files/0`);
    expect(pdf.statusCode).toBe(200);
    const document = await PDFDocument.load(pdf.rawPayload, { updateMetadata: false });
    expect(document.getAuthor() ?? '').toBe('');
    expect(document.getTitle() ?? '').toBe('');
    expect(pdf.rawPayload.includes(Buffer.from(SECRETS.pdfAuthor))).toBe(false);
    const pptx = await call(judge, 'GET', `/api/admin/judging/entries/${ids.pptx}/files/0`);
    const zip = await JSZip.loadAsync(pptx.rawPayload);
    const part = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
    const parts = (await Promise.all(Object.keys(zip.files).map(part))).join('\n');
    for (const [name, value] of Object.entries(pptxSecrets(SECRETS.pptxCreator))) expect([name, parts.includes(value)]).toEqual([name, false]);
    expect(await part('docProps/core.xml')).toContain('<dc:creator></dc:creator><cp:keywords></cp:keywords>');
    expect(await part('docProps/core.xml')).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2024-01-02T03:04:05Z</dcterms:created>');
    expect(await part('docProps/app.xml')).toContain('<Slides>1</Slides><Company></Company><Manager></Manager>');
    expect(await part('ppt/commentAuthors.xml')).toContain('<p:cmAuthor id="1" name="" initials="" lastIdx="1" clrIdx="0"');
    expect(await part('docProps/custom.xml')).not.toContain('<property');
    expect(await part('docProps/custom.xml')).toContain('<Properties xmlns=');
  });

  it('lets a file link for the path play the film', async () => {
    const path = `/api/admin/judging/entries/${ids.film}/files/0`;
    const link = await call(judge, 'POST', '/api/admin/file-links', { path });
    expect(link.statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: link.json().data.url, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
  });
});

describe('sheet', () => {
  it('saves, clears and refuses bad cells without changing anything', async () => {
    const saved = await call(judge, 'PUT', `/api/admin/judging/entries/${ids.film}/scores`, { scores: { overall: 80.07 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ entryId: ids.film, scores: { overall: 80.07 }, complete: true });
    const again = await call(judge, 'PUT', `/api/admin/judging/entries/${ids.film}/scores`, { scores: { overall: 80.07 } });
    expect(again.json().data.scores).toEqual({ overall: 80.07 });
    const before = await state();
    for (const [url, body, status] of [
      [`/api/admin/judging/entries/${ids.film}/scores`, { scores: { overall: 101 } }, 400],
      [`/api/admin/judging/entries/${ids.film}/scores`, { scores: { overall: 1.005 } }, 400],
      [`/api/admin/judging/entries/${ids.film}/scores`, { scores: { innovation: 5 } }, 400],
      [`/api/admin/judging/entries/${ids.film}/scores`, { scores: { overall: 'x' } }, 400],
      [`/api/admin/judging/entries/${ids.theirs}/scores`, { scores: { overall: 5 } }, 404],
      [`/api/admin/judging/entries/${ids.finals}/scores`, { scores: { overall: 5 } }, 409],
    ] as const) {
      const response = await call(judge, 'PUT', url, body);
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.json()).toMatchObject({ code: expect.any(Number), data: null, msg: expect.any(String) });
      expect(response.json().msg).not.toBe('');
    }
    expect(await state()).toBe(before);
  });

  it('refuses an incomplete submit with what is missing, then submits and locks', async () => {
    const before = await state();
    const incomplete = await call(judge, 'POST', '/api/admin/judging/rounds/1/firstRound/submit', {});
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().data.missing.map((entry: { number: number }) => entry.number)).toEqual([8, 9]);
    expect(await state()).toBe(before);
    await call(judge, 'PUT', `/api/admin/judging/entries/${ids.pdf}/scores`, { scores: { overall: 60 } });
    await call(judge, 'PUT', `/api/admin/judging/entries/${ids.pptx}/scores`, { scores: { overall: null } });
    await call(judge, 'PUT', `/api/admin/judging/entries/${ids.pptx}/scores`, { scores: { overall: 70.5 } });
    const submitted = await call(judge, 'POST', '/api/admin/judging/rounds/1/firstRound/submit', {});
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ group: 1, round: 'firstRound', entries: 3, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const locked = await state();
    expect((await call(judge, 'POST', '/api/admin/judging/rounds/1/firstRound/submit', {})).statusCode).toBe(409);
    expect((await call(judge, 'PUT', `/api/admin/judging/entries/${ids.film}/scores`, { scores: { overall: 1 } })).statusCode).toBe(409);
    expect((await call(judge, 'POST', '/api/admin/judging/rounds/1/finals/submit', {})).statusCode).toBe(409);
    expect((await call(judge, 'POST', '/api/admin/judging/rounds/2/judgingDay/submit', {})).statusCode).toBe(404);
    expect(await state()).toBe(locked);
  });
});

describe('conflicts', () => {
  it("discards the judge's drafts for the team and hides the entry", async () => {
    const team = await addTeam(app.db, { school: 'Conflict Hill School' });
    const work = await addWork(app.db, testDb.dir, team, { bytes: mp4WithTitle('c'), ext: 'mp4', mime: 'video/mp4', name: 'c.mp4' });
    const entry = await addEntry(app.db, { round: 'firstRound', number: 11, workId: work, registrationId: team.registrationId, judges: [other.member.id] });
    expect((await call(other, 'PUT', `/api/admin/judging/entries/${entry}/scores`, { scores: { overall: 40 } })).statusCode).toBe(200);
    const declared = await call(other, 'POST', '/api/admin/judging/conflicts', { entryId: entry, note: 'my cousin' });
    expect(declared.statusCode).toBe(200);
    expect(declared.json().data).toMatchObject({ discardedEntries: 1, conflicts: [{ kind: 'team', entry: { group: 1, round: 'firstRound', number: 11 }, school: null }] });
    expect((await call(other, 'GET', `/api/admin/judging/entries/${entry}`)).statusCode).toBe(404);
    const desk = (await call(other, 'GET', '/api/admin/judging/desk')).json().data;
    expect(desk.rounds[0].entries.map((row: { id: number }) => row.id)).toEqual([ids.theirs]);
    const cells = await app.db.selectFrom('judging_scores').select('id').where('entry_id', '=', entry).execute();
    expect(cells).toEqual([]);
    const listed = (await call(other, 'GET', '/api/admin/judging/conflicts')).json().data;
    expect(listed.conflicts).toHaveLength(1);
  });

  it('takes a conflict on an entry of a submitted sheet: the entry leaves the desk, the sheet stays submitted as it was', async () => {
    const sheetOf = () => app.db.selectFrom('judging_sheets').selectAll().where('staff_id', '=', judge.member.id).where('round', '=', 'firstRound').executeTakeFirstOrThrow();
    const cellsOf = () => app.db.selectFrom('judging_scores').selectAll().where('entry_id', '=', Number(ids.pdf)).orderBy('id').execute();
    const sheet = await sheetOf();
    expect(sheet.status).toBe('submitted');
    const cells = await cellsOf();
    expect(cells).toHaveLength(1);
    const declared = await call(judge, 'POST', '/api/admin/judging/conflicts', { entryId: ids.pdf });
    expect(declared.statusCode).toBe(200);
    expect(declared.json().data).toMatchObject({ discardedEntries: 0, conflicts: [{ kind: 'team', entry: { group: 1, round: 'firstRound', number: 8 } }] });
    const desk = (await call(judge, 'GET', '/api/admin/judging/desk')).json().data;
    expect(desk.rounds[0].entries.map((row: { id: number }) => row.id)).toEqual([ids.film, ids.pptx]);
    expect((await call(judge, 'GET', `/api/admin/judging/entries/${ids.pdf}`)).statusCode).toBe(404);
    // Submitted cells are not drafts: they and the hash stay (compute skips the pair), so the sheet stays true.
    expect(await sheetOf()).toEqual(sheet);
    expect(await cellsOf()).toEqual(cells);
  });

  it('declares a school conflict by name, folded, and refuses an empty one', async () => {
    const declared = await call(other, 'POST', '/api/admin/judging/conflicts', { school: '  QUIBBLEWICK   academy ' });
    expect(declared.statusCode).toBe(200);
    const before = await state();
    expect((await call(other, 'POST', '/api/admin/judging/conflicts', { school: '   ' })).statusCode).toBe(400);
    expect((await call(other, 'POST', '/api/admin/judging/conflicts', { entryId: ids.film })).statusCode).toBe(404);
    expect(await state()).toBe(before);
  });
});

it('never shows a personal string in a blind answer', () => {
  const everything = seen.join('\n').toLowerCase();
  for (const [name, value] of Object.entries(SECRETS)) {
    if (name === 'filmTitle' || name === 'filmXmp' || name === 'pdfAuthor' || name === 'pptxCreator') continue; // file bytes, checked above
    expect([name, everything.includes(value.toLowerCase())]).toEqual([name, false]);
  }
});
