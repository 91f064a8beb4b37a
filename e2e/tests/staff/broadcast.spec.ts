import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';
import { passedSecondaryTeam, pendingSecondaryTeam } from '../support/team';
import { outbox } from '../support/vote';

// Issue 26 point 6, end to end in Chromium on a tablet: an organizer (invited at the command line, enrolled with
// TOTP) writes a broadcast in the three languages, narrows the audience and sees the live count follow, previews the
// mail per language, sends it after a confirm, and the broadcast's report counts the mails the queue delivered; each
// team finds the mail in the development outbox. The Messages pages are checked with axe and photographed at
// 1440×900 and 1024×768 in the three languages (BROADCAST_SHOTS names a folder to keep the pictures in), and the
// Deliveries page shows the broadcast's mails as delivered, with masked addresses.

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

const TABLET = { viewport: { width: 1024, height: 768 }, isMobile: false };
/** Each language and the menu entry it names the broadcasts by, seen once the page speaks it. */
const LANGUAGES = [
  ['en', 'Messages: broadcasts'],
  ['zhComplex', '訊息：廣播'],
  ['zhSimple', '消息：广播'],
] as const;

async function shoot(page: Page, name: string, folder: string): Promise<void> {
  const language = page.getByRole('combobox', { name: /^(Language|語言|语言)/ }).first();
  for (const [code, heading] of LANGUAGES) {
    await language.selectOption(code);
    await expect(page.getByRole('link', { name: heading, includeHidden: true })).toHaveCount(1);
    for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(folder, `${name}-${code}-${width}x${height}.png`), fullPage: true });
      expect(await seriousViolations(page), `${name} in ${code} at ${width}×${height}`).toEqual([]);
    }
  }
  await page.setViewportSize(TABLET.viewport);
  await language.selectOption('en');
}

test('an organizer composes a broadcast in three languages, counts and previews it, sends it, and the report counts it delivered', async ({ browser, request, site }, testInfo) => {
  test.setTimeout(480_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const shots = process.env.BROADCAST_SHOTS ?? testInfo.outputPath('screens');
  mkdirSync(shots, { recursive: true });
  const passed = await passedSecondaryTeam(request, site, `${tag}a`);
  const pending = await pendingSecondaryTeam(request, site, `${tag}b`);

  const context = await browser.newContext({ ...TABLET, baseURL: site.url });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const invitation = inviteStaff(site, `olga-${tag}@example.org`, 'organizer', 'Olga Organizer');
  await acceptInvitation(page, invitation, `olga-${tag}@example.org`, 'a long organizer passphrase');

  await test.step('the Messages area, from the menu', async () => {
    // Below 1100 px the navigation is a drawer opened from the top bar.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Messages: broadcasts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await shoot(page, 'broadcasts-list', shots);
    await page.getByRole('link', { name: 'New broadcast' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New broadcast' })).toBeVisible();
  });

  const subject = { zhComplex: `決賽通知 ${tag}`, zhSimple: `决赛通知 ${tag}`, en: `The final ${tag}` };
  const body = { zhComplex: '各位好：決賽將於五月三日舉行。', zhSimple: '各位好：决赛将于五月三日举行。', en: 'Hello all: the final is on 3 May.' };
  await test.step('the texts in three languages, the audience and its live count', async () => {
    const count = page.getByRole('status').filter({ hasText: /account|Nobody/ });
    await expect(count).toContainText('2 accounts will receive it');
    for (const [lang, name] of [['zhComplex', 'Traditional Chinese'], ['zhSimple', 'Simplified Chinese'], ['en', 'English']] as const) {
      await page.getByRole('tab', { name: new RegExp(name) }).click();
      await page.getByLabel(`Subject (${name})`).fill(subject[lang]);
      await page.getByLabel(`Message (${name})`).fill(body[lang]);
    }
    await page.getByRole('checkbox', { name: 'Approved' }).check();
    await expect(count).toContainText('1 account will receive it');
    await page.getByRole('checkbox', { name: 'Approved' }).uncheck();
    await page.getByRole('checkbox', { name: 'Secondary school' }).check();
    await expect(count).toContainText('2 accounts will receive it');
  });

  await test.step('the preview in each language', async () => {
    await page.getByRole('button', { name: 'Show the preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    for (const [lang, name] of [['zhComplex', 'Traditional Chinese'], ['zhSimple', 'Simplified Chinese'], ['en', 'English']] as const) {
      await expect(preview.getByRole('article', { name })).toContainText(body[lang]);
    }
    await shoot(page, 'broadcast-compose', shots);
  });

  await test.step('sent after a confirm; the report counts what the queue delivered', async () => {
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Send this broadcast?' });
    await expect(question).toContainText('It goes to 2 accounts now');
    await question.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/admin\/broadcasts\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: subject.en })).toBeVisible();
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByTestId('delivered').textContent();
      }, { timeout: 60_000 })
      .toBe('2');
    await expect(page.getByTestId('failed')).toHaveText('0');
    await shoot(page, 'broadcast-report', shots);
  });

  await test.step('the Deliveries page lists the broadcast\'s mails as delivered, addresses masked', async () => {
    await page.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: 'Deliveries' }).click();
    const table = page.getByRole('table', { name: 'Messages, newest first' });
    // Other specs queue sign-up codes on the same site meanwhile: the kind filter keeps this spec's rows on the page.
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('broadcast');
    const rows = table.getByRole('row').filter({ hasText: 'Broadcast' });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(2);
    for (const team of [passed, pending]) await expect(table).not.toContainText(team.email);
    await shoot(page, 'deliveries', shots);
  });

  await test.step('each team has the mail in the language it registered in', async () => {
    for (const team of [passed, pending]) {
      await expect.poll(async () => (await outbox(request, site.url, team.email)).some((mail) => `${mail.subject}\n${mail.text}`.includes(body.zhComplex))).toBe(true);
    }
  });

  await context.close();
});
