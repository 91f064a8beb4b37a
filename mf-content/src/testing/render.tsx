import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { useAuthStore } from '@portal/shared/auth';
import { i18n, registerTranslations, useLanguageStore, type Language } from '@portal/shared/i18n';
import { dismissNotices, UiHost } from '@portal/shared/ui';
import { CONTENT_NAMESPACE, contentTranslations } from '../i18n/translations';

registerTranslations(CONTENT_NAMESPACE, contentTranslations);

/** Any other page: shows where a followed link led (path and query). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/**
 * A page as the shell shows it: the shared i18n instance, a router at `url` (any other path shows its URL in
 * `elsewhere`, so a followed link can be seen) and the toast area.
 */
export function renderPage(page: ReactElement, url: string): RenderResult {
  const path = new URL(url, 'http://portal.test').pathname;
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <UiHost />
    </I18nextProvider>,
  );
}

/** Every test starts logged out, in Traditional Chinese, without toasts. */
export function resetSession(language: Language = 'zhComplex'): void {
  act(() => {
    useAuthStore.getState().endSession('logout');
    useLanguageStore.getState().setLanguage(language);
    dismissNotices();
  });
}
