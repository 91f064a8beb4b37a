import { expect, test } from '../support/test';

test('resizing across 768 px moves to the equivalent page of the other layout and back', async ({ page }) => {
  await page.goto('/pc/aboutUs?from=e2e');
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page).toHaveURL(/\/mobile\/about-us\/index\?from=e2e$/);
  await expect(page.getByRole('button', { name: '打開選單' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('device'))).toContain('"mobile"');

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(page).toHaveURL(/\/pc\/aboutUs\?from=e2e$/);
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
});

test('a page without a mobile counterpart moves to the mobile home', async ({ page }) => {
  await page.goto('/pc/finalists');
  await expect(page.locator('[data-remote="mf-content"]')).toBeVisible();
  await page.setViewportSize({ width: 500, height: 800 });
  await expect(page).toHaveURL(/\/mobile\/home$/);
});

test("the desktop vote moves to the phone's own voting page (issue 11)", async ({ page }) => {
  await page.goto('/pc/secondCompetition');
  await expect(page.getByRole('heading', { level: 1, name: '公眾投票' })).toBeVisible();
  await page.setViewportSize({ width: 500, height: 800 });
  await expect(page).toHaveURL(/\/mobile\/vote$/);
  await expect(page.getByRole('heading', { level: 1, name: '公眾投票' })).toBeVisible();
});
