// A new team signs up through the pages (the code read from the site's development outbox) and logs in.
import { expect, type Page } from '@playwright/test';
import type { Envelope, OutboxMessage } from '@portal/shared/contracts';

export const SIGN_UP_PATHS = {
  desktop: { register: '/pc/register', login: /\/pc\/logIn/, center: '/pc/personalCenter' },
  mobile: { register: '/mobile/sign-up', login: /\/mobile\/login/, center: '/mobile/personal-centered/index' },
} as const;
export type Project = keyof typeof SIGN_UP_PATHS;

async function mailedCode(page: Page, origin: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${origin}/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const mails = ((await response.json()) as Envelope<OutboxMessage[]>).data;
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Signs up `email` on the site at `origin` and logs in; ends on the personal center. */
export async function signUpAndLogIn(page: Page, origin: string, project: Project, email: string, password: string) {
  const paths = SIGN_UP_PATHS[project];
  await page.goto(`${origin}${paths.register}`);
  await page.getByLabel('電郵地址').fill(email);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await page.getByLabel('驗證碼').fill(await mailedCode(page, origin, email));
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByLabel('確認密碼').fill(password);
  await page.locator('[data-remote="mf-account"]').getByRole('button', { name: '註冊' }).click();
  await expect(page).toHaveURL(paths.login);
  // The URL changes before the login page has replaced the sign-up page (which has the same fields).
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.locator('[data-remote="mf-account"]').getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.center}$`));
}
