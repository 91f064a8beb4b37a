import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/site-at';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 25 point 3, end to end in Chromium: the site settings are runtime data. An editor (invited at the command line,
// enrolled with TOTP) changes the phone number and the questionnaire link in the back office; a visitor's next page
// load — on a desktop and on a phone — shows them, served with the page, while the same server process runs on (no
// rebuild, no restart). The settings page is checked with axe and photographed at 1440×900 and 1024×768 in the three
// languages (SETTINGS_SHOTS names a folder to keep the pictures in; otherwise the test's output folder).

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

const PHONE = '+852 3999 1234';
const QUESTIONNAIRE = {
  zhComplex: 'https://forms.example.org/desert-award/2024?lang=zh-hk',
  // A valid https:// address that would close the page's data block if it were written as it is: the page must carry
  // it as data, and nothing of it may run (the suite's guard also fails the test on any CSP violation).
  zhSimple: 'https://forms.example.org/q?x=</script><script>window.__settingsRan=1</script><!--',
  en: 'https://forms.example.org/desert-award/2024?lang=en',
};

async function uptime(site: IsolatedSite): Promise<number> {
  const body = (await (await fetch(`${site.url}/api/health?verbose=true`)).json()) as { data: { details: { uptimeSeconds: number } } };
  return body.data.details.uptimeSeconds;
}

async function visitor(browser: Browser, site: IsolatedSite, phone: boolean): Promise<BrowserContext> {
  const options = phone ? { ...devices['Pixel 7'] } : { viewport: { width: 1440, height: 900 } };
  return browser.newContext({ ...options, baseURL: site.url });
}

async function shoot(page: Page, name: string, folder: string): Promise<void> {
  // The confirmation and toasts settle first; the whole form, top to bottom.
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

test('an editor changes the phone number and the questionnaire; the next page load shows them on a desktop and a phone', async ({ browser, site }, testInfo) => {
  test.setTimeout(180_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const startedUptime = await uptime(site);
  const shots = process.env.SETTINGS_SHOTS ?? testInfo.outputPath('screens');
  mkdirSync(shots, { recursive: true });

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await staff.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await staff.newPage();

  await test.step('the editor, invited at the command line, enrols and finds the site settings', async () => {
    const invitation = inviteStaff(site, `eda-${tag}@example.org`, 'editor', 'Eda Editor');
    await acceptInvitation(page, invitation, `eda-${tag}@example.org`, 'a long editor passphrase');
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Site settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    await expect(page.getByText(/These are the demo’s placeholders/)).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('+852 0000 0000');
    expect(await seriousViolations(page), 'the settings page').toEqual([]);
  });

  await test.step('the page in the three languages, on a desktop and a tablet', async () => {
    // The switch's label holds the select: its name also says the language chosen.
    const language = page.getByRole('combobox', { name: /^(Language|語言|语言)/ });
    for (const [code, name] of [['en', 'en'], ['zhComplex', 'zh-complex'], ['zhSimple', 'zh-simple']] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await language.selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', code === 'en' ? 'en' : code === 'zhSimple' ? 'zh-CN' : 'zh-HK');
      for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
        await page.setViewportSize({ width, height });
        await shoot(page, `settings-${name}-${width}x${height}`, shots);
      }
      expect(await seriousViolations(page), `the settings page in ${code}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await language.selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  });

  await test.step("a refused value is named beside its field and nothing is saved", async () => {
    await page.getByLabel('Phone number').fill('call us');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('Phone number must have 6 to 15 digits, with +, spaces, brackets or hyphens only, e.g. +852 1234 5678').first()).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeFocused();
    const stored = (await (await fetch(`${site.url}/api/site/settings`)).json()) as { data: { contact: { phone: string } } };
    expect(stored.data.contact.phone).toBe('+852 0000 0000');
    await shoot(page, 'settings-en-refused-1440x900', shots);
  });

  await test.step('the editor saves a new phone number and questionnaire links', async () => {
    await page.getByLabel('Phone number').fill(PHONE);
    await page.getByLabel('Questionnaire link (Traditional Chinese)').fill(QUESTIONNAIRE.zhComplex);
    await page.getByLabel('Questionnaire link (Simplified Chinese)').fill(QUESTIONNAIRE.zhSimple);
    await page.getByLabel('Questionnaire link (English)').fill(QUESTIONNAIRE.en);
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as version 2. Visitors see it on their next page load.' })).toBeVisible();
    await expect(page.getByText(/These are the demo’s placeholders/)).toBeHidden();
    expect(await seriousViolations(page), 'the settings page after a save').toEqual([]);
    await shoot(page, 'settings-en-saved-1440x900', shots);
  });

  await test.step("a desktop visitor's next page load shows them, in the page the server sent", async () => {
    const context = await visitor(browser, site, false);
    const desktop = await context.newPage();
    const response = await desktop.goto('/pc/home');
    // Served with the page: the data block of the HTML, before any script ran.
    expect(await response?.text()).toContain(`"phone":"${PHONE}"`);
    const footer = desktop.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+85239991234');
    await expect(desktop.getByRole('link', { name: '問卷調查' })).toHaveAttribute('href', QUESTIONNAIRE.zhComplex);
    await desktop.goto('/pc/findUs?lang=en');
    await expect(desktop.getByRole('main').getByRole('link', { name: PHONE })).toBeVisible();
    await expect(desktop.getByRole('link', { name: 'Take the questionnaire (new tab)' })).toHaveAttribute('href', QUESTIONNAIRE.en);

    // In Chromium: a value with `</script><script>` stays data — the link has it whole, and nothing of it ran.
    await desktop.goto('/pc/findUs?lang=zh-cn');
    await expect(desktop.getByRole('link', { name: '填写问卷（新标签页）' })).toHaveAttribute('href', QUESTIONNAIRE.zhSimple);
    expect(await desktop.evaluate(() => 'settingsRan' in window || '__settingsRan' in window)).toBe(false);
    // Every script element without a file is a data block.
    const inline = await desktop.locator('script:not([src])').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('type')));
    expect(inline.length).toBeGreaterThan(0);
    expect(inline).toEqual(inline.map(() => 'application/json'));
    await context.close();
  });

  await test.step("a phone visitor's next page load shows them too", async () => {
    const context = await visitor(browser, site, true);
    const phone = await context.newPage();
    await phone.goto('/mobile/home');
    await expect(phone.getByRole('contentinfo').getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+85239991234');
    await phone.getByRole('button', { name: '填寫問卷' }).click();
    await expect(phone.getByRole('dialog', { name: '問卷調查' }).getByRole('link', { name: '前往問卷' })).toHaveAttribute('href', QUESTIONNAIRE.zhComplex);
    await context.close();
  });

  // The same server process all along: its uptime only grew.
  expect(await uptime(site)).toBeGreaterThanOrEqual(startedUptime);
  await staff.close();
});
