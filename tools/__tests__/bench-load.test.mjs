// `pnpm bench:load` (issue 14), bounded: the same script with 20 visitors for 5 s, ten times more often than a
// person (--think-scale 0.05: about the request rate of 400 people), through the real production server. Every kind
// of request must be exercised and none may fail; how fast is the benchmark's business, not this test's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KINDS, VisitorHttp } from '../lib/load-http.mjs';
import { LoadStats } from '../lib/load-stats.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// The built API's entry exists only once the API is built (plain node reads api/dist).
const api = await import('@portal/api/testing').catch(() => null);
const built = api !== null && existsSync(api.builtServer);

test('a visitor counts unexpected failures as errors, and neither an expected refusal nor a 304', async (t) => {
  const server = createServer((request, response) => {
    const send = (status, body, headers = {}) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
    if (request.url === '/api/list') {
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
      return send(200, JSON.stringify({ code: 1, data: { lists: [7] }, msg: '', show: false }), { etag: '"v1"' });
    }
    if (request.url === '/api/login') return send(400, JSON.stringify({ code: 0, data: null, msg: 'wrong password', show: true }));
    if (request.url === '/api/failure') return send(200, JSON.stringify({ code: 0, data: null, msg: 'refused', show: true }));
    if (request.url === '/api/broken') return send(500, 'Internal Server Error');
    send(404, JSON.stringify({ code: 0, data: null, msg: 'not found', show: true }));
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  t.after(() => server.close());
  const stats = new LoadStats();
  for (const { kind, content } of KINDS) stats.declare(kind, { content });
  const visitor = new VisitorHttp({ base: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`, ip: '198.18.0.1', device: 'pc', language: 'en', stats, timeoutMs: 5000 });

  const first = await visitor.api('article list', '/api/list');
  const again = await visitor.api('article list', '/api/list');
  assert.deepEqual([first.ok, again.ok, again.body.data.lists], [true, true, [7]], 'a 304 reuses the body the visitor has');
  const mistyped = await visitor.api('login', '/api/login', { method: 'POST', body: {}, expect: [{ status: 400, msg: 'wrong password' }] });
  assert.equal(mistyped.expected, true);
  await visitor.api('login', '/api/login', { method: 'POST', body: {} });
  await visitor.api('comments', '/api/failure');
  await visitor.api('comments', '/api/broken');
  await visitor.api('season', '/api/missing');
  await visitor.api('FAQ list', '/api/list', { check: (data) => (data.lists.length > 1 ? null : 'too short') });

  const byKind = Object.fromEntries(stats.summary().kinds.map((kind) => [kind.kind, kind]));
  assert.deepEqual(
    [byKind['article list'].errors, byKind['article list'].notModified, byKind['FAQ list'].errors],
    [0, 1, 1],
    'a success without what the page needs is an error',
  );
  assert.deepEqual([byKind.login.count, byKind.login.errors, byKind.login.expected], [2, 1, 1], 'the same refusal unasked for is an error');
  assert.equal(byKind.comments.errors, 2, 'an envelope code 0 and an HTTP 500 are errors');
  assert.match(byKind.comments.examples.join(' | '), /code 0 "refused".*HTTP 500/);
  assert.equal(byKind.season.errors, 1);
  assert.equal(stats.summary().errors, 5);
});

test('a refused connection is an error of its kind, not a crash of the visitor', async () => {
  const server = createServer();
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  const stats = new LoadStats();
  for (const { kind, content } of KINDS) stats.declare(kind, { content });
  const visitor = new VisitorHttp({ base: `http://127.0.0.1:${port}`, ip: '198.18.0.2', device: 'mobile', language: 'zhComplex', stats, timeoutMs: 2000 });
  await visitor.page('/mobile/home');
  const [page] = stats.summary().kinds;
  assert.deepEqual([page.kind, page.count, page.errors], ['page HTML', 1, 1]);
  assert.match(page.examples[0], /^network: ECONNREFUSED/);
});

test('20 visitors for 5 s through the real server: every kind of request, no error', { skip: !built && 'api/dist is not built (pnpm --filter ./api build)' }, (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = path.join(dir, 'load.json');
  const args = ['tools/bench-load.mjs', '--no-build', '--visitors', '20', '--seconds', '5', '--think-scale', '0.05', '--out', out];
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', timeout: 90_000 });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  const result = JSON.parse(readFileSync(out, 'utf8'));

  const unexercised = result.kinds.filter((kind) => kind.count === 0 && (kind.kind !== 'page HTML' || result.shellServed)).map((kind) => kind.kind);
  assert.deepEqual(unexercised, [], 'every kind of request was made');
  const failing = result.kinds.filter((kind) => kind.errors > 0).map(({ kind, errors, examples }) => ({ kind, errors, examples }));
  assert.deepEqual(failing, [], 'no request failed');
  assert.equal(result.errors, 0);
  assert.ok(result.activity.logins >= 1 && result.activity.votes >= 1, `logins ${result.activity.logins}, votes ${result.activity.votes}`);
  const login = result.kinds.find((kind) => kind.kind === 'login');
  assert.ok(login.expected >= 1, 'a mistyped password was told so, and that counted as expected');
  assert.equal(result.goals.length, 2);
});
