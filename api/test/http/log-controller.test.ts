import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helper.js';
import { captureLogs } from '../log-capture.js';

// Public reads are too many to log one by one (ADR 0018); everything else, and their failures, still log.
let testDb: TestDatabase;
let app: App;
const logs = captureLogs();

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb, { logLevel: 'info' }, { logStream: logs.stream });
  app.get('/api/article/test-broken', { ...app.publicAnswer }, async () => {
    throw new Error('broken public read');
  });
  await app.ready();
  await migrateToLatest(app.db);
  await runSeeds(app.db);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const linesFor = (url: string) => logs.lines.filter((line) => JSON.stringify(line).includes(url));

it('a successful public read writes no request lines', async () => {
  const url = '/api/display/partners';
  expect((await app.inject({ url })).statusCode).toBe(200);
  expect((await app.inject({ url })).statusCode).toBe(200);
  expect(linesFor(url)).toEqual([]);
});

it('other routes still log the request and its completion', async () => {
  expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  expect(linesFor('/api/health').map((line) => line.msg)).toEqual(['incoming request']);
  expect(logs.lines.some((line) => line.msg === 'request completed' && (line.res as { statusCode: number }).statusCode === 200)).toBe(true);
});

it('a public read that fails is logged as an error', async () => {
  const res = await app.inject({ url: '/api/article/test-broken' });
  expect(res.statusCode).toBe(500);
  const errors = logs.lines.filter((line) => line.level === 50);
  // The error handler's line with the cause, and the completion, raised to error level.
  expect(errors.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
  expect(errors[1]).toMatchObject({ res: { statusCode: 500 } });
});
