import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { devices, type Browser, type Page } from '@playwright/test';
import { randomPng } from '@portal/api/testing';
import { seriousViolations as violationsOf } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 25 point 3, end to end in Chromium: what the home page shows is data. An editor (invited at the command line,
// enrolled with TOTP) uploads two images to the library, then — in the back office's one generic display editor —
// replaces the first Traditional Chinese banner slide's image and the first partner's logo. A visitor's next load of
// the home page, on a desktop and on a phone, shows both, from the same server process (no rebuild, no restart). The
// display pages are checked with axe and photographed at 1440×900 and 1024×768 in the three languages, and the public
// home page at 390×844 and 1440×900 (DISPLAY_SHOTS names a folder to keep the pictures in).

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

const ADMIN_LANGUAGES = [
  ['en', 'Page content'],
  ['zhComplex', '頁面內容'],
  ['zhSimple', '页面内容'],
] as const;

async function uptime(site: IsolatedSite): Promise<number> {
  const body = (await (await fetch(`${site.url}/api/health?verbose=true`)).json()) as { data: { details: { uptimeSeconds: number } } };
  return body.data.details.uptimeSeconds;
}

/** The page's serious axe findings once its toasts have faded in (judged as they are seen). */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.every((toast) => getComputedStyle(toast).opacity === '1'))).toBe(true);
  return violationsOf(page);
}

/** Uploads an image with its three alt texts through the media library; answers the src its thumbnail shows. */
async function upload(page: Page, name: string, alt: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Media library' }).click();
  await page.getByLabel('Choose an image').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: randomPng(20_000) });
  await page.getByLabel('Alt text (Traditional Chinese)').first().fill(alt);
  await page.getByLabel('Alt text (Simplified Chinese)').first().fill(alt);
  await page.getByLabel('Alt text (English)').first().fill(alt);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploaded.')).toBeVisible();
  const thumb = page.getByRole('list', { name: 'Images in the library' }).getByRole('img', { name: alt, exact: true });
  return (await thumb.getAttribute('src')) ?? '';
}

/** Chooses the library image named `alt` for the media field `button` opens. */
async function choose(page: Page, button: ReturnType<Page['getByRole']>, alt: string): Promise<void> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await dialog.getByRole('button', { name: new RegExp(alt) }).click();
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
}

