// A page's first view in its HTML (issue 13, docs/adr/0020): captured by `pnpm prerender` from the live app, drawn
// before any script runs, then replaced by the live app in one step once its page and data are in — nothing moves,
// nothing is drawn twice, and the page works as before. A capture that no longer applies is not served.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry, repoRoot } from '../support/repo';

let site: IsolatedSite;
let route: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  testInfo.setTimeout(120_000);
  route = testInfo.project.name === 'mobile' ? '/mobile/home' : '/pc/home';
  site = await startIsolatedSite(releasedRegistry());
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/prerender.mjs'), '--routes', route, '--languages', 'zhComplex,en'], {
    cwd: repoRoot,
    env: { ...process.env, ...site.env, REGISTRY_FILE: path.join(path.dirname(site.dataDir), 'registry.json') },
    stdio: 'pipe',
  });
});

test.afterAll(async () => {
  await site?.stop();
});

/** The sum of the page's layout shifts not caused by input, as CLS counts them (one window is enough here). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('the first view is in the HTML: the page reads the same without JavaScript as the live app shows it', async ({ browser, viewport, isMobile }) => {
  const html = await (await fetch(`${site.url}${route}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div data-prerendered inert>');

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
  const still = await noScript.newPage();
  await still.goto(`${site.url}${route}`);
  const area = still.locator('[data-prerendered] [data-remote="mf-content"]');
  await expect(area).toBeVisible();
  const firstView = (await area.innerText()).trim();
  await noScript.close();

  const live = await browser.newContext({ viewport, isMobile });
  const page = await live.newPage();
  await page.goto(`${site.url}${route}`);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  const liveText = (await page.locator('[data-remote="mf-content"]').innerText()).trim();
  // Same page: the captured headings and news titles are the live ones.
  expect(firstView.length).toBeGreaterThan(100);
  expect(firstView.split('\n').slice(0, 12)).toEqual(liveText.split('\n').slice(0, 12));
  await live.close();
});

test('the live app takes over without moving anything, and the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Missing files are the broken-request check's (issue 14); here: script errors of the hand-off.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}${route}`);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-remote="mf-content"]')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // Interactive: the language switch (in the header, or the phone's menu) changes the live page.
  if (route.startsWith('/mobile/')) {
    await page.getByRole('button', { name: '語言' }).click();
    await page.getByRole('button', { name: 'English' }).click();
  } else {
    await page.getByRole('combobox', { name: '語言' }).selectOption('en');
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test("the first view comes in the visitor's language", async () => {
  const english = await (await fetch(`${site.url}${route}`, { headers: { accept: 'text/html', cookie: 'portal-lang=en' } })).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain('<div data-prerendered inert>');
  const chinese = await (await fetch(`${site.url}${route}`, { headers: { accept: 'text/html' } })).text();
  expect(chinese).toContain('<html lang="zh-HK"');
  expect(chinese).not.toBe(english);
});

test('once the season moves on, the capture no longer applies and the page renders in the browser', async ({ page }) => {
  await site.restartAt('2023-09-15T10:00:00+08:00'); // registration open: another state than when captured
  const html = await (await fetch(`${site.url}${route}`, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('data-prerendered');
  expect(html).toContain('data-first-view');
  await page.goto(`${site.url}${route}`);
  await expect(page.locator('html[data-page-ready]')).toBeAttached();
  await expect(page.locator('[data-remote="mf-content"]')).toBeVisible();
});
