import { expect, test } from '../support/test';
import { DESKTOP_PAGES } from '../support/pages';
import { logInAsNewTeam } from '../support/session';

for (const entry of DESKTOP_PAGES) {
  const { path, remote, heading } = entry;
  test(`${path} renders ${remote}'s page inside the shell`, async ({ page, baseURL }) => {
    // A real session: the registration page asks the API for the team's registration, and a made-up token is
    // refused there (the client then forgets it, as a logout would).
    if ('needsLogin' in entry) await logInAsNewTeam(page, baseURL);
    await page.goto(path);
    const area = page.locator(`[data-remote="${remote}"]`);
    await expect(area.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('/ redirects to /pc/home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/pc\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: DESKTOP_PAGES[0].heading })).toBeVisible();
});

test('an unknown page shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/pc/no-such-page');
  await expect(page.getByRole('heading', { name: '找不到此頁面' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
});
