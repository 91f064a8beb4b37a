/**
 * @jest-environment node
 */
// A real HTTP server on loopback: the registry is fetched the way the browser fetches it.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadRegistry } from '../load-registry';

const live = {
  schemaVersion: 1,
  remotes: [{ name: 'mf-voting', version: '2.0.0', manifestUrl: 'http://127.0.0.1:1/mf-manifest.json', routes: { pc: ['secondCompetition'], mobile: [] } }],
};
const builtIn = { ...live, remotes: [{ ...live.remotes[0], version: '1.0.0' }] };

let server: Server;
let base: string;
const handlers: Record<string, (response: ServerResponse) => void> = {
  '/ok': (response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live)),
  '/missing': (response) => response.writeHead(503).end('{"code":0}'),
  '/html': (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>'),
  '/malformed': (response) => response.writeHead(200).end(JSON.stringify({ schemaVersion: 1, remotes: 'none' })),
  '/hang': () => undefined,
};

beforeAll(async () => {
  server = createServer((request, response) => handlers[request.url ?? '']?.(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('uses the live registry when it answers', async () => {
  const loaded = await loadRegistry({ url: `${base}/ok`, fallback: builtIn, timeoutMs: 2000 });
  expect(loaded.source).toBe('live');
  expect(loaded.registry.remotes[0]?.version).toBe('2.0.0');
});

test.each(['/missing', '/html', '/malformed', '/hang'])('falls back to the built-in copy when %s', async (path) => {
  const loaded = await loadRegistry({ url: `${base}${path}`, fallback: builtIn, timeoutMs: 300 });
  expect(loaded.source).toBe('built-in');
  expect(loaded.registry.remotes[0]?.version).toBe('1.0.0');
});

test('an unusable built-in copy still boots with no remotes', async () => {
  const loaded = await loadRegistry({ url: `${base}/missing`, fallback: null, timeoutMs: 300 });
  expect(loaded.registry.remotes).toEqual([]);
});

test("a rollout in the built-in copy is not followed (it may be over or rolled back); the live registry's is kept", async () => {
  const rollout = { version: '2.1.0', manifestUrl: '/remotes/mf-voting/2.1.0/mf-manifest.json', routes: { pc: [], mobile: [] }, percent: 100 };
  const withRollout = { ...builtIn, remotes: [{ ...builtIn.remotes[0], rollout }] };
  const fallen = await loadRegistry({ url: `${base}/missing`, fallback: withRollout, timeoutMs: 300 });
  expect(fallen.registry.remotes[0]).toMatchObject({ version: '1.0.0', rollout: undefined });
  handlers['/rollout'] = (response) => response.writeHead(200).end(JSON.stringify(withRollout));
  const live = await loadRegistry({ url: `${base}/rollout`, fallback: builtIn, timeoutMs: 2000 });
  expect(live.registry.remotes[0]?.rollout).toMatchObject({ version: '2.1.0', percent: 100 });
});
