import { useAuthStore } from '@portal/shared/auth';
import { ApiError, createLayerB } from '@portal/shared/api';
import { envelope, reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';

// §8 Layer B codes, each answered by a real server.
const t = serverFixture((server, seen) => createLayerB({ host: server.url, retryDelayMs: 1, ...seen }));

const answer = (status: number, body: unknown) => t.server.use((_hit, res) => reply(res, status, body));

describe('code 1', () => {
  it('resolves data and shows msg as a success when show is true', async () => {
    answer(200, envelope(1, { id: 7 }, 'Saved', true));
    await expect(t.client.post('/user/setInfo', {})).resolves.toEqual({ id: 7 });
    expect(t.seen.notices).toEqual([['success', 'Saved']]);
  });

  it.each([
    ['show is false', envelope(1, [1, 2], 'Saved', false)],
    ['msg is empty', envelope(1, [1, 2], '', true)],
  ])('resolves data without a message when %s', async (_case, body) => {
    answer(200, body);
    await expect(t.client.get('/article/lists')).resolves.toEqual([1, 2]);
    expect(t.seen.notices).toEqual([]);
  });
});

describe('code 0', () => {
  it('shows msg as an error and rejects with the envelope', async () => {
    answer(200, envelope(0, null, 'Registration is closed', true));
    const error = await t.client.post('/registration/add', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'failure', code: 0, message: 'Registration is closed' });
    expect(t.seen.notices).toEqual([['error', 'Registration is closed']]);
  });

  it('rejects without a message when show is false', async () => {
    answer(200, envelope(0, null, 'internal detail', false));
    await expect(t.client.post('/registration/add', {})).rejects.toMatchObject({ kind: 'failure' });
    expect(t.seen.notices).toEqual([]);
  });
});

it('code -1 ends the session and rejects', async () => {
  useAuthStore.getState().logIn('tok-1', { id: 1, email: 'a@example.org', members: [] });
  answer(200, envelope(-1, null, '', false));
  await expect(t.client.get('/user/info')).rejects.toMatchObject({ kind: 'session', code: -1 });
  expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, lastEnd: { reason: 'rejected' } });
});

describe('code 2', () => {
  it.each([
    ['a string', 'https://vote.example.org/next'],
    ['{ url }', { url: 'https://vote.example.org/next' }],
  ])('sends the browser to the url given as %s, then rejects', async (_case, data) => {
    answer(200, envelope(2, data));
    await expect(t.client.get('/registration/isDateBack')).rejects.toMatchObject({ kind: 'redirect' });
    expect(t.seen.redirects).toEqual(['https://vote.example.org/next']);
  });

  it('resolves a relative url on our own origin', async () => {
    answer(200, envelope(2, '/pc/logIn'));
    await expect(t.client.get('/registration/isDateBack')).rejects.toMatchObject({ kind: 'redirect' });
    expect(t.seen.redirects).toEqual([`${window.location.origin}/pc/logIn`]);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses to go to %s',
    async (url) => {
      answer(200, envelope(2, url));
      await expect(t.client.get('/registration/isDateBack')).rejects.toMatchObject({ kind: 'redirect' });
      expect(t.seen.redirects).toEqual([]);
    },
  );
});

it('reads the envelope of an HTTP error: 400 with code 0 is a failure with its message', async () => {
  answer(400, envelope(0, null, 'Invalid e-mail', true));
  await expect(t.client.post('/login/register', {})).rejects.toMatchObject({ kind: 'failure', status: 400, code: 0 });
  expect(t.seen.notices).toEqual([['error', 'Invalid e-mail']]);
});

it('honours { silent: true } on success and on failure', async () => {
  answer(200, envelope(1, null, 'Logged out', true));
  await t.client.post('/login/logout', undefined, { silent: true });
  answer(200, envelope(0, null, 'Already logged out', true));
  await expect(t.client.post('/login/logout', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
  expect(t.seen.notices).toEqual([]);
});
