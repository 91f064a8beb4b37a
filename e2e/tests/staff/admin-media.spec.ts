import type { Page } from '@playwright/test';
import { randomPng } from '@portal/api/testing';
import { seriousViolations as violationsOf } from '../support/axe';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 25 point 4, end to end in Chromium: an editor (invited at the command line, enrolled with TOTP) opens the media
// library, finds the seeded sample partner logos drawn from their variants, uploads an image with its three alt texts
// (refused first without them), changes an alt text, and deletes it after confirming. The page is axe-clean, and is
// photographed at 1440×900 and 1024×768 in the three languages (test-results/…/media-*.png) to be looked at.

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

/** The page's serious axe findings once its toasts have faded in (judged as they are seen). */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.every((toast) => getComputedStyle(toast).opacity === '1'))).toBe(true);
  return violationsOf(page);
}

const LANGUAGES = [
  { lang: 'zhComplex', title: '媒體庫', library: '媒體庫中的圖片' },
  { lang: 'zhSimple', title: '媒体库', library: '媒体库中的图片' },
  { lang: 'en', title: 'Media library', library: 'Images in the library' },
] as const;

test('an editor uploads an image with three alt texts, changes one, deletes it; the page is axe-clean in every size and language', async ({ browser, site }, testInfo) => {
  test.setTimeout(180_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const invitation = inviteStaff(site, `edie-${tag}@example.org`, 'editor', 'Edie Editor');
  await acceptInvitation(page, invitation, `edie-${tag}@example.org`, 'a long editor passphrase');

  const nav = page.getByRole('navigation', { name: 'Back office menu' });
  await nav.getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Images in the library' });

  // The library's search (the seeded banners, photos and logos fill more than its first page, newest first).
  const search = async (text: string) => {
    await page.getByRole('searchbox').fill(text);
    await page.getByRole('searchbox').press('Enter');
  };

  await test.step('the seeded sample logos, drawn from their variants', async () => {
    await search('Sample partner');
    const logo = grid.getByRole('img', { name: 'Logo of Sample partner 1', exact: true });
    await expect(logo).toBeVisible();
    expect(await logo.getAttribute('srcset')).toMatch(/^\/media\/lib\/[0-9a-f]{32}-480\.webp 480w, \/media\/lib\/[0-9a-f]{32}-800\.webp 800w$/);
    // Loaded lazily: once it is scrolled to.
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'the library').toEqual([]);
    await search('');
  });

  await test.step('an upload without its alt texts is refused before sending; with them it is added and selected', async () => {
    await page.getByLabel('Choose an image').setInputFiles({ name: `dune-${tag}.png`, mimeType: 'image/png', buffer: randomPng(20_000) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('The alt text (Traditional Chinese) is required').first()).toBeVisible();
    expect(await seriousViolations(page), 'the refused form').toEqual([]);
    await page.getByLabel('Alt text (Traditional Chinese)').first().fill(`沙丘 ${tag}`);
    await page.getByLabel('Alt text (Simplified Chinese)').first().fill(`沙丘 ${tag}`);
    await page.getByLabel('Alt text (English)').first().fill(`A dune ${tag}`);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Uploaded.')).toBeVisible();
    const details = page.getByRole('region', { name: /^Image #\d+$/ });
    await expect(details.getByText('Not used anywhere yet.')).toBeVisible();
    await expect(grid.getByRole('img', { name: `A dune ${tag}` })).toBeVisible();
    await details.getByLabel('Alt text (English)').fill(`A high dune ${tag}`);
    await details.getByRole('button', { name: 'Save the alt texts' }).click();
    await expect(details.getByText('Saved.')).toBeVisible();
    await expect(grid.getByRole('img', { name: `A high dune ${tag}` })).toBeVisible();
    expect(await seriousViolations(page), 'an image’s details').toEqual([]);
  });

  await test.step('screenshots at 1440×900 and 1024×768 in the three languages, with a logo selected', async () => {
    await search('Sample partner 2');
    await grid.getByRole('button', { name: /Logo of Sample partner 2/ }).click();
    for (const { lang, title, library } of LANGUAGES) {
      await page.getByRole('combobox', { name: /^(Language|語言|语言)$/ }).selectOption(lang);
      for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
        await page.setViewportSize({ width, height });
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('list', { name: library }).getByRole('img').first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`media-${lang}-${width}x${height}.png`), fullPage: false });
        await page.screenshot({ path: testInfo.outputPath(`media-${lang}-${width}x${height}-full.png`), fullPage: true });
        expect(await seriousViolations(page), `${lang} ${width}×${height}`).toEqual([]);
      }
    }
    await page.getByRole('combobox', { name: /^(Language|語言|语言)$/ }).selectOption('en');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('the image is deleted after a confirmation', async () => {
    await search(tag);
    await page.getByRole('list', { name: 'Images in the library' }).getByRole('button', { name: new RegExp(`A high dune ${tag}`) }).click();
    const details = page.getByRole('region', { name: /^Image #\d+$/ });
    await details.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(details).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Images in the library' }).getByRole('img', { name: `A high dune ${tag}` })).toHaveCount(0);
  });
  await context.close();
});
