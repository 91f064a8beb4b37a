import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { builtCommandLine } from '@portal/api/testing';

/**
 * Gives the browser a session token the way the site keeps one (a cookie). The account slice's real login
 * arrives with its own issue; the shell's rules only look at whether a token is present.
 */
export async function withToken(page: Page, baseURL: string | undefined): Promise<string> {
  if (!baseURL) throw new Error('withToken needs the project baseURL');
  const token = `e2e-${crypto.randomUUID()}`;
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL }]);
  return token;
}

export async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
}

/**
 * A real session for a new team, issued by the API's own CLI on the test server's database (the account
 * slice's sign-up and login arrive with their issue). The token goes where the site keeps it: the cookie.
 */
export async function logInAsNewTeam(page: Page, baseURL: string | undefined, teamName = 'E2E Team'): Promise<string> {
  if (!baseURL) throw new Error('logInAsNewTeam needs the project baseURL');
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const email = `e2e-${crypto.randomUUID()}@example.org`;
  const token = execFileSync(
    process.execPath,
    [builtCommandLine('issue-session'), '--email', email, '--team', teamName],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  ).trim();
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL }]);
  return token;
}
