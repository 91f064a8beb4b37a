import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, resetBrowser, scriptedLoader, setViewportWidth } from '../../testing/render-shell';

beforeEach(() => {
  resetBrowser();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('the owning remote renders inside the desktop layout, tagged with its registry version', async () => {
  await renderShell('/pc/secondCompetition', scriptedLoader(['ok']));
  const heading = await screen.findByRole('heading', { name: '投票頁' });
  expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote-version', '0.3.0');
  expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('mobile paths render through the mobile layout', async () => {
  setViewportWidth(390);
  await renderShell('/mobile/prize/winner/index', scriptedLoader(['ok']));
  expect(await screen.findByRole('heading', { name: '投票頁' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
});

test('a failing remote shows a localized fallback in its area; the rest of the page keeps working; retry recovers', async () => {
  const loader = scriptedLoader(['fail', 'ok']);
  await renderShell('/pc/secondCompetition', loader);

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: '此部分暫時未能載入' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: '語言' }), 'en');
  expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

  // Awaited act: the retried remote suspends while it loads again.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByRole('heading', { name: 'Voting page' })).toBeInTheDocument();
  expect(loader.attempts()).toBe(2);
  expect(loader.resets.map((remote) => remote.name)).toEqual(['mf-voting']);
});

test('switching language re-renders a mounted remote without reloading it', async () => {
  const loader = scriptedLoader(['ok']);
  await renderShell('/pc/secondCompetition', loader);
  await screen.findByRole('heading', { name: '投票頁' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '語言' }), 'zhSimple');
  expect(await screen.findByRole('heading', { name: '投票页' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('zh-CN');
  expect(loader.attempts()).toBe(1);
});

test('a path the owner has no page for, and a path nobody owns, show the 404 page', async () => {
  await renderShell('/pc/speak-sustainability-contest', scriptedLoader(['ok']));
  expect(await screen.findByRole('heading', { name: '找不到此頁面' })).toBeInTheDocument();
});

test.each([
  ['/pc/nowhere', '找不到此頁面'],
  ['/elsewhere', '找不到此頁面'],
])('%s is not found', async (path, heading) => {
  await renderShell(path, scriptedLoader([]));
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});

test.each([
  ['/', 1280, '/pc/home'],
  ['/pc', 1280, '/pc/home'],
  ['/mobile', 390, '/mobile/home'],
])('%s at %i px wide redirects to %s', async (from, width, to) => {
  setViewportWidth(width);
  const { router } = await renderShell(from, scriptedLoader([]));
  await screen.findByRole('heading', { name: '找不到此頁面' }); // /home is not owned in this registry
  expect(router.state.location.pathname).toBe(to);
});
