import { useAuthStore } from '@portal/shared/auth';
import { deploymentConfig } from '@portal/shared/config';
import { useLanguageStore, type Language } from '@portal/shared/i18n';
import { translateMessage } from '@portal/shared/ui';
import { ApiError, createLayerA, layerA } from '@portal/shared/api';
import { envelope, refusedUrl, reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';
import { withoutJsdomErrors } from './support/hooks';

const t = serverFixture((server, seen) => createLayerA({ host: server.url, ...seen }));
beforeEach(() => useAuthStore.getState().endSession('logout'));

const answer = (status: number, body: unknown) => t.server.use((_hit, res) => reply(res, status, body));

it('the default instance calls {host} with a 60 s timeout', () => {
  expect(layerA.axios.defaults.baseURL).toBe(deploymentConfig.apiHost);
  expect(layerA.axios.defaults.timeout).toBe(60_000);
});

it('puts paths right under the host (no /api prefix of its own)', async () => {
  answer(200, envelope(1, null));
  await t.client.post('/api/v1.user/login', { account: 'a', password: 'b' });
  expect(t.server.hits[0]?.path).toBe('/api/v1.user/login');
});

it.each<[Language, string]>([
  ['zhComplex', 'zh-hk'],
  ['zhSimple', 'zh-cn'],
  ['en', 'en-us'],
])('sends the language of the moment (%s → %s) in Accept-Language', async (language, header) => {
  answer(200, envelope(1, null));
  useLanguageStore.getState().setLanguage(language);
  await t.client.get('/api/v1.work/voteCount');
  expect(t.server.hits[0]?.headers['accept-language']).toBe(header);
});

it('sends the token header only while logged in', async () => {
  answer(200, envelope(1, null));
  await t.client.get('/api/v1.work/voteCount');
  useAuthStore.getState().logIn('tok-1', { id: 1, email: 'a@example.org', members: [] });
  await t.client.get('/api/v1.work/voteCount');
  expect(t.server.hits.map((hit) => hit.headers.token)).toEqual([undefined, 'tok-1']);
});

it('resolves a body whose code is not 0 as it is, envelope and all', async () => {
  const body = { code: 2, data: { count: 7 }, msg: 'already voted', show: true, extra: 'kept' };
  answer(200, body);
  await expect(t.client.post('/api/v1.work/verify', {})).resolves.toEqual(body);
  expect(t.seen.notices).toEqual([]);
});

it('rejects code 0 with an ApiError and shows its msg as an error', async () => {
  answer(200, envelope(0, null, 'Wrong code'));
  const error = await t.client.post('/api/v1.work/verify', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'failure', code: 0, message: 'Wrong code' });
  expect(t.seen.notices).toEqual([['error', 'Wrong code']]);
});

it.each([401, 403])('ends the session on HTTP %i and rejects', async (status) => {
  useAuthStore.getState().logIn('tok-1', null);
  answer(status, envelope(1, null));
  await expect(t.client.get('/api/v1.work/voteCount')).rejects.toMatchObject({ kind: 'session', status });
  expect(useAuthStore.getState().token).toBeNull();
  expect(useAuthStore.getState().lastEnd?.reason).toBe('rejected');
});

it('shows the network error message when the server cannot be reached', async () => {
  // No timeout: after a connection error jsdom's XHR leaves its timeout timer running, which would hold jest open.
  const offline = createLayerA({ host: await refusedUrl(), timeout: 0, ...t.seen });
  await withoutJsdomErrors(async () => {
    await expect(offline.get('/api/v1.work/voteCount')).rejects.toMatchObject({ kind: 'network' });
  });
  expect(t.seen.notices).toEqual([['error', translateMessage('networkError')]]);
});

it('honours { silent: true }: the call still rejects, without a toast', async () => {
  answer(200, envelope(0, null, 'Wrong code'));
  await expect(t.client.post('/api/v1.work/verify', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
  expect(t.seen.notices).toEqual([]);
});
