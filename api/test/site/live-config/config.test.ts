import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../../helper.js';

let testDb: TestDatabase;
let app: App;
let file: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb); // DATA_DIR is testDb.dir
  file = join(testDb.dir, 'config', 'live.json');
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function live() {
  const res = await app.inject({ url: '/config/live.json', headers: { accept: 'application/json, text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<unknown>();
}

async function put(content: string) {
  await mkdir(join(testDb.dir, 'config'), { recursive: true });
  await writeFile(file, content);
}

describe('GET /config/live.json', () => {
  it('answers the hidden default, not an envelope, when DATA_DIR has no file', async () => {
    await rm(file, { force: true });
    expect(await live()).toEqual({ src: '', show: false, title: '' });
  });

  it('serves the operator\'s file, re-read on every request', async () => {
    await put(JSON.stringify({ src: 'https://live.example.org/stream', show: true, title: 'Award ceremony' }));
    expect(await live()).toEqual({ src: 'https://live.example.org/stream', show: true, title: 'Award ceremony' });
    await put(JSON.stringify({ src: 'https://live.example.org/stream', show: false, title: 'Over' }));
    expect(await live()).toMatchObject({ show: false, title: 'Over' });
  });

  it.each([
    ['broken JSON', '{"show": true,'],
    ['a wrong type', JSON.stringify({ src: 1, show: 'yes', title: '' })],
    ['a missing field', JSON.stringify({ src: 'x', show: true })],
    ['extra fields', JSON.stringify({ src: 'x', show: true, title: 't', script: '<script>' })],
    ['an array', '[]'],
  ])('falls back to the hidden default for %s', async (_label, content) => {
    await put(content);
    expect(await live()).toEqual({ src: '', show: false, title: '' });
  });
});
