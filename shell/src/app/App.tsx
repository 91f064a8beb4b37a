import { startTransition, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from '@portal/shared/router';
import { i18n, I18nextProvider } from '@portal/shared/i18n';
import { loadSiteSettings } from '@portal/shared/api';
import { loadRegistry } from '../registry/load-registry';
import { PageLoading } from '../layout/PageLoading';
import { startPageView, type PageView } from './page-view';
import { PageViewProviders } from './PageViewProviders';
import { appRoutes } from './routes';
import { loadSeasonForBoot, syncSeason } from './season-sync';

const REGISTRY_TIMEOUT_MS = 5_000;

export function App() {
  const [pageView, setPageView] = useState<PageView | null>(null);
  const [router] = useState(() => createBrowserRouter(appRoutes));

  useEffect(() => {
    let cancelled = false;
    // The registry and the season in parallel: the first paint has both (the season only if it comes quickly).
    void Promise.all([
      loadRegistry({
        url: __PORTAL_REGISTRY_URL__,
        fallback: __PORTAL_FALLBACK_REGISTRY__,
        timeoutMs: REGISTRY_TIMEOUT_MS,
      }),
      loadSeasonForBoot(),
    ]).then(([result]) => {
      if (cancelled) return;
      // The first full render (layout, router, the remote's page) as a transition: React renders it in slices and
      // yields between them, instead of one long task that blocks input on a slow phone (issue 13: TBT).
      startTransition(() => setPageView(startPageView(result)));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => syncSeason(router), [router]);
  // The site settings are in the page the server served; a development server's page asks the API (nothing waits).
  useEffect(() => void loadSiteSettings(), []);

  return (
    <I18nextProvider i18n={i18n}>
      {pageView ? (
        <PageViewProviders pageView={pageView}>
          <RouterProvider router={router} />
        </PageViewProviders>
      ) : (
        <PageLoading />
      )}
    </I18nextProvider>
  );
}
