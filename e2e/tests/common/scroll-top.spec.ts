import { expect, test } from '../support/test';

test('the scroll-to-top button appears past 300 px and brings the page back to the top', async ({ page }) => {
  await page.goto('/pc/aboutUs');
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Scroll only once the page's data parts have loaded: content arriving above the viewport afterwards moves the
  // scroll position (the browser's scroll anchoring), which made this test fail now and then in CI (353 for 250).
  await expect(page.locator('[data-remote="mf-content"] [role="status"]')).toHaveCount(0);
  // Make the page long enough to scroll, as a long article would be.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')!.append(spacer);
  });
  const button = page.getByRole('button', { name: '返回頂部' });

  await page.mouse.wheel(0, 250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
  await expect(button).toBeHidden();

  await page.mouse.wheel(0, 200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
