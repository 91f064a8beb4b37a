import { expect, test } from '../support/test';
import { MOBILE_PAGES } from '../support/pages';
import { logInAsNewTeam } from '../support/session';

for (const entry of MOBILE_PAGES) {
  const { path, remote, heading } = entry;
  test(`${path} renders ${remote}'s page inside the mobile layout`, async ({ page, baseURL }) => {
    // A real session: the registration page asks the API for the team's registration, and a made-up token is
    // refused there (the client then forgets it, as a logout would).
    if ('needsLogin' in entry) await logInAsNewTeam(page, baseURL);
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"]`).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: '打開選單' })).toBeVisible();
  });
}

test('/mobile redirects to /mobile/home', async ({ page }) => {
  await page.goto('/mobile');
  await expect(page).toHaveURL(/\/mobile\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: MOBILE_PAGES[0].heading })).toBeVisible();
});
