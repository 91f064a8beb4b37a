import type { Page } from '@playwright/test';

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
