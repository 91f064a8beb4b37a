import { expect, test } from '@playwright/test';
import { MOBILE_PAGES } from '../support/pages';

for (const { path, remote, heading } of MOBILE_PAGES) {
  test(`${path} renders ${remote}'s page inside the mobile layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"]`).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '語言' })).toBeVisible();
  });
}

test('/mobile redirects to /mobile/home', async ({ page }) => {
  await page.goto('/mobile');
  await expect(page).toHaveURL(/\/mobile\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: MOBILE_PAGES[0].heading })).toBeVisible();
});
