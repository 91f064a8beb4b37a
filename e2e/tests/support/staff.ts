// Staff members of a test site, as issue 24 has them come in: invited at the command line, then through the back
// office's own screens (password, TOTP with the secret shown on the page, recovery codes). Codes are computed here
// with otplib, as an authenticator app would.
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { IsolatedSite } from './isolated-site';
import { builtAdmin } from './organizer';

export interface StaffAccount {
  email: string;
  password: string;
  /** The TOTP secret the enrolment page showed. */
  secret: string;
  recoveryCodes: string[];
  /** The app's next code (a later step each time). */
  nextCode: () => Promise<string>;
}

/** `pnpm admin staff invite …` against the site's data: the invitation's path (/admin/invitation?token=…). */
export function inviteStaff(site: IsolatedSite, email: string, role: string, name: string): string {
  const output = builtAdmin(site, 'staff', 'invite', '--email', email, '--role', role, '--name', name);
  const url = /https?:\/\/\S+\/admin\/invitation\?token=\S+/.exec(output)?.[0];
  if (!url) throw new Error(`no invitation link in the command's output:\n${output}`);
  return new URL(url).pathname + new URL(url).search;
}

/**
 * A TOTP code for a later 30-second step each time it is asked for: the server takes each step once (the enrolment's
 * step cannot sign in again), and accepts the step after its own.
 */
export function totpCodes(secret: string): () => Promise<string> {
  let used = -1;
  return async () => {
    const now = Math.floor(Date.now() / 1000 / 30);
    used = Math.max(used + 1, now);
    return generate({ secret, epoch: used * 30 });
  };
}

/** Opens the invitation, sets the password, enrols TOTP and keeps the recovery codes: ends on the dashboard. */
export async function acceptInvitation(page: Page, invitation: string, email: string, password: string): Promise<StaffAccount> {
  await page.goto(invitation);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a second factor' })).toBeVisible();
  await page.getByRole('radio', { name: 'Authenticator app (TOTP)' }).check();
  await page.getByRole('button', { name: 'Show the code' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const nextCode = totpCodes(secret);
  await page.getByLabel('Six-digit code from the app').fill(await nextCode());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('checkbox', { name: 'I saved them' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return { email, password, secret, recoveryCodes, nextCode };
}

/** Password, then the app's code: ends on the dashboard. */
export async function signInStaff(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify it is you' })).toBeVisible();
  await page.getByLabel('Six-digit code from the app').fill(await account.nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The staff token of the page's session (sessionStorage), for calls of the API as that member. */
export async function staffTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('portal.staffToken'));
  if (!token) throw new Error('no staff session in this page');
  return token;
}