async function shootAdmin(page: Page, name: string, folder: string): Promise<void> {
  // The header's switch (a slide's "Language of the slide" select comes after it).
  const language = page.getByRole('combobox', { name: /^(Language|語言|语言)/ }).first();
  for (const [code, heading] of ADMIN_LANGUAGES) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await language.selectOption(code);
    await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
    for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(folder, `${name}-${code}-${width}x${height}.png`), fullPage: true });
      expect(await seriousViolations(page), `${name} in ${code} at ${width}×${height}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await language.selectOption('en');
}

/** The public home page on a desktop or a phone, in a language; its banner and partners once they are drawn. */
async function home(browser: Browser, site: IsolatedSite, phone: boolean, lang = 'zh-hk') {
  const context = await browser.newContext({ ...(phone ? devices['Pixel 7'] : { viewport: { width: 1440, height: 900 } }), baseURL: site.url });
  const page = await context.newPage();
  await page.goto(`/${phone ? 'mobile' : 'pc'}/home?lang=${lang}`);
  const banner = page.getByRole('region', { name: /^(比賽橫幅|比赛横幅|Contest banner)$/ });
  await expect(banner.locator('img').first()).toBeVisible();
  return { context, page, banner };
}

test('an editor replaces a banner image and a partner logo; the next home page load shows them on a desktop and a phone', async ({ browser, site }, testInfo) => {
  test.setTimeout(300_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const startedUptime = await uptime(site);
  const shots = process.env.DISPLAY_SHOTS ?? testInfo.outputPath('screens');
  mkdirSync(shots, { recursive: true });

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await staff.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await staff.newPage();
  const invitation = inviteStaff(site, `dora-${tag}@example.org`, 'editor', 'Dora Editor');
  await acceptInvitation(page, invitation, `dora-${tag}@example.org`, 'a long editor passphrase');

  const bannerAlt = `Banner ${tag}`;
  const logoAlt = `Logo ${tag}`;
  let bannerSrc = '';
  let logoSrc = '';
  await test.step('two images uploaded to the library', async () => {
    bannerSrc = await upload(page, `banner-${tag}`, bannerAlt);
    logoSrc = await upload(page, `logo-${tag}`, logoAlt);
    expect(bannerSrc).toMatch(/^\/media\/lib\//);
  });

  await test.step('the display pages: the collections, and the banners in the generic editor, axe-clean in three languages and two sizes', async () => {
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Page content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page content' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home page banners' })).toBeVisible();
    await shootAdmin(page, 'display-list', shots);
    await page.getByRole('link', { name: 'Partners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Partner 1\b/ }).getByRole('group', { name: 'Logo' })).toBeVisible();
    await shootAdmin(page, 'display-partners', shots);
    await page.getByRole('link', { name: /All page content/ }).click();
    await page.getByRole('link', { name: 'Home page banners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home page banners' })).toBeVisible();
    await shootAdmin(page, 'display-banners', shots);
  });

  await test.step("the first Traditional Chinese slide's image is replaced and saved", async () => {
    // The demo seeds slides from the library; a site without any gets its first one here (a new slide starts in
    // Traditional Chinese, for group 1).
    if ((await page.getByRole('group', { name: /^Slide \d+\b/ }).count()) === 0) await page.getByRole('button', { name: 'Add a slide' }).click();
    const slide = page.getByRole('group', { name: /^Slide 1\b/ });
    await expect(slide.getByLabel('Language of the slide')).toHaveValue('zhComplex');
    await choose(page, slide.getByRole('button', { name: /^(Replace the image|Choose an image) \(Image\)$/ }), bannerAlt);
    await expect(slide.getByRole('img', { name: bannerAlt })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved as version \d+\. Visitors see it on their next page load\.$/ })).toBeVisible();
    expect(await seriousViolations(page), 'the banners after a save').toEqual([]);
  });

  await test.step("a refused value is named beside its field and nothing is saved; the first partner's logo is replaced", async () => {
    await page.getByRole('link', { name: /All page content/ }).click();
    await page.getByRole('link', { name: 'Partners' }).click();
    const partner = page.getByRole('group', { name: /^Partner 1\b/ });
    await partner.getByLabel(/^Website/).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(partner.getByText('Partner 1: Website must be an https:// address')).toBeVisible();
    await expect(partner.getByLabel(/^Website/)).toBeFocused();
    await page.screenshot({ path: path.join(shots, 'display-partners-refused-en-1440x900.png'), fullPage: false });
    await partner.getByLabel(/^Website/).fill('https://partner.example.org/');
    await choose(page, partner.getByRole('button', { name: 'Replace the image (Logo)' }), logoAlt);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved as version \d+\./ })).toBeVisible();
  });

  for (const phone of [false, true]) {
    await test.step(`a ${phone ? 'phone' : 'desktop'} visitor's next load of the home page shows both`, async () => {
      const { context, page: visitor, banner } = await home(browser, site, phone);
      const slide = banner.getByRole('img', { name: bannerAlt });
      await expect(slide).toHaveAttribute('src', bannerSrc);
      expect(await slide.getAttribute('srcset')).toMatch(/^\/media\/lib\/\S+ \d+w/);
      await expect.poll(() => slide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const partners = visitor.getByRole('region', { name: '主辦及支持機構' });
      const logo = partners.locator(`img[src="${logoSrc}"]`);
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toBeVisible();
      await expect(logo.locator('xpath=ancestor::a')).toHaveAttribute('href', 'https://partner.example.org/');
      await context.close();
    });
  }

  await test.step('the public home page at 390×844 and 1440×900 in the three languages', async () => {
    for (const lang of ['zh-hk', 'zh-cn', 'en']) {
      for (const phone of [true, false]) {
        const { context, page: visitor } = await home(browser, site, phone, lang);
        if (phone) await visitor.setViewportSize({ width: 390, height: 844 });
        await visitor.screenshot({ path: path.join(shots, `home-${lang}-${phone ? '390x844' : '1440x900'}.png`), fullPage: false });
        await context.close();
      }
    }
  });

  // The same server process all along: its uptime only grew.
  expect(await uptime(site)).toBeGreaterThanOrEqual(startedUptime);
  await staff.close();
});
