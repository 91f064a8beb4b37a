import { screen } from '@testing-library/react';
import { parseRegistry } from '@portal/shared/registry';
import { registry, renderShell as renderAnyShell, resetBrowser, scriptedLoader, setUserAgent, setViewportWidth, PHONE_UA } from '../../testing/render-shell';
import type { RemoteLoader } from '../../remotes/remote-loader-context';
import { appRoutes as backOfficeRoutes } from '../routes';

// Issue 24: the back office is a remote like the others, found in the registry and loaded by the same loader, but in a
// frame of its own: no public header, footer or popups, and no device switching. It is the shell's back-office build
// (docs/adr/0030): the same app with ../routes.tsx as its route table; the public build has no /admin route at all.
const renderShell = (path: string, loader: RemoteLoader) => renderAnyShell(path, loader, { routes: backOfficeRoutes });
beforeEach(() => {
  resetBrowser();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('/admin/… renders the remote that owns it under /admin/, without the public chrome', async () => {
  const loader = scriptedLoader(['ok']);
  await renderShell('/admin/login', loader);
  const heading = await screen.findByRole('heading', { name: '職員登入' });
  expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'mf-admin');
  expect(screen.queryByRole('navigation', { name: '主選單' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: '語言' })).not.toBeInTheDocument();
});

test('/admin goes where the back office says its home is', async () => {
  const { router } = await renderShell('/admin', scriptedLoader(['ok']));
  expect(await screen.findByRole('heading', { name: '職員登入' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/login');
});

test.each([
  ['a phone', 390, PHONE_UA],
  ['a tablet', 1024, null],
])('%s stays on the admin page: there is no device twin to move to', async (_label, width, userAgent) => {
  setViewportWidth(width);
  setUserAgent(userAgent);
  const { router } = await renderShell('/admin/login', scriptedLoader(['ok']));
  expect(await screen.findByRole('heading', { name: '職員登入' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin/login');
});

test('a path no remote owns under /admin/ is not found, still without the public chrome', async () => {
  await renderShell('/admin/nowhere', scriptedLoader([]));
  expect(await screen.findByRole('heading', { name: '找不到此頁面' })).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test('the public shell never routes to the back office\'s remote, nor knows /admin', async () => {
  for (const path of ['/pc/login', '/admin/login']) {
    const loader = scriptedLoader(['ok']);
    const { unmount } = await renderAnyShell(path, loader);
    expect(await screen.findByRole('heading', { name: '找不到此頁面' })).toBeInTheDocument();
    expect(loader.attempts()).toBe(0);
    unmount();
  }
});

test('a public shell reads the registry without the back office\'s routes', () => {
  const read = parseRegistry(registry);
  expect(read?.remotes.map((remote) => remote.name)).toEqual(['mf-voting', 'mf-admin']);
  expect(read?.remotes.some((remote) => 'admin' in remote.routes)).toBe(false);
});
