// The public vote and the winners pages (issue 11) as tests reach them: the pages of each device, the finalists and
// the vote over HTTP, codes read from the site's development outbox, and the one clock PORTAL_NOW does not move.
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { IsolatedSite } from './isolated-site';
import type { Envelope, Finalist, OutboxMessage, VoteCount, VoteReceipt } from '@portal/shared/contracts';
import { repoRoot } from './repo';
import type { Project } from './sign-up';

export const VOTE_PATHS = { desktop: '/pc/secondCompetition', mobile: '/mobile/vote' } as const;
export const WINNERS_PATHS = { desktop: '/pc/speak-sustainability-contest', mobile: '/mobile/prize/winner/index' } as const;

/** The page languages as the shell stores them, with the API's Accept-Language value of each. */
export type PageLanguage = 'zhComplex' | 'zhSimple' | 'en';
export const ACCEPT_LANGUAGE: Record<PageLanguage, string> = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en-us' };
const LANGUAGE_NAME: Record<PageLanguage, string> = { zhComplex: '繁體中文', zhSimple: '简体中文', en: 'English' };

let lastNumber = Math.floor(Math.random() * 900_000);

/**
 * A Hong Kong mobile number (8 digits, no country code) no other call of this worker returns. The prefixes 94, 96 and
 * 64 are mobile ranges for any six digits after them, so the number is valid wherever it lands.
 */
export function hkMobile(prefix: '94' | '96' | '64' = '96'): string {
  lastNumber = (lastNumber + 1 + Math.floor(Math.random() * 97)) % 1_000_000;
  return `${prefix}${String(lastNumber).padStart(6, '0')}`;
}

/** Group 1's finalist films in a language (GET /api/display/finalists). */
export async function filmFinalists(request: APIRequestContext, origin: string, language: PageLanguage = 'zhComplex'): Promise<Finalist[]> {
  return finalistsOf(request, origin, 1, language);
}

export async function finalistsOf(request: APIRequestContext, origin: string, group: 1 | 2, language: PageLanguage = 'zhComplex'): Promise<Finalist[]> {
  const response = await request.get(`${origin}/api/display/finalists?group=${group}`, { headers: { 'Accept-Language': ACCEPT_LANGUAGE[language] } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<Finalist[]>).data;
}

/** A film's radio: its accessible name holds the work title (and not a longer title: film 1 is not film 10). */
export function filmRadio(page: Page, title: string) {
  return page.getByRole('radio', { name: new RegExp(`${escapeRegExp(title)}(?!\\d)`) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the development outbox holds for a contact (phone numbers are found however they are written), newest first. */
export async function outbox(request: APIRequestContext, origin: string, contact: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${origin}/api/dev/outbox?to=${encodeURIComponent(contact)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<OutboxMessage[]>).data;
}

/** The code of the newest message once the contact has more than `before` messages (a text or a mail). */
export async function newCode(request: APIRequestContext, origin: string, contact: string, before: number): Promise<{ code: string; message: OutboxMessage }> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox(request, origin, contact);
      message = messages.length > before ? messages[0] : undefined;
      return message !== undefined;
    })
    .toBe(true);
  const code = /\b(\d{6})\b/.exec(message!.text)?.[1];
  expect(code, `a six-digit code in "${message!.text}"`).toBeDefined();
  return { code: code!, message: message! };
}

export async function voteCount(request: APIRequestContext, origin: string): Promise<VoteCount> {
  const response = await request.get(`${origin}/api/v1.work/voteCount`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<VoteCount>).data;
}

/** A vote cast over HTTP as the pages cast it: a code sent to the contact, read from the outbox, then verified. */
export async function voteByApi(request: APIRequestContext, origin: string, contact: string, workId: number): Promise<VoteReceipt> {
  const before = (await outbox(request, origin, contact)).length;
  const sent = await request.post(`${origin}/api/v1.work/sendSms`, { data: { contact } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = await newCode(request, origin, contact, before);
  const verified = await request.post(`${origin}/api/v1.work/verify`, { data: { contact, code, workId } });
  const answer = (await verified.json()) as Envelope<VoteReceipt>;
  expect(answer.msg).toBe('投票成功');
  return answer.data;
}

interface SqliteDatabase {
  prepare(sql: string): { run(...parameters: unknown[]): { changes: number }; all(...parameters: unknown[]): unknown[] };
  close(): void;
}

/**
 * A minute of real time passes for the vote codes sent so far: every code's sending (and expiry) moves 61 s back in
 * the site's SQLite file, so the next code for a contact is not held by the 60 s resend cooldown. The cooldown is
 * counted in real time (api/src/votes/limits.ts), which PORTAL_NOW and a restart do not move; waiting a real minute
 * would make the suite slow. Nothing else is touched: used codes stay used, votes stay cast.
 */
export function letResendCooldownPass(site: IsolatedSite): void {
  // The API's own driver (the e2e package does not depend on it): the same file the server has open, in WAL mode.
  const Sqlite = createRequire(path.join(repoRoot, 'api/package.json'))('better-sqlite3') as new (file: string, options?: { timeout?: number }) => SqliteDatabase;
  const db = new Sqlite(path.join(site.dataDir, 'portal.sqlite'), { timeout: 5000 });
  try {
    const rows = db.prepare('select id, created_at, expires_at from vote_codes').all() as Array<{ id: number; created_at: string; expires_at: string }>;
    const shift = db.prepare('update vote_codes set created_at = ?, expires_at = ? where id = ?');
    const earlier = (iso: string) => new Date(Date.parse(iso) - 61_000).toISOString();
    for (const row of rows) shift.run(earlier(row.created_at), earlier(row.expires_at), row.id);
  } finally {
    db.close();
  }
}

/** A fresh visitor: a new browser context with the project's device (viewport, phone user agent, touch). */
export async function newVisitor(browser: Browser, testInfo: TestInfo, language?: PageLanguage): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  if (language) await context.addInitScript((stored) => localStorage.setItem('lang', stored), language);
  return context;
}

/** Switches the page language with the shell's own switcher, as a visitor does (no reload). */
export async function chooseLanguage(page: Page, project: Project, language: PageLanguage): Promise<void> {
  // The phone's trigger reads the current language's short name first ("繁 語言"): match the label at its end.
  const label = /(語言|语言|Language)$/;
  if (project === 'desktop') {
    await page.getByRole('combobox', { name: label }).selectOption(language);
  } else {
    // The phone's popover opens by itself on a page's first load: open it only when it is not open already.
    const option = page.getByRole('button', { name: LANGUAGE_NAME[language], exact: true });
    if (!(await option.isVisible())) await page.getByRole('button', { name: label }).click();
    await option.click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', { zhComplex: 'zh-HK', zhSimple: 'zh-CN', en: 'en' }[language]);
}
