import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

const menu = (page: Page) => page.getByRole('navigation', { name: '主選單' });

test('the header menu opens its drop-downs on hover and leads to their pages', async ({ page }) => {
  await page.goto('/pc/home');
  const past = menu(page).getByRole('list', { name: '往屆比賽' });
  await expect(past).toBeHidden();
  await menu(page).getByRole('link', { name: '往屆比賽', exact: true }).hover();
  await expect(past).toBeVisible();
  await past.getByRole('link', { name: '第二屆比賽花絮' }).click();
  await expect(page).toHaveURL(/\/pc\/interestingSidelightsTwo$/);
  await expect(menu(page).getByRole('link', { name: '往屆比賽', exact: true })).toHaveAttribute('aria-current', 'page');

  await menu(page).getByRole('link', { name: '第二屆比賽', exact: true }).hover();
  const second = menu(page).getByRole('list', { name: '第二屆比賽' });
  await expect(second.getByRole('link', { name: '大學組十強' })).toBeVisible();
});

test('a detail page highlights its list in the menu', async ({ page }) => {
  await page.goto('/pc/latestNewsDetail?id=1');
  await expect(menu(page).locator('a[aria-current="page"]')).toHaveText('最新消息');
  await page.goto('/pc/commonProblemDetail?id=1');
  await expect(menu(page).locator('a[aria-current="page"]')).toHaveText('常見問題');
  await page.goto('/pc/home');
  await expect(menu(page).locator('a[aria-current="page"]')).toHaveText('首頁');
});

// What the second-competition drop-down offers follows the server's clock: daily-popup.spec.ts runs sites started
// during the vote and after the winners day (PORTAL_NOW).

test('the questionnaire icon opens the form of the chosen language', async ({ page }) => {
  await page.goto('/pc/home');
  await expect(page.getByRole('link', { name: '問卷調查' })).toHaveAttribute('href', /lang=zh-hk/);
  await page.getByRole('combobox', { name: '語言' }).selectOption('zhSimple');
  await expect(page.getByRole('link', { name: '问卷调查' })).toHaveAttribute('href', /lang=zh-cn/);
});
