import { describe, expect, it } from '@jest/globals';
import type { App } from '../../../src/app.js';
import { createTestDatabase, startTestApp, withTestApp } from '../../helper.js';

let app: App;
const expectedDatabase = process.env.TEST_PG_ADMIN_URL ? 'postgres' : 'sqlite';

withTestApp((started) => {
  app = started;
});

describe('GET /api/health', () => {
  it('answers ok in the success envelope after querying the database', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, data: { status: 'ok', database: expectedDatabase }, msg: '', show: false });
  });

  it('adds timings when verbose=true', async () => {
    const res = await app.inject({ url: '/api/health?verbose=true' });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { details: { databaseLatencyMs: expect.any(Number), uptimeSeconds: expect.any(Number) } },
    });
  });

  it.each([
    ['zh-hk', '參數無效：verbose'],
    ['zh-cn', '参数无效：verbose'],
    ['en-us', 'Invalid parameters: verbose'],
  ])('rejects a non-boolean verbose with a 400 envelope in %s', async (lang, msg) => {
    const res = await app.inject({ url: '/api/health?verbose=maybe', headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, data: null, msg, show: true });
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 in the envelope', async () => {
    const other = await createTestDatabase();
    const broken = await startTestApp(other);
    try {
      await broken.db.destroy(); // every later query fails, as if the server were unreachable
      const res = await broken.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 0,
        data: null,
        msg: 'Service temporarily unavailable, please try again later',
        show: true,
      });
    } finally {
      await broken.close();
      await other.drop();
    }
  });
});
