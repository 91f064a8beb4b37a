import { execFileSync } from 'node:child_process';
import { builtCommandLine } from '@portal/api/testing';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from '../support/site-at';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 25 point 6, end to end in Chromium: a visitor without an account reports a team's comment (and is thanked the
// same the second time); an editor, invited at the command line, finds it among the reported comments, hides it with a
// reason, and it is gone for visitors on desktop and phone; the editor replies as the organizers and visitors see the
// reply with the organizers' badge. The comments page is checked with axe and photographed at 1440×900 and 1024×768
// in the three languages.

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const TABLET = { viewport: { width: 1024, height: 768 }, isMobile: false };
const PHONE = devices['Pixel 7'];
const DETAIL = { desktop: '/pc/latestNewsDetail', phone: '/mobile/news/consult/detail' };
const CSP = /Content Security Policy|Content-Security-Policy/i;

/** A browser of its own on the test site, in English, whose CSP violations fail the test (as the suite's own pages'). */
async function contextOn(browser: Browser, site: IsolatedSite, options: object, violations: string[]): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: site.url });
  // English unless the test chose another language since.
  await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'en'));
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP.test(message.text())) violations.push(message.text());
  });
  return context;
}

/** A team's comment on the first English news article, through the API with a session the CLI issued. */
async function teamComment(site: IsolatedSite, teamName: string, content: string): Promise<number> {
  const token = execFileSync(process.execPath, [builtCommandLine('issue-session'), '--email', `${teamName.replace(/\W/g, '').toLowerCase()}@example.org`, '--team', teamName], {
    env: { ...process.env, ...site.env, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  }).trim();
  const list = await (await fetch(`${site.url}/api/article/lists?cid=1&page_size=1&type=en-us`)).json();
  const articleId = list.data.lists[0].id as number;
  const added = await fetch(`${site.url}/api/comment/add`, { method: 'POST', headers: { token, 'content-type': 'application/json', 'accept-language': 'en-us' }, body: JSON.stringify({ articleId, content }) });
  expect(added.status).toBe(200);
  return articleId;
}

const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments' });

test('a visitor reports a comment, an editor hides it and it is gone on desktop and phone; a staff reply shows the badge', async ({ browser, site }, testInfo) => {
  test.setTimeout(240_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const team = `Dune ${tag}`;
  const text = `Buy cheap sand at example.com ${tag}`;
  const articleId = await teamComment(site, team, text);
  const violations: string[] = [];

  const visitor = await contextOn(browser, site, DESKTOP, violations);
  const reader = await visitor.newPage();
  const phone = await (await contextOn(browser, site, PHONE, violations)).newPage();

  await test.step('a visitor without an account reports the comment, and is thanked the same twice', async () => {
    await reader.goto(`${DETAIL.desktop}?id=${articleId}`);
    await expect(commentsOf(reader).getByText(text)).toBeVisible();
    for (const [reason, time] of [['Spam or advertising', 'first'], ['Off topic', 'second']] as const) {
      await commentsOf(reader).getByRole('button', { name: `Report the comment by ${team}` }).click();
      const dialog = reader.getByRole('dialog', { name: 'Report this comment' });
      await dialog.getByRole('radio', { name: reason }).check();
      if (time === 'first') expect(await seriousViolations(reader), 'the report dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Report' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Thank you. The organizers will look at this comment.');
      if (time === 'first') await reader.screenshot({ path: testInfo.outputPath('public-report-dialog-1440x900-en.png') });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  const editor = await contextOn(browser, site, DESKTOP, violations);
  const desk = await editor.newPage();

  await test.step('an editor, invited at the command line, finds it among the reported comments', async () => {
    const invitation = inviteStaff(site, `eddie-${tag}@example.org`, 'editor', 'Eddie Editor');
    await acceptInvitation(desk, invitation, `eddie-${tag}@example.org`, 'a long editor passphrase');
    const nav = desk.getByRole('navigation', { name: 'Back office menu' });
    // An editor's menu: the dashboard and the content pages, none of the review or release pages.
    await expect(nav.getByRole('link', { name: 'Registrations' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Comments' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
    await desk.getByRole('combobox', { name: 'Show' }).selectOption('reported');
    const row = desk.getByRole('row').filter({ hasText: text });
    await expect(row).toContainText('Reports: 1');
    await expect(row).toContainText('Spam or advertising: 1');
    await expect(row).toContainText('Visible');
    expect(await seriousViolations(desk), 'the comments page').toEqual([]);
  });

  await test.step('the editor hides it with a reason; it is gone for visitors on desktop and phone', async () => {
    const row = desk.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: new RegExp(`^Hide comment \\d+ by ${team}$`) }).click();
    const dialog = desk.getByRole('dialog', { name: 'Hide this comment?' });
    await dialog.getByRole('button', { name: 'Hide the comment' }).click();
    await expect(dialog.getByText('Please give a reason', { exact: true })).toBeVisible();
    await dialog.getByLabel('Reason (staff only)').fill('Advertising, reported as spam');
    expect(await seriousViolations(desk), 'the hide dialog').toEqual([]);
    await desk.screenshot({ path: testInfo.outputPath('admin-hide-dialog-1440x900-en.png') });
    await dialog.getByRole('button', { name: 'Hide the comment' }).click();
    await expect(desk.getByText('Comment hidden: visitors no longer see it')).toBeVisible();
    // Out of the queue: decided.
    await expect(desk.getByRole('row').filter({ hasText: text })).toHaveCount(0);
    await desk.getByRole('combobox', { name: 'Show' }).selectOption('hidden');
    await expect(desk.getByRole('row').filter({ hasText: text })).toContainText(/Hidden by Eddie Editor, .*Advertising, reported as spam/);

    await reader.reload();
    await expect(commentsOf(reader).getByText('No comments yet.')).toBeVisible();
    await expect(reader.getByText(text)).toHaveCount(0);
    await phone.goto(`${DETAIL.phone}?id=${articleId}`);
    await expect(commentsOf(phone).getByText('No comments yet.')).toBeVisible();
    await expect(phone.getByText(text)).toHaveCount(0);
  });

  const reply = `Thank you: sand is not for sale here (${tag})`;
  await test.step('the editor replies as the organizers; visitors see the reply with the badge, not the editor’s name', async () => {
    const row = desk.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: /^Reply as the organizers on/ }).click();
    const dialog = desk.getByRole('dialog', { name: 'Reply as the organizers' });
    await dialog.getByLabel('Reply').fill(reply);
    await dialog.getByRole('button', { name: 'Post the reply' }).click();
    await expect(desk.getByText('Reply posted as the organizers')).toBeVisible();

    for (const page of [reader, phone]) {
      await page.reload();
      const item = commentsOf(page).getByRole('listitem').filter({ hasText: reply });
      await expect(item).toBeVisible();
      await expect(item.getByText('Organizers', { exact: true })).toBeVisible();
      await expect(item).toContainText('International Desert Sustainability Award');
      await expect(item).not.toContainText('Eddie');
    }
    await phone.screenshot({ path: testInfo.outputPath('public-staff-reply-phone-en.png'), fullPage: true });
    // The report dialog on the phone, over the reply.
    await commentsOf(phone).getByRole('button', { name: /^Report the comment by/ }).click();
    const report = phone.getByRole('dialog', { name: 'Report this comment' });
    await expect(report.getByRole('radio')).toHaveCount(5);
    expect(await seriousViolations(phone), 'the report dialog on a phone').toEqual([]);
    await phone.screenshot({ path: testInfo.outputPath('public-report-dialog-phone-en.png') });
    await phone.keyboard.press('Escape');
    await expect(report).toBeHidden();
    await reader.screenshot({ path: testInfo.outputPath('public-staff-reply-1440x900-en.png'), fullPage: true });
    expect(await seriousViolations(reader), 'the article with a staff reply').toEqual([]);
  });

  await test.step('the comments page at 1440×900 and 1024×768 in the three languages', async () => {
    await desk.getByRole('combobox', { name: 'Show' }).selectOption('');
    await expect(desk.getByRole('row').filter({ hasText: reply })).toContainText('Written by Eddie Editor');
    const tablet = await (await contextOn(browser, site, TABLET, violations)).newPage();
    // The same session in the tablet's browser: the staff token lives in the tab's sessionStorage.
    const token = await desk.evaluate(() => sessionStorage.getItem('portal.staffToken'));
    await tablet.addInitScript((value) => sessionStorage.setItem('portal.staffToken', value ?? ''), token);
    for (const [page, size] of [[desk, '1440x900'], [tablet, '1024x768']] as const) {
      await page.goto('/admin/comments');
      for (const [language, heading] of [['en', 'Comments'], ['zhComplex', '評論'], ['zhSimple', '评论']] as const) {
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: reply })).toBeVisible();
        expect(await seriousViolations(page), `the comments page, ${size}, ${language}`).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`admin-comments-${size}-${language}.png`), fullPage: true });
      }
    }
  });

  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
