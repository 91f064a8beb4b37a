import { cspNonce } from '@portal/shared/config';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Device, RemoteRoutes } from '@portal/shared/contracts';
import { registerTranslations } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE, contentTranslations } from '../i18n/translations';
import { PAGES, type PageKey, type PageProps } from '../config/paths';

// This remote's own webpack runtime adds <style> elements too: they need the page's CSP nonce (docs/adr/0022).
__webpack_nonce__ = cspNonce();

registerTranslations(CONTENT_NAMESPACE, contentTranslations);

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// Every page is its own chunk: ./routes itself holds no page code.
const pages: Record<PageKey, LazyPage> = {
  home: lazy(() => import('./pages/HomePage')),
  background: lazy(() => import('./pages/BackgroundPage')),
  news: lazy(async () => ({ default: (await import('./pages/CategoryPages')).NewsListPage })),
  newsDetail: lazy(async () => ({ default: (await import('./pages/DetailPages')).NewsDetailPage })),
  finalists: lazy(() => import('./pages/FinalistsPage')),
  previous: lazy(() => import('./pages/PreviousCompetitionPage')),
  highlights: lazy(async () => ({ default: (await import('./pages/CategoryPages')).HighlightsPage })),
  galleryPreview: lazy(async () => ({ default: (await import('./pages/GalleryPages')).GalleryPreviewPage })),
  gallery: lazy(async () => ({ default: (await import('./pages/GalleryPages')).GalleryPage })),
  faq: lazy(async () => ({ default: (await import('./pages/CategoryPages')).FaqListPage })),
  faqDetail: lazy(async () => ({ default: (await import('./pages/DetailPages')).FaqDetailPage })),
  about: lazy(() => import('./pages/AboutPage')),
  contact: lazy(() => import('./pages/ContactPage')),
  wd: lazy(async () => ({ default: (await import('./pages/CategoryPages')).WdPage })),
};

/** The device's routes, in the order of the PAGES table (and of its declaration in @portal/contracts/pages), skipping pages it lacks. */
function routesFor(device: Device): RemoteRoutes[Device] {
  return (Object.keys(PAGES) as PageKey[]).flatMap((key) => {
    const path = PAGES[key][device];
    const Page = pages[key];
    return path === null ? [] : [{ path, element: <Page device={device} /> }];
  });
}

export const i18nNamespace = CONTENT_NAMESPACE;

export const routes: RemoteRoutes = { pc: routesFor('pc'), mobile: routesFor('mobile') };
