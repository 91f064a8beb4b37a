import type { Page } from '@playwright/test';

/** A client-side navigation, as a link inside the app makes it: no page reload. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
