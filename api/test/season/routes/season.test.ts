import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildTestApp, createTestDatabase, startSeededApp, type TestDatabase } from '../../helper.js';

// One variable moves the whole site: the same app answers differently only because PORTAL_NOW differs.

let testDb: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.drop();
});

async function seasonAt(iso: string, lang = 'en-us') {
  const app = await startSeededApp(testDb, { portalNow: new Date(iso) });
  apps.push(app);
  const res = await app.inject({ method: 'GET', url: '/api/season', headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ code: number; data: { now: string; offer: string; groups: Array<Record<string, any>> } }>(); // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads loosely typed JSON
}

describe('GET /api/season', () => {
  it('is inside the secondary-school registration window on 15 September 2023', async () => {
    const { code, data } = await seasonAt('2023-09-15T10:00:00+08:00');
    expect(code).toBe(1);
    expect(data.now).toBe('2023-09-15T02:00:00.000Z');
    expect(data.offer).toBe('voting');
    const [secondary, university] = data.groups;
    expect(secondary).toMatchObject({
      group: 1,
      registration: { from: '2023-08-14T16:00:00.000Z', to: '2023-10-31T16:00:00.000Z', open: true },
      submission: { open: false },
      voting: { open: false },
    });
    expect(university).toMatchObject({ group: 2, registration: { open: true }, voting: null });
    expect(secondary?.steps[0]).toEqual({ key: 'registration', title: 'Registration', from: '2023-08-15', to: '2023-10-31', note: null, state: 'open' });
  });

  it('is closed for secondary schools and open for universities on 1 December 2023', async () => {
    const { data } = await seasonAt('2023-12-01T12:00:00+08:00', 'zh-hk');
    expect(data.groups[0]?.registration.open).toBe(false);
    expect(data.groups[1]?.registration.open).toBe(true);
    expect(data.groups[0]?.submission.open).toBe(true);
    expect(data.groups[0]?.steps[0].title).toBe('報名');
  });

  it('offers the winners list and opens nothing after the season', async () => {
    const { data } = await seasonAt('2026-11-23T10:00:00+08:00');
    expect(data.offer).toBe('winners');
    for (const group of data.groups) {
      for (const window of [group.registration, group.submission, group.voting]) if (window) expect(window.open).toBe(false);
    }
  });
});

describe('a malformed season file', () => {
  it('stops the server at start rather than enforce a wrong calendar', async () => {
    const file = join(testDb.dir, 'broken-season.json');
    await writeFile(file, JSON.stringify({ id: 'x', groups: {} }));
    const app = buildTestApp(testDb, { seasonFile: file });
    await expect(app.ready()).rejects.toThrow(/season file .* is malformed/);
    await app.close();
  });
});
