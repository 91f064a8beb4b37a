import { expect, test } from '../support/test';
import { logInAsNewTeam, tokenCookie } from '../support/session';

test('Register Now without a token says "please log in first" and opens the login page', async ({ page }) => {
  await page.goto('/pc/home');
  await page.getByRole('link', { name: '立即報名' }).first().click();
  await expect(page.getByText('請先登入')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/logIn$/);
});

test('with a session, the remote\'s Register Now opens registration', async ({ page, baseURL }) => {
  await logInAsNewTeam(page, baseURL);
  await page.goto('/pc/home');
  await page.getByRole('link', { name: '立即報名' }).nth(1).click();
  await expect(page).toHaveURL(/\/pc\/contestRegistration\?group=2$/);
  await expect(page.getByRole('heading', { level: 1, name: '隊伍報名' })).toBeVisible();
});

test('the personal center without a token goes to the login page', async ({ page }) => {
  await page.goto('/pc/personalCenter');
  await expect(page.getByText('請先登入')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/logIn$/);
});

test('logout asks for confirmation, then clears the session, says so and goes to login', async ({ page, baseURL, request }) => {
  const token = await logInAsNewTeam(page, baseURL);
  await page.goto('/pc/aboutUs');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.getByRole('button', { name: '登出' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('確定要登出嗎？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  expect(await tokenCookie(page)).toBe(token);

  await page.getByRole('button', { name: '登出' }).click();
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('登出成功')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/logIn$/);
  await expect(page.getByRole('link', { name: '登入', exact: true })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The server revoked it too: the old token opens nothing.
  const after = await request.get('/api/user/info', { headers: { token } });
  expect(after.status()).toBe(401);
});

test('a logout in the shell logs the remotes out too: there is one auth store on the page', async ({ page, baseURL }) => {
  await logInAsNewTeam(page, baseURL);
  await page.goto('/pc/home');
  await page.getByRole('button', { name: '登出' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/pc\/logIn$/);

  // Back to the home page in the same document: mf-content's link must now see no token.
  await page.goBack();
  await expect(page).toHaveURL(/\/pc\/home$/);
  await page.getByRole('link', { name: '立即報名' }).first().click();
  await expect(page.getByText('請先登入')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/logIn$/);
});
