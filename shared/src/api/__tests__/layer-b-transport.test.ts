import { useAuthStore } from '@portal/shared/auth';
import { deploymentConfig } from '@portal/shared/config';
import { useLanguageStore } from '@portal/shared/i18n';
import { translateMessage } from '@portal/shared/ui';
import { createLayerB, layerB } from '@portal/shared/api';
import { envelope, refusedUrl, reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';
import { withoutJsdomErrors } from './support/hooks';

// Layer B's wiring: prefix, headers, session refusal by HTTP status, timeout and network errors.
const t = serverFixture((server, seen) => createLayerB({ host: server.url, retryDelayMs: 1, ...seen }));
beforeEach(() => useAuthStore.getState().endSession('logout'));

it('the default instance calls {host}/api with a 20 s timeout', () => {
  expect(layerB.axios.defaults.baseURL).toBe(`${deploymentConfig.apiHost}/api`);
  expect(layerB.axios.defaults.timeout).toBe(20_000);
});

it('prefixes paths with /api and sends bodies as JSON', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(1, null)));
  await t.client.post('/comment/add', { articleId: 3, content: 'hi' });
  const [hit] = t.server.hits;
  expect(hit?.path).toBe('/api/comment/add');
  expect(hit?.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(hit?.body.toString() ?? '')).toEqual({ articleId: 3, content: 'hi' });
});

it('sends the token and the language (our API writes msg in that language)', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(1, null)));
  useAuthStore.getState().logIn('tok-2', null);
  useLanguageStore.getState().setLanguage('zhSimple');
  await t.client.get('/user/info');
  expect(t.server.hits[0]?.headers).toMatchObject({ token: 'tok-2', 'accept-language': 'zh-cn' });
});

it.each([401, 403])('ends the session on HTTP %i, envelope or not', async (status) => {
  useAuthStore.getState().logIn('tok-2', null);
  t.server.use((_hit, res) => res.writeHead(status).end('<html>refused</html>'));
  await expect(t.client.get('/user/info')).rejects.toMatchObject({ kind: 'session', status });
  expect(useAuthStore.getState().token).toBeNull();
  expect(t.seen.notices).toEqual([]);
});

it('shows the timeout message when the server does not answer in time', async () => {
  t.server.use((_hit, res) => t.server.hold(res));
  const impatient = createLayerB({ host: t.server.url, timeout: 50, ...t.seen });
  // A POST, so that no retry stretches the test; retrying a timed-out GET is in layer-b-retry.
  await expect(impatient.post('/userWork/add', {})).rejects.toMatchObject({ kind: 'timeout' });
  expect(t.seen.notices).toEqual([['error', translateMessage('timeout')]]);
});

it('shows the network error message when the server cannot be reached', async () => {
  // No timeout: after a connection error jsdom's XHR leaves its timeout timer running, which would hold jest open.
  const offline = createLayerB({ host: await refusedUrl(), timeout: 0, retryDelayMs: 1, ...t.seen });
  await withoutJsdomErrors(async () => {
    await expect(offline.post('/login/account', {})).rejects.toMatchObject({ kind: 'network' });
  });
  expect(t.seen.notices).toEqual([['error', translateMessage('networkError')]]);
});

it('shows the network error message for an answer that is no envelope', async () => {
  t.server.use((_hit, res) => res.writeHead(502).end('Bad gateway'));
  await expect(t.client.post('/login/account', {})).rejects.toMatchObject({ kind: 'http', status: 502 });
  expect(t.seen.notices).toEqual([['error', translateMessage('networkError')]]);
});
