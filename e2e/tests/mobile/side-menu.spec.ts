import { expect, test } from '../support/test';
import { logInAsNewTeam, tokenCookie, withToken } from '../support/session';

test('the side menu slides out with the pages, a login button and the AR promo', async ({ page }) => {
  // The shared server runs on the real clock, after the 2023-2024 season: the menu offers the winners list.
  await page.goto('/mobile/home');
  await page.getByRole('button', { name: '打開選單' }).click();
  const menu = page.getByRole('dialog', { name: '沙漠可持續發展大獎' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: '第二屆比賽', exact: true })).toHaveAttribute('href', '/mobile/prize/winner/index');
  await expect(menu.getByRole('link', { name: '登入' })).toBeVisible();
  await expect(menu.getByRole('img', { name: '沙漠 AR 體驗二維碼' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '個人中心' })).toHaveCount(0);

  await menu.getByRole('link', { name: '第二屆比賽', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/mobile\/prize\/winner\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '得獎名單' })).toBeVisible();
});

test('logged in, the side menu has the personal center and a logout that asks first', async ({ page, baseURL }) => {
  await logInAsNewTeam(page, baseURL);
  await page.goto('/mobile/home');
  await page.getByRole('button', { name: '打開選單' }).click();
  const menu = page.getByRole('dialog', { name: '沙漠可持續發展大獎' });
  await expect(menu.getByRole('link', { name: '個人中心' })).toHaveAttribute('href', '/mobile/personal-centered/index');

  await menu.getByRole('button', { name: '登出' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('登出成功')).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test('the mobile login, opened with a token, goes to the mobile home', async ({ page, baseURL }) => {
  await withToken(page, baseURL);
  await page.goto('/mobile/login');
  await expect(page).toHaveURL(/\/mobile\/home$/);
});

test('the footer is hidden on login and shown on other pages', async ({ page }) => {
  await page.goto('/mobile/login');
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/mobile/home');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the language popover switches the page, the mounted remote included, without a reload', async ({ page }) => {
  await page.goto('/mobile/prize/winner/index');
  await expect(page.getByRole('heading', { level: 1, name: '得獎名單' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('button', { name: '語言' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winners' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
