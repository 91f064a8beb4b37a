import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope, OutboxMessage } from '@portal/shared/contracts';
import { logInAsNewTeam, tokenCookie } from '../support/session';

const PATHS = {
  desktop: { register: '/pc/register', login: /\/pc\/logIn/, center: /\/pc\/personalCenter$/, edit: null },
  mobile: { register: '/mobile/sign-up', login: /\/mobile\/login/, center: /\/mobile\/personal-centered\/index$/, edit: '/mobile/edit/info' },
} as const;
type Project = keyof typeof PATHS;

/** The code the sign-up mail carried, read from the server's development outbox. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const mails = ((await response.json()) as Envelope<OutboxMessage[]>).data;
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function logIn(page: Page, email: string, password: string) {
  // The URL changes before the login page's chunk has replaced the sign-up page (which has the same fields):
  // wait for the login page itself, or the password may go into the page that is leaving.
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await page.getByLabel('電郵地址').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.locator('[data-remote="mf-account"]').getByRole('button', { name: '登入' }).click();
}

test('a new team signs up, edits its team, changes its password and logs out; only the new password works', async ({
  page,
  request,
}, testInfo) => {
  const paths = PATHS[testInfo.project.name as Project];
  const email = `team-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const first = 'first sand dune passphrase';
  const second = 'second oasis passphrase 2024';
  const team = `Dune ${crypto.randomUUID().slice(0, 6)}`;

  // Sign up with the mailed code.
  await page.goto(paths.register);
  await page.getByLabel('電郵地址').fill(email);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('button', { name: /\d+/ })).toBeDisabled();
  await page.getByLabel('驗證碼').fill(await mailedCode(request, email));
  await page.getByLabel('密碼', { exact: true }).fill(first);
  await page.getByLabel('確認密碼').fill(first);
  await page.locator('[data-remote="mf-account"]').getByRole('button', { name: '註冊' }).click();
  await expect(page).toHaveURL(paths.login);
  await expect(page.getByLabel('電郵地址')).toHaveValue(email);

  // Log in, then edit the team.
  await logIn(page, email, first);
  await expect(page).toHaveURL(paths.center);
  if (paths.edit) await page.goto(paths.edit);
  else await page.getByRole('button', { name: '編輯' }).click();
  await page.getByLabel('隊伍名稱').fill(team);
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();

  // Change the password: every session ends and the login page asks to log in again.
  if (paths.edit) await page.goto(paths.edit);
  // The change of e-mail address (issue 26.1) asks the current password too: the password part is the one meant.
  const passwordPart = page.getByRole('region', { name: '修改密碼' });
  await passwordPart.getByLabel('目前密碼').fill(first);
  await passwordPart.getByLabel('新密碼', { exact: true }).fill(second);
  await passwordPart.getByLabel('確認新密碼').fill(second);
  await passwordPart.getByRole('button', { name: '修改密碼' }).click();
  await expect(page).toHaveURL(paths.login);
  expect(await tokenCookie(page)).toBeUndefined();

  // The new password works; the team name was kept.
  await logIn(page, email, second);
  await expect(page).toHaveURL(paths.center);
  await expect(page.getByText(team).first()).toBeVisible();

  // Log out, with confirmation.
  await page.locator('[data-remote="mf-account"]').getByRole('button', { name: '登出' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('登出成功').first()).toBeVisible();
  await expect(page).toHaveURL(paths.login);

  // The old password is refused; the new one still works.
  await logIn(page, email, first);
  await expect(page).toHaveURL(paths.login);
  expect(await tokenCookie(page)).toBeUndefined();
  await logIn(page, email, second);
  await expect(page).toHaveURL(paths.center);
});

test('a revoked token resets the user exactly like a logout', async ({ page, baseURL, request }, testInfo) => {
  const paths = PATHS[testInfo.project.name as Project];
  const token = await logInAsNewTeam(page, baseURL);
  // Revoked on the server behind the page's back (as another device's password change would).
  expect((await request.post('/api/login/logout', { headers: { token } })).status()).toBe(200);
  await page.goto(testInfo.project.name === 'mobile' ? '/mobile/personal-centered/index' : '/pc/personalCenter');
  await expect(page).toHaveURL(paths.login);
  await expect(page.getByText('登入已失效，請重新登入').first()).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
});
