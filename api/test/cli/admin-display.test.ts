import { describe, expect, it } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DISPLAY_COLLECTIONS } from '@portal/contracts/admin-display';
import type { App } from '../../src/app.js';
import { withTestApp, type TestDatabase } from '../helper.js';
import { auditSeq, auditSince } from '../staff/results-helpers.js';
import { adminRunner } from './admin-runner.js';

// `pnpm admin display list|export|import` against the API's own database: the back office's save with the same
// checks and refusals (in English), audited as the command line's actor.

let testDb: TestDatabase;
let app: App;
const NOW = new Date('2024-12-01T00:00:00.000Z');

withTestApp(
  (started, db) => {
    app = started;
    testDb = db;
  },
  { seeded: true, config: { portalNow: NOW } },
);

const admin = adminRunner(() => testDb, NOW);

describe('pnpm admin display', () => {
  it('lists the collections with their versions and counts', async () => {
    const { code, stdout } = await admin('display', 'list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('collection\tversion\titems\tsaved at');
    expect(lines.find((row) => row.startsWith('judges\t'))).toBe('judges\t1\t6\t—');
    expect(lines).toHaveLength(1 + DISPLAY_COLLECTIONS.length);
  });

  it('exports a collection and imports it back changed, audited as the command line', async () => {
    const exported = await admin('display', 'export', 'prizes');
    expect(exported.code).toBe(0);
    const body = JSON.parse(exported.stdout) as { version: number; items: { count: number }[] };
    expect(body.version).toBe(1);
    body.items[0]!.count = 3;
    const file = join(testDb.dir, 'prizes.json');
    await writeFile(file, JSON.stringify(body));
    const before = await auditSeq(app.db);
    const imported = await admin('display', 'import', 'prizes', file);
    expect([imported.code, imported.stdout.trim()]).toEqual([0, `prizes saved: ${body.items.length} item(s), version 2`]);
    const [entry] = await auditSince(app.db, before);
    expect(entry).toMatchObject({ actor: { kind: 'cli', name: 'ada' }, action: 'display.save', target: 'display:prizes', detail: { collection: 'prizes', count: body.items.length, version: 2 } });
    // The same file again is made against version 1: refused as stale, nothing changed.
    const again = await admin('display', 'import', 'prizes', file);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('Someone saved this since you opened it (version 2)');
    expect(await auditSince(app.db, before)).toHaveLength(1);
  });

  it('imports the timeline with the season calendar\'s rules; the server takes it at its refresh', async () => {
    const exported = await admin('display', 'export', 'timeline');
    const body = JSON.parse(exported.stdout) as { version: number; items: { group: number; key: string; to: string }[] };
    const registration = body.items.find((item) => item.group === 1 && item.key === 'registration');
    if (!registration) throw new Error('no registration step');
    const file = join(testDb.dir, 'timeline.json');
    registration.to = '2023-08-01';
    await writeFile(file, JSON.stringify(body));
    const refused = await admin('display', 'import', 'timeline', file);
    expect(refused.stderr).toContain('timeline: Timeline, item 1: Last day is before the first day; nothing changed');
    // Past the season's purge day (2024-07-20): the purge's rule refuses it as the back office does.
    registration.to = '2025-01-31';
    await writeFile(file, JSON.stringify(body));
    const late = await admin('display', 'import', 'timeline', file);
    expect(late.code).not.toBe(0);
    expect(late.stderr).toContain('destroyed from 2024-07-20, but a step still runs on 2025-01-31');
    registration.to = '2023-11-02';
    await writeFile(file, JSON.stringify(body));
    expect((await admin('display', 'import', 'timeline', file)).code).toBe(0);
    const lastDay = () => app.season.steps(1).find((step) => step.key === 'registration')?.to;
    expect(lastDay()).toBe('2023-10-31');
    await app.seasonCalendar.refresh();
    expect(lastDay()).toBe('2023-11-02');
  });

  it('refuses a bad item as the back office does, and an unknown collection', async () => {
    const file = join(testDb.dir, 'live.json');
    await writeFile(file, JSON.stringify({ version: 1, items: [{ show: true, src: 'javascript:alert(1)', title: { zhComplex: '', zhSimple: '', en: '' } }] }));
    const before = await auditSeq(app.db);
    const res = await admin('display', 'import', 'live', file);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('live: Live stream, item 1: Stream address must be an https:// address; nothing changed');
    expect((await admin('display', 'export', 'posters')).code).not.toBe(0);
    expect(await auditSince(app.db, before)).toEqual([]);
  });
});
