import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../helper.js';
import { AFTER_SECONDARY, IN_WINDOW, add, get, team } from './registration-helpers.js';

// The read calls of the slice: what a team needs before registering, answered by the server's clock.

let testDb: TestDatabase;
let app: App;
let late: App;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startSeededApp(testDb, { portalNow: IN_WINDOW });
  late = await startSeededApp(testDb, { portalNow: AFTER_SECONDARY });
});
afterAll(async () => {
  await app.close();
  await late.close();
  await testDb.drop();
});

const data = <T>(res: { json: <U>() => U }) => res.json<{ code: number; data: T }>().data;

describe('GET /api/registration/getGroup', () => {
  it('gives both groups with their own topics, team size, cap and window, in the language asked for', async () => {
    const groups = data<Array<Record<string, unknown>>>(await get(app, 'getGroup', undefined, 'zh-hk'));
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({ group: 1, name: '中學組', minMembers: 2, maxMembers: 4, cap: null, registration: { open: true } });
    expect(groups[1]).toMatchObject({ group: 2, name: '大學組', cap: 500, registered: 0 });
    expect((groups[0]?.topics as Array<{ key: string }>).map((topic) => topic.key)).toEqual(['energy-climate', 'air-quality', 'water', 'biodiversity']);
    expect(groups[1]?.topics).toContainEqual({ key: 'zero-carbon-new-town', title: '零碳新城設計' });
  });

  it('counts registered teams against the cap', async () => {
    const uni = await team(app, 2, 2);
    await add(app, uni.token, uni.body);
    expect(data<Array<{ registered: number }>>(await get(app, 'getGroup'))[1]?.registered).toBe(1);
  });
});

describe('GET /api/registration/isAddActive', () => {
  it('answers per group, or for the one asked for', async () => {
    expect(data(await get(app, 'isAddActive'))).toEqual([
      { group: 1, active: true, phase: 'open', registration: { from: '2023-08-14T16:00:00.000Z', to: '2023-10-31T16:00:00.000Z', open: true } },
      { group: 2, active: true, phase: 'open', registration: { from: '2023-08-14T16:00:00.000Z', to: '2023-12-31T16:00:00.000Z', open: true } },
    ]);
    expect(data(await get(late, 'isAddActive?group=1'))).toEqual([expect.objectContaining({ group: 1, active: false, phase: 'closed' })]);
    expect(data(await get(late, 'isAddActive?group=2'))).toEqual([expect.objectContaining({ group: 2, active: true, phase: 'open' })]);
  });

  it.each(['group=0', 'group=x', 'group=1&group=2'])('refuses ?%s with a 400 envelope', async (query) => {
    const res = await get(app, `isAddActive?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
  });
});

describe('GET /api/competition/getExam', () => {
  const exam = (target: App, query = '', token?: string) =>
    target.inject({ method: 'GET', url: `/api/competition/getExam${query}`, headers: { 'accept-language': 'en-us', ...(token ? { token } : {}) } });

  it('gives group 1 to a visitor, with the step in progress', async () => {
    const answer = data<Record<string, unknown>>(await exam(app));
    expect(answer).toMatchObject({ group: 1, name: 'Secondary school', currentStep: 'registration', submission: { open: false } });
    expect((answer.steps as unknown[]).length).toBe(10);
    expect(data<Record<string, unknown>>(await exam(late))).toMatchObject({ currentStep: 'firstRound', submission: { open: true } });
  });

  it("gives a registered team its own group, and any group on request", async () => {
    const uni = await team(app, 2, 2);
    await add(app, uni.token, uni.body);
    expect(data(await exam(app, '', uni.token))).toMatchObject({ group: 2, name: 'University' });
    expect(data(await exam(app, '?group=1', uni.token))).toMatchObject({ group: 1 });
    expect(data(await exam(app, '', 'not-a-token'))).toMatchObject({ group: 1 });
  });
});
