import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Issue 24: the back office is a remote of its own, and no public page loads any of it (its manifest, entry or
// chunks); /admin/login loads it on a desktop and a tablet, in its own layout (no public header or footer), never
// indexed, and with no serious or critical accessibility violation in the three languages.

const ADMIN_FILE = /\/remotes\/mf-admin\//;
const PUBLIC_PAGES = ['/pc/home', '/pc/latestNews', '/pc/logIn', '/pc/secondCompetition', '/mobile/home', '/mobile/login'];
const LANGUAGES = [
  ['zhComplex', '職員登入', 'zh-HK'],
  ['zhSimple', '职员登录', 'zh-CN'],
  ['en', 'Staff sign-in', 'en'],
] as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every URL the page requests from now on (documents, scripts, fetches, preloads). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of PUBLIC_PAGES) {
  test(`${path} requests no file of mf-admin`, async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', /.*/, { timeout: 20_000 });
    await expect(page.locator('[data-remote]').first()).toBeVisible();
    expect(urls.some((url) => url.includes('/remotes/mf-'))).toBe(true); // the recording sees remotes' files
    expect(urls.filter((url) => ADMIN_FILE.test(url))).toEqual([]);
  });
}

test('moving around the public site loads nothing of mf-admin either', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk is enough: the phone pages are checked above');
  const urls = recordRequests(page);
  await page.goto('/pc/home');
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', /.*/, { timeout: 20_000 });
  for (const name of [/最新消息/, /常見問題/]) {
    await page.getByRole('navigation').getByRole('link', { name }).first().click();
    await expect(page.locator('[data-remote] h1').first()).toBeVisible();
  }
  expect(urls.filter((url) => ADMIN_FILE.test(url))).toEqual([]);
});

const VIEWPORTS = [
  ['a desktop', { viewport: { width: 1440, height: 900 }, isMobile: false }],
  ['a tablet (1024×768)', { viewport: { width: 1024, height: 768 }, isMobile: false }],
  ['a touch tablet (1024×768, isMobile)', { viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true }],
] as const;

async function openContext(browser: Browser, options: (typeof VIEWPORTS)[number][1], baseURL: string | undefined) {
  return browser.newContext({ ...options, baseURL });
}

for (const [label, options] of VIEWPORTS) {
  test(`/admin/login on ${label}: mf-admin's own screen, never indexed, accessible in the three languages`, async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the viewports are set here, once');
    const context = await openContext(browser, options, baseURL);
    try {
      const page = await context.newPage();
      const urls = recordRequests(page);
      const response = await page.goto('/admin/login');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      for (const [language, heading, htmlLang] of LANGUAGES) {
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        expect(page.url()).toMatch(/\/admin\/login$/); // no device switching moved it
        await expect(page.locator('[data-remote="mf-admin"]')).toBeVisible();
        // None of the public chrome: the header's menu, the footer, the vote popup.
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(page.locator('.layout')).toHaveCount(0);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(await seriousViolations(page), `/admin/login in ${language} on ${label}`).toEqual([]);
      }
      expect(urls.some((url) => /\/remotes\/mf-admin\/[^/]+\/remoteEntry\.js/.test(url))).toBe(true);
      expect(urls.some((url) => /\/remotes\/mf-(content|account|competition|voting)\//.test(url))).toBe(false);
    } finally {
      await context.close();
    }
  });
}
