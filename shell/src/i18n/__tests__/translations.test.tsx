import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { LANGUAGES, i18n, missingTranslationKeys, useLanguageStore } from '@portal/shared/i18n';
import { setSeason } from '@portal/shared/season';
import { seasonState } from '@portal/shared/testing';
import { shellTranslations } from '../translations';
import { renderShell, resetBrowser, scriptedLoader, setViewportWidth } from '../../testing/render-shell';

test('every shell text exists in all three languages', () => {
  expect(missingTranslationKeys(shellTranslations)).toEqual([]);
});

describe('every text the shell shows resolves in every language', () => {
  const missing: string[] = [];
  beforeAll(() => {
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (languages, namespace, key) => {
      missing.push(`${languages.join(',')}:${namespace}:${key}`);
    };
  });
  afterAll(() => {
    i18n.options.saveMissing = false;
    i18n.options.missingKeyHandler = false;
  });
  beforeEach(resetBrowser);

  test.each(LANGUAGES)('%s: desktop and mobile layouts, logged out and in, menus and dialogs open', async (language) => {
    act(() => useLanguageStore.getState().setLanguage(language));
    act(() => setSeason(seasonState({ now: '2024-02-10T10:00:00+08:00', offer: 'voting', votingOpen: true })));
    const desktop = await renderShell('/pc/home', scriptedLoader(['ok']));
    await screen.findByRole('dialog');
    act(() => useAuthStore.getState().logIn('t', null));
    desktop.unmount();
    (await renderShell('/pc/nowhere', scriptedLoader(['ok']))).unmount();

    setViewportWidth(390);
    act(() => setSeason(seasonState({ now: '2024-05-01T10:00:00+08:00', offer: 'winners', personalDataUntil: '2024-07-20' })));
    const mobile = await renderShell('/mobile/home', scriptedLoader(['ok']));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('shell:menu.open') }));
    await screen.findByRole('dialog');
    mobile.unmount();

    expect(missing).toEqual([]);
  });
});
