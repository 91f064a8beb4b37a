import { expect, test } from '../support/test';

test('a phone opening a desktop URL lands on its mobile equivalent', async ({ page }) => {
  await page.goto('/pc/latestNewsDetail?id=2');
  await expect(page).toHaveURL(/\/mobile\/news\/consult\/detail\?id=2$/);
  await page.goto('/pc/speak-sustainability-contest');
  await expect(page).toHaveURL(/\/mobile\/prize\/winner\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '得獎名單' })).toBeVisible();
});

test('a phone opening a desktop page with no mobile counterpart lands on the mobile home', async ({ page }) => {
  await page.goto('/pc/finalists');
  await expect(page).toHaveURL(/\/mobile\/home$/);
});

test('a phone stays on the mobile layout even on a wide screen', async ({ page }) => {
  await page.goto('/mobile/home');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pc/home');
  await expect(page).toHaveURL(/\/mobile\/home$/);
});
