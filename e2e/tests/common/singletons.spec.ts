import { expect, test } from '@playwright/test';
import { DESKTOP_PAGES, MOBILE_PAGES } from '../support/pages';
import { navigateInApp } from '../support/navigation';

const SINGLETONS = ['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'react-i18next', '@portal/shared/i18n'];
const CONTAINERS = ['mf_content', 'mf_account', 'mf_competition', 'mf_voting'];

interface Provision {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

test('React and every other singleton is loaded once, from the shell, for all four remotes', async ({ page }, testInfo) => {
  const pages = testInfo.project.name === 'mobile' ? MOBILE_PAGES : DESKTOP_PAGES;
  await page.goto(pages[0].path);
  await expect(page.getByRole('heading', { level: 1, name: pages[0].heading })).toBeVisible();
  for (const { path, heading } of pages.slice(1)) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const provisions = await page.evaluate(() => {
    type Versions = Record<string, { from: string; loaded?: boolean; useIn?: string[] }>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__.__SHARE__;
    const found: Provision[] = [];
    for (const instance of Object.values(scopes))
      for (const packages of Object.values(instance))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, info] of Object.entries(versions))
            found.push({ name, version, from: info.from, loaded: Boolean(info.loaded), useIn: info.useIn ?? [] });
    return found;
  });

  for (const name of SINGLETONS) {
    const loaded = provisions.filter((provision) => provision.name === name && provision.loaded);
    expect(loaded, `${name} is loaded exactly once`).toHaveLength(1);
    expect(loaded[0]?.from).toBe('shell');
  }
  const react = provisions.find((provision) => provision.name === 'react' && provision.loaded);
  expect(react?.useIn).toEqual(expect.arrayContaining(['shell', ...CONTAINERS]));
});
