import type { Page } from '@playwright/test';
import { expect, test } from '../support/site-at';

// The vote popup and the header's offer follow the server's clock: each test runs a site of its own started at
// an instant of the 2023-2024 season (PORTAL_NOW); the browser's clock plays no part.

const menu = (page: Page) => page.getByRole('navigation', { name: '主選單' });
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: '國際沙漠可持續發展大獎' });
const votePopup = (page: Page) => page.getByRole('dialog', { name: '公眾投票進行中' });

async function secondCompetitionDropdown(page: Page) {
  await menu(page).getByRole('link', { name: '第二屆比賽', exact: true }).hover();
  return menu(page).getByRole('list', { name: '第二屆比賽' });
}

test.describe('during the public vote', () => {
  test.use({ portalNow: '2024-02-10T09:00:00+08:00' });

  test('the home page invites to vote once per Hong Kong day, and the header offers the vote', async ({ page, site }) => {
    const seasonCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/season') seasonCalls.push(request.url());
    });
    await page.goto(`${site.url}/pc/home`);
    await expect(votePopup(page)).toBeVisible();
    // The season came with the page (its HTML carries the server's answer): no request was needed for it.
    expect(seasonCalls).toEqual([]);
    await votePopup(page).getByRole('button', { name: '稍後再說' }).click();
    await expect(votePopup(page)).toBeHidden();

    const dropdown = await secondCompetitionDropdown(page);
    await expect(dropdown.getByRole('link', { name: '公眾投票' })).toHaveAttribute('href', '/pc/secondCompetition');
    await expect(dropdown.getByRole('link', { name: '得獎名單' })).toHaveCount(0);

    // Later the same (server) day: no popup.
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect(votePopup(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('votePopupDate'))).toBe('2024-02-10');

    // Shown yesterday: today it shows again, and leads to the voting page.
    await page.evaluate(() => localStorage.setItem('votePopupDate', '2024-02-09'));
    await page.reload();
    await votePopup(page).getByRole('button', { name: '前往投票' }).click();
    await expect(page).toHaveURL(/\/pc\/secondCompetition$/);
  });

  test('without /api/season the site boots with the winners list and no popup, and takes the season at the next navigation', async ({
    page,
    site,
  }) => {
    await page.route('**/api/season', (route) => route.abort());
    // A page without the season written into it (served by a cache or a CDN from before), as the shell must expect.
    await page.route('**/pc/home', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script id="portal-season"[^]*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto(`${site.url}/pc/home`);
    await expect(homeHeading(page)).toBeVisible();
    let dropdown = await secondCompetitionDropdown(page);
    await expect(dropdown.getByRole('link', { name: '得獎名單' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.unroute('**/api/season');
    await page.unroute('**/pc/home');
    // The next navigation (here: home again) asks for the season; the vote being open, the popup comes too.
    await menu(page).getByRole('link', { name: '首頁' }).click();
    await expect(votePopup(page)).toBeVisible();
    await votePopup(page).getByRole('button', { name: '稍後再說' }).click();
    dropdown = await secondCompetitionDropdown(page);
    await expect(dropdown.getByRole('link', { name: '公眾投票' })).toBeVisible();
  });
});

test.describe('after the winners day', () => {
  test.use({ portalNow: '2024-04-02T00:10:00+08:00' });

  test('the header offers the winners list and the home page shows no popup', async ({ page, site }) => {
    await page.goto(`${site.url}/pc/home`);
    await expect(homeHeading(page)).toBeVisible();
    const dropdown = await secondCompetitionDropdown(page);
    await expect(dropdown.getByRole('link', { name: '得獎名單' })).toHaveAttribute('href', '/pc/speak-sustainability-contest');
    await expect(dropdown.getByRole('link', { name: '公眾投票' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
