import { createLayerB } from '@portal/shared/api';
import { envelope, reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';

// §7: non-POST calls retry up to twice on a network error, a timeout or a 5xx; a POST and a 4xx never.
const t = serverFixture((server, seen) => createLayerB({ host: server.url, retryDelayMs: 1, ...seen }));

/** Answers the n-th request (1-based) with statuses[n - 1], the last one from then on. */
function answerInTurn(...statuses: number[]): void {
  t.server.use((_hit, res) => {
    const status = statuses[Math.min(t.server.hits.length, statuses.length) - 1] ?? 200;
    reply(res, status, status === 200 ? envelope(1, 'fine') : envelope(0, null, `HTTP ${status}`, true));
  });
}

it('a GET that keeps getting 503 is tried 3 times in all, then fails with one message', async () => {
  answerInTurn(503);
  await expect(t.client.get('/competition/getExam')).rejects.toMatchObject({ kind: 'failure', status: 503 });
  expect(t.server.hits).toHaveLength(3);
  expect(t.seen.notices).toEqual([['error', 'HTTP 503']]);
});

it('a GET succeeds when a retry does', async () => {
  answerInTurn(503, 200);
  await expect(t.client.get('/competition/getExam')).resolves.toBe('fine');
  expect(t.server.hits).toHaveLength(2);
  expect(t.seen.notices).toEqual([]);
});

it('a GET that timed out is retried', async () => {
  t.server.use((_hit, res) => (t.server.hits.length === 1 ? t.server.hold(res) : reply(res, 200, envelope(1, 'late'))));
  const impatient = createLayerB({ host: t.server.url, timeout: 250, retryDelayMs: 1, ...t.seen });
  await expect(impatient.get('/competition/getExam')).resolves.toBe('late');
  expect(t.server.hits).toHaveLength(2);
});

it('a POST is never retried', async () => {
  answerInTurn(503, 200);
  await expect(t.client.post('/userWork/add', {})).rejects.toMatchObject({ status: 503 });
  expect(t.server.hits).toHaveLength(1);
});

it('a 4xx is never retried', async () => {
  answerInTurn(429, 200);
  await expect(t.client.get('/competition/getExam')).rejects.toMatchObject({ status: 429 });
  expect(t.server.hits).toHaveLength(1);
});
