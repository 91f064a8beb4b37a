// The remote contract, as one test suite every remote runs against itself.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { I18nextProvider, i18n, missingTranslationKeys, useLanguageStore, type Translations } from '@portal/shared/i18n';
import type { Area, RemoteRoutesModule } from '@portal/shared/contracts';
import type { RouteObject } from '@portal/shared/router';
import { declarationOf } from '@portal/contracts/pages';
import { isLazyComponent, slotContractProblems } from './slot-contract';

export interface PageExpectation {
  /** `admin` for a page of the back office (under /admin/). */
  device: Area;
  /** The URL to open, relative to the device prefix (query allowed). */
  path: string;
  /** The page's main heading in Traditional Chinese (the default language). */
  heading: string;
}

function DeviceRoutes({ module, device }: { module: RemoteRoutesModule; device: Area }) {
  return useRoutes(module.routes[device] ?? []);
}

/**
 * The pages of a route tree: each route with a path, joined to its parents'. Pathless routes are frames around pages
 * (the back office's session and layout) and index routes only redirect, so neither is a page.
 */
function pagesOf(routes: readonly RouteObject[], parent = ''): RouteObject[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}${route.path}` : parent;
    const self = route.path ? [{ ...route, path }] : [];
    return [...self, ...pagesOf(route.children ?? [], path ? `${path}/` : parent)];
  });
}

/** Frames (pathless routes with children) as well as pages: none may be bundled into ./routes. */
function framesOf(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [...(!route.path && route.children ? [route] : []), ...framesOf(route.children ?? [])]);
}

export function describeRemoteContract(
  name: string,
  module: RemoteRoutesModule,
  translations: Translations,
  pages: PageExpectation[],
): void {
  // What its registry entry will say (`pnpm release publish` lists the declared pages): ./routes must serve exactly that.
  const owned = declarationOf(name) ?? { pc: [], mobile: [] };
  describe(`${name} remote contract`, () => {
    beforeEach(() => act(() => useLanguageStore.getState().setLanguage('zhComplex')));

    test('./routes gives desktop and mobile routes for exactly the paths the registry says it owns', () => {
      expect(module.routes.pc.map((route) => route.path)).toEqual(owned.pc);
      expect(module.routes.mobile.map((route) => route.path)).toEqual(owned.mobile);
      expect(pagesOf(module.routes.admin ?? []).map((route) => route.path)).toEqual(owned.admin ?? []);
    });

    test('every page is loaded lazily, not bundled into ./routes', () => {
      const admin = module.routes.admin ?? [];
      for (const route of [...module.routes.pc, ...module.routes.mobile, ...pagesOf(admin), ...framesOf(admin)]) {
        const element = route.element as { type?: unknown } | undefined;
        expect(isLazyComponent(element?.type)).toBe(true);
      }
    });

    test('its slots are exactly those it declares, each loaded lazily', () => {
      expect(slotContractProblems(module, owned)).toEqual([]);
    });

    test('its texts exist in all three languages under its own namespace', () => {
      expect(missingTranslationKeys(translations)).toEqual([]);
      expect(i18n.hasResourceBundle('en', module.i18nNamespace)).toBe(true);
    });

    test.each(pages)('/$device/$path renders "$heading"', async ({ device, path, heading }) => {
      await act(async () => {
        render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[`/${path}`]}>
              <DeviceRoutes module={module} device={device} />
            </MemoryRouter>
          </I18nextProvider>,
        );
      });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    });
  });
}
