import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import type { App } from '../../src/app.js';
import { createTestDatabase, signIn, startSeededApp, type TestDatabase } from '../helper.js';
import { parseAnswer } from './http.js';

// What the fuzzer found, each as its shrunk counterexample, over a real socket (most of it happens before Fastify's
// inject could see it): the server's answer is the envelope, never a 5xx, and a client still sending reads it.

let testDb: TestDatabase;
let app: App;
let port: number;
let token: string;

const SECRET = 'a secret a build left behind';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  await mkdir(shellDist);
  await writeFile(join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(shellDist, '.env'), SECRET);
  app = await startSeededApp(testDb, { portalNow: new Date('2023-11-25T10:00:00+08:00'), shellDist });
  ({ token } = await signIn(app, 'found@example.org'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const refusal = (msg: string) => ({ code: 0, data: null, msg, show: true });

/** Writes `head` (and nothing else yet) on a new connection; `answer` resolves with the first answer read. */
function openRaw(head: string | Buffer) {
  // Half-open allowed: like a client busy sending, it goes on writing after the server's answer and FIN.
  const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
  const chunks: Buffer[] = [];
  const events: string[] = [];
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => events.push(`error ${error.code ?? error.message}`));
  socket.on('end', () => events.push('end'));
  socket.write(head);
  const answer = (async () => {
    for (let i = 0; i < 250; i += 1) {
      const parsed = parseAnswer(Buffer.concat(chunks), 'GET');
      if (parsed && parsed.body.length >= Number(parsed.headers['content-length'] ?? 0)) return parsed;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no answer in ${Buffer.concat(chunks).length} bytes`);
  })();
  return { socket, answer, events, closed };
}

const envelopeOf = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

/**
 * After the answer the client goes on sending a megabyte: the server must go on reading it, then close when the
 * client does. A server that closed at once resets the connection over those bytes: EPIPE or ECONNRESET here.
 */
async function expectLingeringClose({ socket, events, closed }: { socket: Socket; events: string[]; closed: Promise<void> }) {
  for (let i = 0; i < 16; i += 1) socket.write(Buffer.alloc(64 * 1024, 0x61));
  socket.end();
  await closed;
  expect(events).toEqual(['end']);
}

describe('before any route: Node\'s parser and Fastify\'s router', () => {
  it('answers a request it cannot parse with the envelope (was Fastify\'s {error, message, statusCode})', async () => {
    // Shrunk: a request target that does not start with a slash.
    const { answer, socket } = openRaw('POST %2Fapi%2Flogin%2Fregister HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const res = await answer;
    socket.destroy();
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(res.body)).toEqual(refusal('請求格式不正確'));
  });

  it('answers a request line past 16 KB with 431 in the envelope, and reads on so a client still sending sees it', async () => {
    const connection = openRaw(`GET /api/health?x=${'a'.repeat(20 * 1024)}`);
    const res = await connection.answer;
    expect(res.status).toBe(431);
    expect(envelopeOf(res.body)).toEqual(refusal('請求格式不正確'));
    // Closed at once (as before), the rest of this URL would have been met with a reset.
    await expectLingeringClose(connection);
  });

  it('answers an Expect other than 100-continue with 417 in the envelope, in the caller\'s language (was an empty 417)', async () => {
    const connection = openRaw(
      `POST /api/comment/add HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 0\r\nAccept-Language: en-us\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
    );
    const res = await connection.answer;
    expect(res.status).toBe(417);
    expect(envelopeOf(res.body)).toEqual(refusal('Malformed request'));
    await expectLingeringClose(connection);
  });

  it('answers a path that does not decode while its body is still arriving, and reads on', async () => {
    // Shrunk: HEAD /remotes/%zz with a megabyte of JSON.
    const connection = openRaw(`POST /remotes/%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n[`);
    const res = await connection.answer;
    expect(res.status).toBe(400);
    expect(envelopeOf(res.body)).toEqual(refusal('請求格式不正確'));
    await expectLingeringClose(connection);
  });

  it.each([
    ['a path that does not decode', '/api/tus/%E0%A4%A', 400],
    ['a path that does not decode', '/uploads/%E0%A4%A', 400],
  ])('answers %s (%s) with the envelope (was FST_ERR_BAD_URL\'s own JSON)', async (_what, path, status) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: path.startsWith('/api/tus') ? 'POST' : 'GET', headers: { 'accept-language': 'en-us' } });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(refusal('Malformed request'));
  });
});

describe('validation', () => {
  it.each([
    ['/api/display/gallery?contest=1&page_no=-Infinity', 'page_no'],
    ['/api/display/gallery?contest=1&page_size=Infinity', 'page_size'],
    ['/api/article/detail?id=1e309', 'id'],
    ['/api/comment/getArticleIdComment?article_id=Infinity', 'article_id'],
  ])('refuses %s as invalid (Ajv let non-finite numbers through: a 500 from the database)', async (path, field) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-language': 'en-us' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refusal(`Invalid parameters: ${field}`));
  });

  it('refuses a body id of "Infinity" the same way', async () => {
    const before = await app.db.selectFrom('comments').selectAll().execute();
    const res = await fetch(`http://127.0.0.1:${port}/api/comment/add`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json', 'accept-language': 'en-us' },
      body: JSON.stringify({ articleId: 'Infinity', content: 'hello' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refusal('Invalid parameters: body.articleId'));
    expect(await app.db.selectFrom('comments').selectAll().execute()).toEqual(before);
  });
});

describe('a refusal before the body is read', () => {
  it('closes lingering, so a client still sending reads the 413 instead of a reset', async () => {
    // Shrunk: a comment of a megabyte of NULs (six as JSON escapes).
    const length = 6 * 1024 * 1024;
    const connection = openRaw(
      `POST /api/comment/add HTTP/1.1\r\nHost: 127.0.0.1\r\ntoken: ${token}\r\nAccept-Language: en-us\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"content":"`,
    );
    const res = await connection.answer;
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(envelopeOf(res.body)).toEqual(refusal('Request body too large'));
    await expectLingeringClose(connection);
  });
});

describe('pages', () => {
  it.each(['//', '/\\', '//%5B%5D'])('answers %s as a page or a refusal (was a 500: the path read as a URL with a host)', async (path) => {
    const res = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'GET', path, headers: { 'accept-language': 'en-us' } });
      req.on('response', (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode ?? 0, type: String(answer.headers['content-type']) });
      });
      req.on('error', reject);
      req.end();
    });
    // What such a path is (a folder the static files refuse, the not-found page) is the pages' business; never a 500.
    expect(res.status).toBeLessThan(500);
    expect(res.type).toMatch(/^(text\/html|application\/json); charset=utf-8$/);
  });
});

describe('static files', () => {
  it('never serves a dot file of the built shell (was 200 with the file)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/.env`, { headers: { 'accept-language': 'en-us' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SECRET);
  });
});

describe('tus', () => {
  it.each([
    ['Upload-Defer-Length', { 'upload-defer-length': '1' }],
    ['Upload-Concat', { 'upload-concat': 'partial', 'upload-length': '2048' }],
  ])('refuses an extension OPTIONS does not offer (%s) with 400, not tus\'s 501', async (_name, headers) => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/tus', headers: { token, 'tus-resumable': '1.0.0', 'accept-language': 'en-us', ...headers } });
      req.on('response', (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(refusal('Upload failed'));
  });
});
