import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/app.js';
import { createTestDatabase, signIn, startTestApp, type TestDatabase } from '../../helper.js';
import { png } from '../sample-files.js';
import { stored } from './upload-helpers.js';

// Over a real socket: what inject cannot show (a client that goes away, a refusal that closes the
// connection, paths sent exactly as written).

const limits = { image: 256 * 1024, video: 512 * 1024, document: 256 * 1024 };
let testDb: TestDatabase;
let app: App;
let token: string;
let port: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await startTestApp(testDb, { uploadLimits: limits });
  ({ token } = await signIn(app, 'http@example.org'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const boundary = 'http-test-boundary';
const preamble = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
);

function startUpload() {
  return httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/upload/image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, 'accept-language': 'en-us' },
  });
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const readBody = (res: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => resolve(text));
    res.on('error', reject);
  });

describe('over HTTP', () => {
  it('removes the temporary file when the client goes away mid-file, and writes no row', async () => {
    const req = startUpload();
    req.on('error', () => undefined); // the abort below
    req.write(preamble);
    req.write(png(64 * 1024).subarray(0, 60 * 1024));
    // The file is being written...
    await until(async () => (await stored(app)).files.some((name) => name.startsWith('.tmp-')), 'a temporary file');
    // ...when the connection drops.
    req.destroy();
    await until(async () => (await stored(app)).files.length === 0, 'the temporary file to go');
    expect(await stored(app)).toEqual({ files: [], rows: 0 });
  });

  /** Sends the preamble, a PNG header, then up to 64 MB, 64 KB at a time, until the server answers or the connection breaks. */
  async function offerUntilAnswered(headers: Record<string, string>) {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload/image',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-us', ...headers },
    });
    let written = 0;
    let failed: Error | undefined;
    let res: IncomingMessage | undefined;
    req.on('response', (r) => (res = r));
    req.on('error', (error) => (failed = error));
    req.write(preamble);
    req.write(png());
    const chunk = Buffer.alloc(64 * 1024, 7);
    while (!res && !failed && written < 64 * 1024 * 1024) {
      if (!req.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 5));
      written += chunk.length;
    }
    const body = res ? await readBody(res) : '';
    req.destroy();
    return { written, failed, res, body: body === '' ? undefined : (JSON.parse(body) as unknown) };
  }

  it.each<[string, () => Record<string, string>, number, object]>([
    ['a file over the limit', () => ({ token }), 413, { code: 0, msg: 'The file must not exceed 256 KB' }],
    ['a Content-Length over the limit', () => ({ token, 'content-length': String(100 * 1024 * 1024) }), 413, { code: 0, msg: 'The file must not exceed 512 KB' }],
    ['no session', () => ({}), 401, { code: -1, msg: 'Please log in first' }],
  ])('answers %s at once, closes the connection and stops reading', async (_what, headers, status, answer) => {
    const { written, failed, res, body } = await offerUntilAnswered(headers());
    // The answer arrives (no reset), so the client can show it or end its stale session.
    expect(failed).toBeUndefined();
    expect(res?.statusCode).toBe(status);
    expect(res?.headers.connection).toBe('close');
    expect(body).toEqual({ data: null, show: true, ...answer });
    // The server read the limit and what the socket buffers held, not the 64 MB.
    expect(written).toBeLessThan(16 * 1024 * 1024);
    await until(async () => (await stored(app)).files.length === 0, 'the temporary file to go');
    expect(await stored(app)).toEqual({ files: [], rows: 0 });
  });

  it('keeps the connection of a successful upload open for the next request', async () => {
    for (let i = 0; i < 5; i += 1) {
      const req = startUpload();
      const answered = new Promise<IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
      req.end(Buffer.concat([preamble, png(20_000), Buffer.from(`\r\n--${boundary}--\r\n`)]));
      const res = await answered;
      expect(JSON.parse(await readBody(res))).toMatchObject({ code: 1 });
      expect(res.headers.connection).toBe('keep-alive');
    }
  });

  it.each(['/uploads/../portal.sqlite', '/uploads/../../etc/passwd', '/uploads/..%2Fportal.sqlite', '/uploads/%2e%2e/portal.sqlite'])(
    'sends nothing from outside for %s',
    async (path) => {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path, headers: { token } }, resolve).on('error', reject).end();
      });
      const body = await readBody(res);
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(body)).toMatchObject({ code: 0, data: null });
    },
  );
});
