import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useRoutes } from 'react-router-dom';
import { I18nextProvider, i18n, useLanguageStore, type Language } from '@portal/shared/i18n';
import { dismissNotices, UiHost } from '@portal/shared/ui';
import { staffSession } from '../api/session';
import { keepStaffToken } from '../api/staff-token';
import { routes } from '../app/routes';

function AdminRoutes() {
  return useRoutes(routes.admin ?? []);
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function AdminArea() {
  return (
    <>
      <AdminRoutes />
      <CurrentLocation />
    </>
  );
}

/**
 * The back office as the shell mounts it (its routes under /admin/* of a data router, as the shell's
 * createBrowserRouter: the editor's unsaved-changes blocker needs one), with the toasts and the current URL.
 */
export async function renderAdmin(url: string): Promise<RenderResult> {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminArea /> }], { initialEntries: [url] });
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <UiHost />
      </I18nextProvider>,
    );
  });
  return view!;
}

/** A clean tab: no staff session (or this token), the language, no toasts. */
export function resetStaff({ token = null, language = 'zhComplex' }: { token?: string | null; language?: Language } = {}): void {
  act(() => {
    keepStaffToken(token);
    staffSession.set({ stage: null, methods: [], me: null });
    useLanguageStore.getState().setLanguage(language);
    dismissNotices();
  });
}
