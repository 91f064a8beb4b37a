import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider, i18n, useLanguageStore, type Language } from '@portal/shared/i18n';
import { useAuthStore } from '@portal/shared/auth';
import type { User } from '@portal/shared/contracts';
import { dismissNotices, UiHost } from '@portal/shared/ui';

/** Where the router is now (path and query), so that a navigation or a ?query change on the same page shows. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Any other page: shows where a followed link led (path and query). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/**
 * A page (or a slot, on any path) as the shell shows it: the shared i18n instance, a router at `url` (any other
 * path shows its URL in `elsewhere`, so a followed link can be seen), the current URL in `location`, and the
 * toast area. The remote registers its own translations first, as its ./routes does in the shell.
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
        <CurrentLocation />
      </MemoryRouter>
      <UiHost />
    </I18nextProvider>,
  );
}

export interface SessionStart {
  /** Traditional Chinese (the default language) unless given. */
  language?: Language;
  /** Logged in as this user; logged out without one. */
  user?: User;
  token?: string;
}

/**
 * A clean start for a test: no session (or the given one), the language set, no toasts. No parameter without a
 * default, so that it can be a hook itself: `beforeEach(resetSession)`.
 */
export function resetSession({ language = 'zhComplex', user, token = 'token-7' }: SessionStart = {}): void {
  act(() => {
    useAuthStore.getState().endSession('logout');
    useLanguageStore.getState().setLanguage(language);
    if (user) useAuthStore.getState().logIn(token, user);
    dismissNotices();
  });
}
