import { execFileSync } from 'node:child_process';
import { devices, type Page } from '@playwright/test';
import { builtCommandLine } from '@portal/api/testing';
import { expect, test } from '../support/test';
import { tokenCookie } from '../support/session';
import { SIGN_UP_PATHS, signUpAndLogIn, type Project } from '../support/sign-up';
import { newCode, outbox } from '../support/vote';

// Issue 26.1 (and 26.8): account recovery on a desktop and on a phone. A forgotten password is reset with a code
// read from the development outbox, which ends the session another browser held; a new e-mail address is confirmed
// with a code sent to it, after which the account logs in with it and the old address has been told.

const LOGIN = { desktop: '/pc/logIn', mobile: '/mobile/login' } as const;
const FORGOT = { desktop: '/pc/forgotPassword', mobile: '/mobile/forgot-password' } as const;
const EMAIL_CHANGE_AT = { desktop: '/pc/personalCenter', mobile: '/mobile/edit/info' } as const;

/** A session for the account of `email` (made if need be) from the API's CLI, on the test server's database. */
function issueSession(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return execFileSync(process.execPath, [builtCommandLine('issue-session'), '--email', email, '--team', 'Recovery Team'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  }).trim();
}

const unique = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.org`;
const account = (page: Page) => page.locator('[data-remote="mf-account"]');

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await page.getByLabel('電郵地址').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await account(page).getByRole('button', { name: '登入' }).click();
}

test('a forgotten password: reset with the mailed code, the old session ends, the new password logs in', async ({ page, browser, request, baseURL }, testInfo) => {
  const project = testInfo.project.name as Project;
  const paths = SIGN_UP_PATHS[project];
  const email = unique('forgetful');
  const second = 'second oasis passphrase';

  // The account, signed in on another browser, a desktop one whichever device this test is (the session that must
  // end). Made by the API's CLI, not by sign-up: a sign-up code would hold the address's code cooldown for a minute.
  const oldToken = issueSession(email);
  const { userAgent, viewport, deviceScaleFactor } = devices['Desktop Chrome'];
  const elsewhere = await browser.newContext({ baseURL, userAgent, viewport, deviceScaleFactor, isMobile: false, hasTouch: false });
  await elsewhere.addCookies([{ name: 'token', value: oldToken, url: baseURL! }]);
  const other = await elsewhere.newPage();
  await other.goto(SIGN_UP_PATHS.desktop.center);
  await expect(other.getByRole('heading', { level: 1, name: '個人中心' })).toBeVisible();

  // This browser: the login page's "Forgot password?".
  await page.goto(LOGIN[project]);
  await account(page).getByRole('link', { name: '忘記密碼？' }).click();
  await expect(page).toHaveURL(new RegExp(`${FORGOT[project]}$`));
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible();
  const mailsBefore = (await outbox(request, baseURL!, email)).length;
  await page.getByLabel('電郵地址').fill(email);
  await account(page).getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  const { code } = await newCode(request, baseURL!, email, mailsBefore);
  await page.getByLabel('驗證碼').fill(code);
  await page.getByLabel('新密碼', { exact: true }).fill(second);
  await page.getByLabel('確認新密碼').fill(second);
  await account(page).getByRole('button', { name: '重設密碼' }).click();
  await expect(page).toHaveURL(paths.login);
  await expect(page.getByText('密碼已重設，請以新密碼登入').first()).toBeVisible();
  await expect(page.getByLabel('電郵地址')).toHaveValue(email);

  // The other browser's session is over: its next page asks it to log in.
  await other.goto(SIGN_UP_PATHS.desktop.center);
  await expect(other).toHaveURL(SIGN_UP_PATHS.desktop.login);
  expect(await tokenCookie(other)).toBeUndefined();
  expect((await request.get('/api/user/info', { headers: { token: oldToken } })).status()).toBe(401);
  await elsewhere.close();

  // The new password logs in.
  await logIn(page, email, second);
  await expect(page).toHaveURL(new RegExp(`${paths.center}$`));
  // The owner was told: the reset code, then the notice.
  await expect.poll(async () => (await outbox(request, baseURL!, email)).length).toBe(mailsBefore + 2);
});

test('a new e-mail address: confirmed by the code sent to it, the account logs in with it, the old address is told', async ({ page, request, baseURL }, testInfo) => {
  const project = testInfo.project.name as Project;
  const paths = SIGN_UP_PATHS[project];
  const oldEmail = unique('before');
  const newEmail = unique('after');
  const password = 'a long camel passphrase';
  await signUpAndLogIn(page, baseURL!, project, oldEmail, password);
  const oldMails = (await outbox(request, baseURL!, oldEmail)).length;

  await page.goto(EMAIL_CHANGE_AT[project]);
  const part = page.getByRole('region', { name: '更改電郵地址' });
  await part.getByLabel('新電郵地址').fill(newEmail);
  await part.getByLabel('目前密碼').fill(password);
  await part.getByRole('button', { name: '發送驗證碼' }).click();
  const { code } = await newCode(request, baseURL!, newEmail, 0);
  await part.getByLabel('驗證碼').fill(code);
  await part.getByRole('button', { name: '更改電郵地址' }).click();
  await expect(page.getByText('電郵地址已更改，請以新地址登入').first()).toBeVisible();
  // Nothing went to the old address but the notice, which names the new one masked.
  await expect.poll(async () => (await outbox(request, baseURL!, oldEmail)).length).toBe(oldMails + 1);
  const [notice] = await outbox(request, baseURL!, oldEmail);
  expect(notice!.text).toContain('af***@example.org');
  expect(notice!.text).not.toContain(newEmail);

  // Log out, then in with the new address; the old one no longer names the account.
  if (project === 'mobile') await page.goto(paths.center);
  await account(page).getByRole('button', { name: '登出' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(paths.login);
  await logIn(page, oldEmail, password);
  await expect(page).toHaveURL(paths.login);
  await logIn(page, newEmail, password);
  await expect(page).toHaveURL(new RegExp(`${paths.center}$`));
});
