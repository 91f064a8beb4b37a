import { expect, test } from '../support/test';
import { DESKTOP_PAGES } from '../support/pages';

test('switching language re-renders the mounted remote and the shell without a reload', async ({ page }) => {
  const target = DESKTOP_PAGES[3];
  await page.goto(target.path);
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByRole('combobox', { name: '語言' }).selectOption('en');
  const english = 'Public voting';
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});
