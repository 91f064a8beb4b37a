import { Buffer } from 'node:buffer';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import type { Envelope, OutboxMessage } from '@portal/shared/contracts';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';
import { logIn, pendingSecondaryTeam, type Team } from '../support/team';

// Issue 26 point 7, end to end in Chromium: a team asks the organizers a question with a PDF from its phone; an
// organizer, invited at the command line, finds it first in the back office's inbox on a tablet (1024×768), opens the
// file through a file link and answers; the team sees the answer on its phone and the mail in the development outbox;
// the organizer makes an FAQ draft of the answer and lands in the editor. Both sides are checked with axe and
// photographed in the three languages (the team on a phone and a desktop, staff on the tablet).

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const TABLET = { viewport: { width: 1024, height: 768 }, isMobile: false };
const PHONE = devices['Pixel 7'];
const LANGUAGES = ['zhComplex', 'zhSimple', 'en'] as const;
/** A small real PDF: the server checks the file by its content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function contextOn(browser: Browser, site: IsolatedSite, options: object, lang: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: site.url });
  await context.addInitScript((chosen) => localStorage.getItem('lang') ?? localStorage.setItem('lang', chosen), lang);
  return context;
}

async function inLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
  await page.reload();
}

test('a team asks with a PDF on a phone, an organizer answers on a tablet, the team is mailed, and the answer becomes an FAQ draft', async ({ browser, site, request }, testInfo) => {
  test.setTimeout(300_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const team: Team = await pendingSecondaryTeam(request, site, tag);
  const question = `我們可以有五位隊員嗎？(${tag})`;
  const answer = `不可以：每隊二至四人。(${tag})`;

  const phone = await (await contextOn(browser, site, PHONE, 'zhComplex')).newPage();
  await test.step('the team asks from its phone, with a PDF', async () => {
    await logIn(phone, site.url, 'mobile', team);
    await phone.goto('/mobile/personal-centered/index');
    await phone.getByRole('link', { name: '向主辦單位提問' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: '向主辦單位提問' })).toBeVisible();
    await expect(phone.getByText('暫時沒有提問，請在下面提問。')).toBeVisible();
    await phone.getByLabel('你的問題').fill(question);
    await phone.getByLabel('附上檔案（可選）').setInputFiles({ name: 'team-form.pdf', mimeType: 'application/pdf', buffer: PDF });
    await phone.getByRole('button', { name: '送出問題' }).click();
    await expect(phone.getByText('問題已送出，主辦單位回覆後會以電郵通知你')).toBeVisible();
    const conversation = phone.getByRole('list', { name: '對話' });
    await expect(conversation).toContainText(question);
    await expect(conversation.getByRole('link', { name: 'team-form.pdf' })).toBeVisible();
    await expect(phone.getByText('正在等待主辦單位回覆。')).toBeVisible();
    // axe reads a toast fading in or out as low contrast: the page is checked once the toast has gone.
    await expect(phone.getByText('問題已送出，主辦單位回覆後會以電郵通知你')).toBeHidden({ timeout: 15_000 });
    expect(await seriousViolations(phone), 'the questions page on a phone').toEqual([]);
  });

  const tablet = await (await contextOn(browser, site, TABLET, 'en')).newPage();
  await test.step('an organizer finds it first in the inbox on a tablet, opens the PDF and answers', async () => {
    const invitation = inviteStaff(site, `olga-${tag}@example.org`, 'organizer', 'Olga Organizer');
    await acceptInvitation(tablet, invitation, `olga-${tag}@example.org`, 'a long organizer passphrase');
    // On a tablet the menu opens from the top bar.
    await tablet.getByRole('button', { name: 'Menu' }).click();
    await tablet.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Questions' }).click();
    await expect(tablet.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    const row = tablet.getByRole('row').filter({ hasText: team.teamName });
    await expect(row).toContainText('Unanswered');
    await expect(row).toContainText('Secondary school · Registration pending');
    expect(await seriousViolations(tablet), 'the inbox').toEqual([]);
    await row.getByRole('link', { name: question }).click();
    await expect(tablet.getByRole('heading', { level: 1, name: new RegExp(`^Thread \\d+: ${team.teamName}$`) })).toBeVisible();
    await expect(tablet.getByRole('region', { name: 'The team' })).toContainText('Traditional Chinese');
    const file = tablet.getByRole('link', { name: /team-form\.pdf/ });
    const href = await file.getAttribute('href');
    expect(href).toMatch(/^\/api\/admin\/questions\/\d+\/attachments\/\d+\?link=/);
    const opened = await tablet.request.get(href ?? '');
    expect(opened.status()).toBe(200);
    expect(opened.headers()).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'no-store, private', 'x-content-type-options': 'nosniff' });
    await tablet.getByLabel('Your answer').fill(answer);
    expect(await seriousViolations(tablet), 'the thread').toEqual([]);
    await tablet.getByRole('button', { name: 'Send the answer and tell the team' }).click();
    await expect(tablet.getByText('Answered; the team is told by e-mail')).toBeVisible();
    await expect(tablet.getByRole('region', { name: 'Conversation' })).toContainText(answer);
  });

  await test.step('the team sees the answer on its phone', async () => {
    await phone.reload();
    const conversation = phone.getByRole('list', { name: '對話' });
    await expect(conversation.getByRole('listitem').filter({ hasText: answer })).toContainText('主辦單位');
    await expect(phone.getByText('正在等待主辦單位回覆。')).toHaveCount(0);
  });

  await test.step('the organizer makes an FAQ draft of the answer and lands in the editor', async () => {
    await tablet.getByRole('button', { name: 'Make FAQ draft' }).click();
    const dialog = tablet.getByRole('alertdialog', { name: 'Make an FAQ draft from this answer?' });
    await dialog.getByRole('button', { name: 'Create the draft' }).click();
    await expect(tablet).toHaveURL(/\/admin\/articles\/\d+$/);
    await expect(tablet.getByRole('heading', { level: 1 })).toContainText(question);
  });

  await test.step('both sides in the three languages: the team on a phone and a desktop, staff on the tablet', async () => {
    const desktop = await (await contextOn(browser, site, DESKTOP, 'zhComplex')).newPage();
    await logIn(desktop, site.url, 'desktop', team);
    await desktop.goto('/pc/myQuestions');
    await tablet.goBack();
    await expect(tablet.getByRole('region', { name: 'Conversation' })).toBeVisible();
    for (const lang of LANGUAGES) {
      for (const [page, name] of [[phone, 'team-phone'], [desktop, 'team-1440x900'], [tablet, 'staff-1024x768']] as const) {
        await inLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(answer).first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`questions-${name}-${lang}.png`), fullPage: true });
      }
    }
    expect(await seriousViolations(desktop), 'the questions page on a desktop').toEqual([]);
  });

  // Last: on its own, the placeholder in-memory queue (ADR 0041) does not deliver in a running server; the durable
  // queue does. Everything above holds either way.
  await test.step('the mail of the answer reaches the team, in the outbox', async () => {
    await expect
      .poll(async () => {
        const mails = (await (await request.get(`${site.url}/api/dev/outbox`, { params: { email: team.email } })).json()) as Envelope<OutboxMessage[]>;
        return mails.data.some((mail) => mail.text.includes(answer));
      }, { timeout: 30_000 })
      .toBe(true);
  });
});
