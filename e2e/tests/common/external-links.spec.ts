import { expect, test } from '../support/test';

// The configured links point outside; the browser's requests to them are answered here, so nothing leaves
// the machine and the test still sees the browser arrive where /c/N sent it.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(explorer|chat)\.example\.org\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>external</title><h1>external page</h1>' }),
  );
});

test('/c/N from 1 to 179 leaves for the transaction link of N', async ({ page }) => {
  await page.goto('/c/7');
  await expect(page).toHaveURL('https://explorer.example.org/tx/sample-007');
  await page.goto('/c/179');
  await expect(page).toHaveURL('https://explorer.example.org/tx/sample-179');
});

test('/c/180 leaves for the chat app', async ({ page }) => {
  await page.goto('/c/180');
  await expect(page).toHaveURL('https://chat.example.org/desert-award');
});

test('any other /c/N goes to the site root, then the home page', async ({ page }, testInfo) => {
  const home = testInfo.project.name === 'mobile' ? /\/mobile\/home$/ : /\/pc\/home$/;
  for (const n of ['0', '181', 'abc']) {
    await page.goto(`/c/${n}`);
    await expect(page).toHaveURL(home);
  }
});
