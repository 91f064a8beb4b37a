import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from '@portal/shared/contracts';
import { useAuthStore } from '@portal/shared/auth';
import { i18n, registerTranslations, useLanguageStore, I18nextProvider, useTranslation } from '@portal/shared/i18n';
import { setSeason } from '@portal/shared/season';
import { setSiteSettings } from '@portal/shared/config';
import { siteSettingsFixture } from '@portal/shared/testing';
import { dismissNotices } from '@portal/shared/ui';
import type { RegistryRemote, RemoteRegistry } from '@portal/shared/registry';
import { appRoutes } from '../app/routes';
import { PageViewProviders } from '../app/PageViewProviders';
import type { PageView } from '../app/page-view';
import { SHELL_NAMESPACE, shellTranslations } from '../i18n/translations';
import type { LoadReporter } from '../release/beacon';
import type { Release } from '../release/release-context';
import { planRelease } from '../release/release-plan';
import { RemoteLoadError, type RemoteLoader } from '../remotes/remote-loader-context';

registerTranslations(SHELL_NAMESPACE, shellTranslations);
registerTranslations('fake', {
  zhComplex: { title: '投票頁', staff: '職員登入' },
  zhSimple: { title: '投票页', staff: '职员登录' },
  en: { title: 'Voting page', staff: 'Staff sign-in' },
});

function FakePage() {
  const { t } = useTranslation('fake');
  return <h1>{t('title')}</h1>;
}

function FakeAdminPage() {
  const { t } = useTranslation('fake');
  return <h1>{t('staff')}</h1>;
}

export const fakeRemoteModule: RemoteRoutesModule = {
  i18nNamespace: 'fake',
  routes: {
    pc: [{ path: 'secondCompetition', element: <FakePage /> }],
    mobile: [{ path: 'prize/winner/index', element: <FakePage /> }],
    // The back office's: its home is its own to name.
    admin: [
      { index: true, element: <Navigate to="login" replace /> },
      { path: 'login', element: <FakeAdminPage /> },
    ],
  },
};

// The whole registry, as the server serves it: a public shell's parseRegistry drops mf-admin's `routes.admin`, the back
// office's build keeps them (docs/adr/0030); the tests render either route table with it.
export const registry: RemoteRegistry = {
  schemaVersion: 1,
  remotes: [
    {
      name: 'mf-voting',
      version: '0.3.0',
      manifestUrl: '/remotes/mf-voting/0.3.0/mf-manifest.json',
      routes: { pc: ['secondCompetition', 'speak-sustainability-contest'], mobile: ['prize/winner/index'] },
    },
    {
      name: 'mf-admin',
      version: '0.1.0',
      manifestUrl: '/remotes/mf-admin/0.1.0/mf-manifest.json',
      routes: { pc: [], mobile: [], admin: ['login', 'staff/:id'] },
    },
  ],
};

/** A loader whose attempts fail or succeed in the given order, caching like the real one. */
export function scriptedLoader(outcomes: Array<'fail' | 'ok'>): RemoteLoader & { attempts: () => number; resets: RegistryRemote[] } {
  let attempt = 0;
  const pending = new Map<string, Promise<RemoteRoutesModule>>();
  const resets: RegistryRemote[] = [];
  return {
    attempts: () => attempt,
    resets,
    load(remote) {
      const cached = pending.get(remote.name);
      if (cached) return cached;
      const outcome = outcomes[attempt++] ?? 'ok';
      const promise =
        outcome === 'ok'
          ? Promise.resolve(fakeRemoteModule)
          : Promise.reject(new RemoteLoadError(`${remote.name} is down`));
      promise.catch(() => undefined);
      pending.set(remote.name, promise);
      return promise;
    },
    reset(remote) {
      pending.delete(remote.name);
      resets.push(remote);
    },
    abandonCandidate: () => false,
  };
}

interface RenderShellOptions {
  registry?: RemoteRegistry;
  /** The route table: the public shell's (the default), or the back office's build's (shell/src/admin/routes.tsx). */
  routes?: RouteObject[];
  /** Decides the versions picked from rollouts. */
  visitorId?: string;
  report?: LoadReporter;
}

/** A page view around a test's own loader. */
function testPageView(loader: RemoteLoader, options: RenderShellOptions): PageView {
  const release: Release = {
    plan: planRelease(options.registry ?? registry, options.visitorId ?? 'test-visitor'),
    report: options.report ?? (() => undefined),
  };
  return { source: 'live', release, loader };
}

/**
 * Rendered inside an awaited act: remote pages suspend while their module loads. Given a loader, the page view is
 * built around it from the options; given a page view (the app's own, startPageView with the runtime mocked), as is.
 */
export async function renderShell(path: string, loader: RemoteLoader | PageView, options: RenderShellOptions = {}) {
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [path] });
  const pageView = 'release' in loader ? loader : testPageView(loader, options);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <I18nextProvider i18n={i18n}>
        <PageViewProviders pageView={pageView}>
          <RouterProvider router={router} />
        </PageViewProviders>
      </I18nextProvider>,
    );
  });
  return { ...view!, router };
}

/** Resizes the jsdom window the way a browser does (the media-query shim follows innerWidth). */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const JSDOM_UA = window.navigator.userAgent;

export function setUserAgent(userAgent: string | null): void {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: userAgent ?? JSDOM_UA });
}

/** A clean browser for each test: desktop width, no session, no stored dates, default language, no season yet. */
export function resetBrowser(): void {
  setUserAgent(null);
  setViewportWidth(1280);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  act(() => {
    useAuthStore.setState({ token: null, user: null, lastEnd: null });
    useLanguageStore.getState().setLanguage('zhComplex');
  });
  act(() => setSeason(null));
  // The site settings as the server writes them into every page (issue 25): fixture values.
  act(() => setSiteSettings(siteSettingsFixture()));
  act(() => dismissNotices());
}
