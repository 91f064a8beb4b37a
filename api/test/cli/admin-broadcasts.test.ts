import { describe, expect, it } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince } from '../staff/results-helpers.js';
import { addPerson } from '../broadcasts/people.js';
import { adminRunner } from './admin-runner.js';

// `pnpm admin broadcasts list|send` against the API's own database: the back office's send (broadcasts/send.ts) with
// the same checks and refusals, in English, audited as the command line's actor.

let testDb: TestDatabase;
let app: App;
const NOW = new Date('2024-12-01T00:00:00.000Z');

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { config: { portalNow: NOW } },
);

const admin = adminRunner(() => testDb, NOW);
const text = (subject: string) => ({ subject, body: `${subject}: the final is next month.` });
const body = { texts: { zhComplex: text('決賽'), zhSimple: text('决赛'), en: text('Final') }, audience: { groups: [2], registrationStatuses: [], worksStatuses: [], finalistsOnly: false } };

describe('pnpm admin broadcasts', () => {
  it('sends from a JSON file to the audience, each in their language, and lists it', async () => {
    await addPerson(app.db, { email: 'uni@example.org', group: 'university', status: 'passed', language: 'en' });
    await addPerson(app.db, { email: 'school@example.org', group: 'secondary', status: 'passed', language: 'en' });
    const file = join(testDb.dir, 'broadcast.json');
    await writeFile(file, JSON.stringify(body));
    const before = await auditSeq(app.db);
    const sent = await admin('broadcasts', 'send', file);
    expect([sent.code, sent.stderr]).toEqual([0, '']);
    expect(sent.stdout).toMatch(/^broadcast (\d+) sent to 1 account\(s\); 0 unsubscribed and left out\n$/);
    const [entry] = await auditSince(app.db, before);
    expect(entry).toMatchObject({ actor: { kind: 'cli', name: 'ada' }, action: 'broadcast.send', detail: { recipients: 1, optedOut: 0 } });
    const mails = await app.db.selectFrom('outbox').select(['to', 'text']).execute();
    expect(mails.filter((mail) => mail.text.includes('Final: the final is next month.')).map((mail) => mail.to)).toEqual(['uni@example.org']);

    const list = await admin('broadcasts', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')[1]).toMatch(/^\d+\t\S+\t1\t0\t\d+\t\d+\t\d+\tFinal$/);
  });

  it('refuses a blank text in English and sends nothing', async () => {
    const file = join(testDb.dir, 'blank.json');
    await writeFile(file, JSON.stringify({ ...body, texts: { ...body.texts, en: { subject: ' ', body: 'x' } } }));
    const before = await app.db.selectFrom('broadcasts').select('id').execute();
    const { code, stderr } = await admin('broadcasts', 'send', file);
    expect(code).not.toBe(0);
    expect(stderr).toContain('The subject in English is empty; nothing was sent');
    expect(await app.db.selectFrom('broadcasts').select('id').execute()).toEqual(before);
  });

  it('refuses a file that is not {texts, audience}', async () => {
    const file = join(testDb.dir, 'wrong.json');
    await writeFile(file, JSON.stringify({ texts: 'hello' }));
    const { code, stderr } = await admin('broadcasts', 'send', file);
    expect(code).not.toBe(0);
    expect(stderr).toContain('The broadcast is incomplete');
  });
});
