// The remote contract, as one test suite every remote runs against itself.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { I18nextProvider, i18n, missingTranslationKeys, useLanguageStore, type Translations } from '@portal/shared/i18n';
import type { Device, RemoteRoutesModule } from '@portal/shared/contracts';
import { declarationOf } from '@portal/contracts/pages';
import { isLazyComponent, slotContractProblems } from './slot-contract';

export interface PageExpectation {
  device: Device;
  /** The URL to open, relative to the device prefix (query allowed). */
  path: string;
  /** The page's main heading in Traditional Chinese (the default language). */
  heading: string;
}

function DeviceRoutes({ module, device }: { module: RemoteRoutesModule; device: Device }) {
  return useRoutes(module.routes[device]);
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
    });

    test('every page is loaded lazily, not bundled into ./routes', () => {
      for (const route of [...module.routes.pc, ...module.routes.mobile]) {
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
