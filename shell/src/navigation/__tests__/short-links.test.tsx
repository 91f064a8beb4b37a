import { act, waitFor } from '@testing-library/react';
import { configureApiHost } from '@portal/shared/api';
import { envelope, reply, setupFixtureServer } from '@portal/shared/testing';
import { renderShell, resetBrowser, scriptedLoader } from '../../testing/render-shell';

// /c/N reached inside the app (the server answers it with its redirect otherwise): its links are site settings
// (issue 25), asked of the API, not carried by the page.
const t = setupFixtureServer((server) => configureApiHost(server.url));
beforeEach(resetBrowser);

test('an unknown number goes to the site root without asking the API', async () => {
  const { router } = await renderShell('/c/181', scriptedLoader(['ok']));
  await act(async () => undefined);
  expect(router.state.location.pathname).toBe('/pc/home');
  expect(t.server.hits).toEqual([]);
});

test('a known number asks the API for its link, and goes to the root when there is none', async () => {
  t.server.use((_hit, res) => reply(res, 200, envelope(1, { chatAppUrl: 'https://chat.example.org', chainTransactions: ['https://explorer.example.org/tx/1'] })));
  const { router } = await renderShell('/c/2', scriptedLoader(['ok']));
  await waitFor(() => expect(router.state.location.pathname).toBe('/pc/home'));
  expect(t.server.hits.map((hit) => hit.path)).toEqual(['/api/site/settings']);
});

test('a known number goes to the root when the API cannot answer', async () => {
  t.server.use((_hit, res) => reply(res, 404, envelope(0, null, 'not found', true)));
  const { router } = await renderShell('/c/7', scriptedLoader(['ok']));
  await waitFor(() => expect(router.state.location.pathname).toBe('/pc/home'));
});
