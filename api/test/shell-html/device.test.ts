import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { isHandheld, mobileLocation } from '../../src/shell-html/device.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../helper.js';

// Issue 13: a phone opening a desktop URL (a link shared from a computer) is sent to the page's mobile counterpart
// by the server, instead of being drawn the desktop layout until the shell's scripts switch it.
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the mobile counterpart of a desktop page', () => {
  it.each([
    ['/pc/latestNews', '/mobile/news/consult'],
    ['/pc/latestNewsDetail?id=7&lang=en', '/mobile/news/consult/detail?id=7&lang=en'],
    ['/pc/contestRegistration?group=1', '/mobile/registration?group=1'],
    ['/pc/secondCompetition/', '/mobile/vote'],
    ['/pc', '/mobile/home'],
    ['/pc/finalists', '/mobile/home'],
    ['/pc/constructor', '/mobile/home'],
  ])('of %s is %s', (url, location) => {
    expect(mobileLocation(url)).toBe(location);
  });

  it('does not exist for what is not a desktop page', () => {
    for (const url of ['/mobile/home', '/', '/c/3', '/pcx/home', '/api/season']) expect(mobileLocation(url)).toBeNull();
  });

  it('applies to phones and tablets, as the client decides', () => {
    expect([IPHONE, PIXEL, IPAD].map(isHandheld)).toEqual([true, true, true]);
    expect([DESKTOP, undefined, ''].map(isHandheld)).toEqual([false, false, false]);
  });
});

describe('a desktop URL opened on a phone', () => {
  let testDb: TestDatabase;
  let app: App;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const shellDist = join(testDb.dir, 'shell');
    await mkdir(shellDist, { recursive: true });
    await writeFile(join(shellDist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    app = await startTestApp(testDb, { shellDist });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const page = (url: string, userAgent: string) => app.inject({ url, headers: { accept: 'text/html', 'user-agent': userAgent } });

  it('is redirected to its mobile counterpart, query kept, and the answer varies by user agent', async () => {
    const res = await page('/pc/latestNewsDetail?id=3', PIXEL);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/mobile/news/consult/detail?id=3');
    expect(res.headers.vary).toMatch(/User-Agent/i);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
  });

  it('is served as it is to a desktop browser, and a mobile URL is served to a phone', async () => {
    const desktop = await page('/pc/latestNews', DESKTOP);
    expect(desktop.statusCode).toBe(200);
    expect(desktop.headers.vary).toMatch(/User-Agent/i);
    expect((await page('/mobile/news/consult', IPHONE)).statusCode).toBe(200);
  });

  it('redirects nothing that is not a page', async () => {
    const data = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html', 'user-agent': IPHONE } });
    expect(data.statusCode).toBe(404);
    const file = await app.inject({ url: '/remotes/mf-content/9.9.9/remoteEntry.js', headers: { 'user-agent': IPHONE } });
    expect(file.statusCode).toBe(404);
  });
});
