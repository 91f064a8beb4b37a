import { expect, test } from '../support/test';
import { DESKTOP_PAGES, MOBILE_PAGES } from '../support/pages';
import { navigateInApp } from '../support/navigation';
import { logInAsNewTeam } from '../support/session';

const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  // Libraries with state of their own are shared through @portal/shared entries (docs/adr/0019): one instance of
  // the entry is one router, one i18n instance and React context, one api client, one of each zustand store.
  '@portal/shared/router',
  '@portal/shared/i18n',
  '@portal/shared/api',
  '@portal/shared/auth',
  '@portal/shared/season',
  '@portal/shared/device',
  '@portal/shared/navigation',
  '@portal/shared/ui',
];
// Provided by the shell lazily (docs/adr/0029): its own chunk, fetched from the shell by the first page with a form.
// The share scope's `from` names that first consumer, so only "loaded once" is asserted; where its bytes come from
// is what `pnpm budgets` attributes (the shell's column on the pages with a form).
const LAZY_SINGLETONS = ['@portal/shared/form'];
// Never shared whole: behind those entries webpack keeps only what is used.
const NOT_SHARED_WHOLE = ['react-router', 'react-router-dom', 'react-i18next', 'i18next', 'zustand', 'axios', 'react-hook-form'];
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
  for (const name of LAZY_SINGLETONS) {
    expect(provisions.filter((provision) => provision.name === name && provision.loaded), `${name} is loaded exactly once`).toHaveLength(1);
  }
  for (const name of NOT_SHARED_WHOLE) expect(provisions.filter((provision) => provision.name === name), name).toEqual([]);
  const react = provisions.find((provision) => provision.name === 'react' && provision.loaded);
  expect(react?.useIn).toEqual(expect.arrayContaining(['shell', ...CONTAINERS]));
});
