import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Type } from 'typebox';
import type { App } from '../src/app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helper.js';
import { captureLogs } from './log-capture.js';

// The envelope contract for answers that are not a route's own success: errors of every kind.
let testDb: TestDatabase;
let app: App;
const logs = captureLogs();
const secret = 'db password is hunter2';

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb, { logLevel: 'info' }, { logStream: logs.stream });
  // Test-only routes, added before ready() as buildApp allows.
  app.get('/api/test/throw', async () => {
    throw new Error(secret);
  });
  app.post(
    '/api/test/echo',
    { bodyLimit: 64, schema: { body: Type.Object({ team: Type.Object({ name: Type.String({ minLength: 2 }) }) }) } },
    async (request) => ({ code: 1, data: request.body, msg: '', show: false }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const envelope = (msg: string) => ({ code: 0, data: null, msg, show: true });

describe('error envelope', () => {
  it('answers an unknown /api route with a localized 404 envelope', async () => {
    const res = await app.inject({ url: '/api/does-not-exist', headers: { 'accept-language': 'en-us' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(envelope('Not found'));
  });

  it('answers an unknown method on a known path with a 404 envelope', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(envelope('找不到請求的內容'));
  });

  it('hides a thrown error behind a 500 "server busy" envelope', async () => {
    const res = await app.inject({ url: '/api/test/throw', headers: { 'accept-language': 'zh-cn' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(envelope('服务器繁忙，请稍后再试'));
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/); // no stack frames
    // ...while the log keeps everything an operator needs.
    const logged = logs.lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, err: { message: secret } });
    expect(JSON.stringify(logged)).toMatch(/app\.test\.ts/);
  });

  it('names the invalid body field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { team: { name: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('Invalid parameters: body.team.name'));
  });

  it('names a missing body field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'accept-language': 'en' }, payload: { team: {} } });
    expect(res.json()).toEqual(envelope('Invalid parameters: body.team.name'));
  });

  it('keeps 400 for malformed JSON with a safe message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-us' },
      payload: '{"team": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('Malformed request'));
  });

  it('keeps 413 for a body over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'zh-hk' },
      payload: { team: { name: 'x'.repeat(200) } },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope('提交的內容過大'));
  });

  it('keeps 415 for an unsupported content type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown', 'accept-language': 'en' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope('Unsupported content type'));
  });
});

describe('X-Instance (INSTANCE_NAME, issue 29)', () => {
  it('names the instance on every answer, errors included, and on its log lines; without a name, no header', async () => {
    const named = buildTestApp(testDb, { instanceName: 'api-2', logLevel: 'info' }, { logStream: logs.stream });
    try {
      await named.ready();
      for (const [url, status] of [['/api/health', 200], ['/api/nowhere', 404], ['/registry.json', 503]] as const) {
        const res = await named.inject({ url });
        expect([url, res.statusCode, res.headers['x-instance']]).toEqual([url, status, 'api-2']);
      }
      expect(logs.lines.filter((line) => line.instance === 'api-2').length).toBeGreaterThan(0);
    } finally {
      await named.close();
    }
    expect((await app.inject({ url: '/api/health' })).headers['x-instance']).toBeUndefined();
  });
});
