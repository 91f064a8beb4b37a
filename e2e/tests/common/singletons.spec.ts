import { expect, test } from '@playwright/test';
import { DESKTOP_PAGES, MOBILE_PAGES } from '../support/pages';
import { navigateInApp } from '../support/navigation';
import { logInAsNewTeam } from '../support/session';

const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  // The router is shared through its facade (docs/adr/0019): one instance of it means one router.
  '@portal/shared/router',
  'react-i18next',
  'zustand',
  '@portal/shared/i18n',
  '@portal/shared/auth',
  '@portal/shared/navigation',
  '@portal/shared/ui',
];
const CONTAINERS = ['mf_content', 'mf_account', 'mf_competition', 'mf_voting'];

interface Provision {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

test('React and every other singleton is loaded once, from the shell, for all four remotes', async ({ page, baseURL }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const pages = mobile ? MOBILE_PAGES : DESKTOP_PAGES;
  const [login, ...others] = [pages[1], pages[0], pages[2], pages[3]];
  // Team registration is behind the login rule, so the visit starts logged in ...
  await logInAsNewTeam(page, baseURL);
  await page.goto(others[0].path);
  await expect(page.getByRole('heading', { level: 1, name: others[0].heading })).toBeVisible();
  for (const { path, heading } of others.slice(1)) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // ... and ends by logging out, which opens the login page (a token would send the mobile login home).
  if (mobile) {
    await page.getByRole('button', { name: '打開選單' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '登出' }).click();
  } else {
    await page.getByRole('button', { name: '登出' }).click();
  }
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: login.heading })).toBeVisible();

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
