import { expect, test } from '../support/site-at';
import { seriousViolations } from '../support/axe';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 25 point 2, end to end in Chromium: an editor writes an article and, without saving, opens its preview — the
// public site's own pages, in a desktop and a phone frame — in English and in Traditional Chinese; both frames show the
// unsaved text under the Preview ribbon, while the public pages without the token do not show it.

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

test('an editor previews an unsaved draft in a desktop and a phone frame, in two languages; the public pages do not show it', async ({ browser, site }, testInfo) => {
  test.setTimeout(180_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const english = `Preview only ${tag}`;
  const chinese = `僅供預覽 ${tag}`;

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await staff.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await staff.newPage();

  await test.step('the editor creates a news article and types in it, without saving', async () => {
    const invitation = inviteStaff(site, `prev-${tag}@example.org`, 'editor', 'Pre Viewer');
    await acceptInvitation(page, invitation, `prev-${tag}@example.org`, 'a long editor passphrase');
    await page.goto('/admin/articles');
    const form = page.getByRole('region', { name: 'New article' });
    await form.getByRole('combobox', { name: 'Category of the new article' }).selectOption({ label: 'News' });
    await form.getByRole('button', { name: 'Create and edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Article #\d+/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title (Traditional Chinese)' }).fill(chinese);
    await page.getByRole('textbox', { name: 'Body (Traditional Chinese)' }).click();
    await page.keyboard.type(`${chinese} 內文`);
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(english);
    await page.getByRole('textbox', { name: 'Body (English)' }).click();
    await page.keyboard.type(`${english} body`);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
  });

  await test.step('the preview shows the draft in both frames, in English then Traditional Chinese', async () => {
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of the unsaved draft' });
    await expect(dialog).toBeVisible();
    for (const [language, radio, title, ribbon] of [
      ['English', 'English', english, 'Preview'],
      ['Traditional Chinese', 'Traditional Chinese', chinese, '預覽'],
    ] as const) {
      await dialog.getByRole('radio', { name: radio }).click();
      for (const device of ['Desktop', 'Phone']) {
        const frame = page.frameLocator(`iframe[title="${device} preview in ${language}"]`);
        await expect(frame.getByRole('heading', { level: 2, name: title }), `${device} in ${language}`).toBeVisible({ timeout: 30_000 });
        await expect(frame.getByRole('note')).toContainText(ribbon);
      }
      expect(await seriousViolations(page), `the preview dialog in ${language}`).toEqual([]);
      // Looked at while building it: both frames side by side in 1440 × 900.
      await page.screenshot({ path: testInfo.outputPath(`preview-${radio}.png`) });
    }
    const src = await dialog.locator('iframe[title="Phone preview in Traditional Chinese"]').getAttribute('src');
    expect(src).toMatch(/^\/mobile\/news\/consult\/detail\?lang=zh-hk&preview=[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Close the preview' }).click();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    // The frames did not choose the editor's language: the back office's stays English.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  await test.step('the public pages without the token do not show it', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
    const publicPage = await visitor.newPage();
    await publicPage.goto('/pc/latestNews?lang=en');
    await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(publicPage.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(publicPage.getByText(english)).toHaveCount(0);
    await publicPage.goto('/pc/latestNewsDetail?lang=en');
    await expect(publicPage.getByText(english)).toHaveCount(0);
    await visitor.close();
  });
  await staff.close();
});
