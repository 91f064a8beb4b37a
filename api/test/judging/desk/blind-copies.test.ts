import { beforeAll, describe, expect, it } from '@jest/globals';
import { access, readdir, rm } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { App } from '../../../src/app.js';
import { systemActing } from '../../../src/audit/acting.js';
import { blindCopiesDir, blindCopyPath } from '../../../src/judging/blind/copies.js';
import { purgeSeason } from '../../../src/purge/purge.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { startTestApp, withTestApp, type TestDatabase } from '../../helper.js';
import { purgeDeps } from '../../purge/purge-helpers.js';
import { addEntry, addTeam, addWork, pdfWithAuthor } from './fixtures.js';

// The cleaned copies of blind files (docs/adr/0047 "Blind files") are personal data: made again when missing, and
// removed by the season's purge (docs/adr/0021) with the uploads they were made from.

const DURING_SCREENING = new Date('2024-01-10T12:00:00+08:00');
/** The first instant of 2023-2024's personalDataUntil. */
const PURGE_DAY = new Date('2024-07-20T00:00:00+08:00');
const AUTHOR = 'Copycat Pemberton';

let app: App;
let testDb: TestDatabase;
let judge: TestStaffSession;
let url: string;
let copy: string;

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: DURING_SCREENING } },
);

beforeAll(async () => {
  judge = await createStaffSession(app.db, { role: 'judge' });
  const team = await addTeam(app.db);
  const work = await addWork(app.db, testDb.dir, team, { bytes: await pdfWithAuthor(AUTHOR, 'Deck'), ext: 'pdf', mime: 'application/pdf', name: 'x.pdf' });
  const entry = await addEntry(app.db, { round: 'firstRound', number: 1, workId: work, registrationId: team.registrationId, judges: [judge.member.id] });
  url = `/api/admin/judging/entries/${entry}/files/0`;
  const upload = await app.db.selectFrom('works').innerJoin('uploads', 'uploads.id', 'works.upload_id').select('uploads.public_id').where('works.id', '=', work).executeTakeFirstOrThrow();
  copy = blindCopyPath(testDb.dir, upload.public_id, 'pdf');
});

async function servedAuthor(): Promise<string> {
  const response = await app.inject({ url, headers: judge.headers });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.includes(Buffer.from(AUTHOR))).toBe(false);
  return (await PDFDocument.load(response.rawPayload, { updateMetadata: false })).getAuthor() ?? '';
}

describe('cleaned copies', () => {
  it('are made on first view and made again when the file is missing', async () => {
    expect(await servedAuthor()).toBe('');
    await access(copy);
    await rm(copy);
    expect(await servedAuthor()).toBe('');
    await access(copy);
  });

  it("go with the season's personal-data purge", async () => {
    // The purge deleting the judging rows is another branch's change (its foreign keys stop the purge here without
    // it); this test is about the files, so the rows go first.
    for (const table of ['judging_scores', 'judging_sheets', 'judging_assignments', 'judging_conflicts', 'judging_entries'] as const) await app.db.deleteFrom(table).execute();
    const onDay = await startTestApp(testDb, { portalNow: PURGE_DAY });
    try {
      const outcome = await purgeSeason(purgeDeps(onDay), { season: onDay.season, laterSeason: false }, systemActing('test'));
      expect(outcome.status).toBe('purged');
    } finally {
      await onDay.close();
    }
    expect(await app.db.selectFrom('uploads').select('id').execute()).toEqual([]);
    expect(await readdir(blindCopiesDir(testDb.dir))).toEqual([]);
  });
});
