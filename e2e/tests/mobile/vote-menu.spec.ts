import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry } from '../support/repo';

// Issue 11 on a phone: while the public vote is open (server clock inside group 1's window), the phone has a voting
// page of its own, /mobile/vote. The side menu's second-competition entry leads there (not to the winners list), and
// the home's daily invitation does too.

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(releasedRegistry(), { env: { PORTAL_NOW: '2024-02-10T09:00:00+08:00' } });
});
test.afterAll(async () => {
  await site?.stop();
});

const votePopup = (page: Page) => page.getByRole('dialog', { name: '公眾投票進行中' });

async function expectVotePage(page: Page) {
  await expect(page).toHaveURL(`${site.url}/mobile/vote`);
  await expect(page.getByRole('heading', { level: 1, name: '公眾投票' })).toBeVisible();
  const films = page.getByRole('list', { name: '入圍短片' });
  await expect(films.getByRole('radio')).toHaveCount(15);
  await expect(page.getByLabel('手機號碼或電郵地址')).toBeVisible();
}

test('during the vote, the side menu offers the phone voting page and lands on it with the films', async ({ page }) => {
  await page.goto(`${site.url}/mobile/home`);
  // The daily invitation comes first on the home; put it off.
  await votePopup(page).getByRole('button', { name: '稍後再說' }).click();
  await expect(votePopup(page)).toBeHidden();

  await page.getByRole('button', { name: '打開選單' }).click();
  const menu = page.getByRole('dialog', { name: '沙漠可持續發展大獎' });
  await expect(menu).toBeVisible();
  const entry = menu.getByRole('link', { name: '第二屆比賽', exact: true });
  await expect(entry).toHaveAttribute('href', '/mobile/vote');
  await entry.click();
  await expect(menu).toBeHidden();
  await expectVotePage(page);
});

test("during the vote, the phone home's daily invitation leads to the phone voting page", async ({ page }) => {
  await page.goto(`${site.url}/mobile/home`);
  await votePopup(page).getByRole('button', { name: '前往投票' }).click();
  await expect(votePopup(page)).toBeHidden();
  await expectVotePage(page);
});
