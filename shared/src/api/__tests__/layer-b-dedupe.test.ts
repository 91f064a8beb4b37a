import { createLayerB, isCancelledRequest } from '@portal/shared/api';
import { envelope, reply } from '@portal/shared/testing';
import { serverFixture } from './support/fixture';

// Duplicate calls under way (docs/adr/0003): a GET cancels the older one, a POST refuses the newer one.
const t = serverFixture((server, seen) => createLayerB({ host: server.url, retryDelayMs: 1, ...seen }));

/** Holds the first request (it stays under way); answers the later ones. Resolves as the first arrives. */
function holdFirst(): Promise<void> {
  return new Promise((arrived) => {
    t.server.use((hit, res) => {
      if (t.server.hits.length > 1) return reply(res, 200, envelope(1, `answer ${t.server.hits.length}`));
      t.server.hold(res);
      arrived();
    });
  });
}

it('a duplicate GET aborts the older call, which rejects as cancelled without a message', async () => {
  const firstArrived = holdFirst();
  const older = t.client.get('/article/lists', { page_no: 1 }).catch((e: unknown) => e);
  await firstArrived; // the older call really is at the server
  const newer = t.client.get('/article/lists', { page_no: 1 });
  expect(isCancelledRequest(await older)).toBe(true);
  await expect(newer).resolves.toBe('answer 2');
  expect(t.seen.notices).toEqual([]);
});

it('GETs with other params are not duplicates', async () => {
  t.server.use((hit, res) => reply(res, 200, envelope(1, hit.query.page_no)));
  const pages = [1, 2].map((page_no) => t.client.get('/article/lists', { page_no }));
  await expect(Promise.all(pages)).resolves.toEqual(['1', '2']);
});

it('a duplicate POST is refused before it is sent: the server sees one request', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(1, 'registered')));
  const body = { group: 1, teamName: 'Dunes' };
  const [first, second] = await Promise.allSettled([
    t.client.post('/registration/add', body),
    t.client.post('/registration/add', body),
  ]);
  expect(first).toEqual({ status: 'fulfilled', value: 'registered' });
  expect(second.status === 'rejected' && isCancelledRequest(second.reason)).toBe(true);
  expect(t.server.hits).toHaveLength(1);
  expect(t.seen.notices).toEqual([]);
});

it('the same POST may be sent again once the first has finished', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(1, 'ok')));
  await t.client.post('/comment/add', { articleId: 1, content: 'a' });
  await t.client.post('/comment/add', { articleId: 1, content: 'a' });
  expect(t.server.hits).toHaveLength(2);
});

it("the caller's own signal still cancels the call", async () => {
  const firstArrived = holdFirst();
  const controller = new AbortController();
  const call = t.client.get('/user/info', undefined, { signal: controller.signal }).catch((e: unknown) => e);
  await firstArrived;
  controller.abort();
  expect(isCancelledRequest(await call)).toBe(true);
});
