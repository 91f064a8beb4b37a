import { configureApiHost, getGallery, getPrizes } from '@portal/shared/api';
import { failure, ok, pageOf, routes, setupFixtureServer } from '@portal/shared/testing';

// The fixture server that remote tests use: real HTTP with CORS, a route table, paging like the API.
const t = setupFixtureServer((server) => configureApiHost(server.url));

const images = Array.from({ length: 5 }, (_, index) => index + 1);

it('answers by method and path, with paging like /article/lists, and records what it received', async () => {
  t.server.use(
    routes({
      'GET /api/display/prizes': ok([]),
      'GET /api/display/gallery': ok((hit) => pageOf(images, hit)),
    }),
  );
  await expect(getPrizes({ group: 2 })).resolves.toEqual([]);
  await expect(getGallery({ contest: 1, page_no: 2, page_size: 2 })).resolves.toEqual({
    lists: [3, 4],
    count: 5,
    page_no: 2,
    page_size: 2,
  });
  expect(t.server.hits.map(({ method, path, query }) => [method, path, query])).toEqual([
    ['GET', '/api/display/prizes', { group: '2' }],
    ['GET', '/api/display/gallery', { contest: '1', page_no: '2', page_size: '2' }],
  ]);
});

it('answers an unknown route with a 404 envelope, and a failure with its status and message', async () => {
  t.server.use(routes({ 'GET /api/display/judges': failure(400, 'bad', false) }));
  await expect(getPrizes({}, { silent: true })).rejects.toMatchObject({ status: 404, code: 0 });
  const judges = await fetch(`${t.server.url}/api/display/judges`);
  expect(judges.status).toBe(400);
  await expect(judges.json()).resolves.toEqual({ code: 0, data: null, msg: 'bad', show: false });
});

it('answers CORS preflights without recording them', async () => {
  t.server.use(routes({}));
  const preflight = await fetch(`${t.server.url}/api/comment/add`, {
    method: 'OPTIONS',
    headers: { 'Access-Control-Request-Headers': 'token, content-type' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-headers')).toBe('token, content-type');
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(t.server.hits).toEqual([]);
});
