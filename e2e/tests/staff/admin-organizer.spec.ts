import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff, staffTokenOf } from '../support/staff';

// Issue 24 point 3, end to end in Chromium: an organizer (invited at the command line, enrolled with TOTP in the back
// office) creates a finalist with its three languages and gives it a poster, imports a score sheet the server refuses
// (each problem with its line) and then a good one, sees the releases (no candidate exists in this setup, so the
// rollback it tries is refused in the server's words), invites a reviewer, and the audit log's API shows each action.

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

/** A real 1×1 PNG: the server checks a poster by its content. */
const POSTER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  // Toasts fade in: measured mid-fade, their text is paler than it will be. Judge them as they are seen.
  await expect.poll(() => page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.every((toast) => getComputedStyle(toast).opacity === '1'))).toBe(true);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`);
}

test('an organizer creates a finalist and its poster, imports scores, sees the releases, invites a reviewer; the log has it all', async ({ browser, site }) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const nav = page.getByRole('navigation', { name: 'Back office menu' });

  await test.step('the organizer, invited at the command line, enrols TOTP', async () => {
    const invitation = inviteStaff(site, `orla-${tag}@example.org`, 'organizer', 'Orla Organizer');
    await acceptInvitation(page, invitation, `orla-${tag}@example.org`, 'a long organizer passphrase');
  });

  let finalistId = '';
  await test.step('a university finalist with its three languages, then its poster', async () => {
    await nav.getByRole('link', { name: 'Finalists' }).click();
    const university = page.getByRole('region', { name: 'Universities (business plan)' });
    // The seeds fill both groups with samples: the tenth university sample goes first (nothing refers to it yet).
    await expect(university.getByText('10 of 10')).toBeVisible();
    await university.getByRole('row').filter({ hasText: /^10/ }).getByRole('link').first().click();
    const remove = page.getByRole('region', { name: 'Remove this finalist' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(university.getByText('9 of 10')).toBeVisible();
    await university.getByRole('link', { name: 'Add a finalist' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New finalist: Universities (business plan)' })).toBeVisible();
    await expect(page.getByLabel('No.')).toHaveValue('10');
    const texts = {
      'Team name': ['綠洲隊', '绿洲队', `Oasis ${tag}`],
      School: ['沙漠大學', '沙漠大学', 'Desert University'],
      'Work title': ['沙中之水', '沙中之水', 'Water in the sand'],
    };
    for (const [field, [zhComplex, zhSimple, en]] of Object.entries(texts)) {
      await page.getByLabel(`${field} (Traditional Chinese)`).fill(zhComplex!);
      await page.getByLabel(`${field} (Simplified Chinese)`).fill(zhSimple!);
      await page.getByLabel(`${field} (English)`).fill(en!);
    }
    await page.getByRole('button', { name: 'Create the finalist' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Finalist 10: Oasis ${tag}` })).toBeVisible();
    finalistId = /\/admin\/finalists\/(\d+)$/.exec(page.url())?.[1] ?? '';
    expect(finalistId).not.toBe('');
    await expect(page.getByLabel('Team name (Simplified Chinese)')).toHaveValue('绿洲队');

    await page.getByLabel('New poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: POSTER });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Uploaded and published.')).toBeVisible();
    const poster = page.getByRole('img', { name: `Poster of Oasis ${tag}` });
    expect(await poster.getAttribute('src')).toMatch(/^\/media\//);
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'the finalist page').toEqual([]);
  });

  await test.step('a score sheet with a problem is refused whole, naming its line; the good one is imported', async () => {
    await nav.getByRole('link', { name: 'Scores & winners' }).click();
    await expect(page.getByText('No scores have been imported for this group.')).toBeVisible();
    // The jury's blank sheet for the films' group, from the page itself: every finalist's line to fill in.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a blank sheet' }).click()]);
    const blank = await readFile(await download.path(), 'utf8');
    const lines = blank.trim().split('\n');
    expect(lines[0]).toBe('judge,finalist,criterion,score');
    expect(lines).toHaveLength(16); // the header and the 15 films
    const filled = lines.slice(1).map((line, index) => `${line}${80 + (index % 10)}`);
    const bad = [lines[0], ...filled.slice(0, 2), filled[2]!.replace(/,\d+$/, ',abc'), ...filled.slice(3)].join('\n');
    await page.getByLabel('Score sheet (CSV)').setInputFiles({ name: 'jury.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Import' }).click();
    const problems = page.getByRole('table', { name: 'Problems of the score sheet' });
    await expect(problems.getByRole('row').nth(1)).toContainText(/^4score"abc" is not a number/);
    await expect(page.getByText('No scores have been imported for this group.')).toBeVisible();

    await page.getByLabel('Score sheet (CSV)').setInputFiles({ name: 'jury.csv', mimeType: 'text/csv', buffer: Buffer.from([lines[0], ...filled].join('\n')) });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Imported: 1 judge(s), 15 score(s); 0 earlier score(s) replaced.')).toBeVisible();
    await expect(problems).toBeHidden();
    await expect(page.getByText('Complete: every judge scored every finalist on every criterion.')).toBeVisible();
    expect(await seriousViolations(page), 'the scores page').toEqual([]);
  });

  await test.step('the releases: every remote, this back office among them; a rollback with nothing to roll back is refused', async () => {
    await nav.getByRole('link', { name: 'Releases' }).click();
    const remotes = page.getByRole('table', { name: 'Remotes' });
    await expect(remotes.getByRole('row')).toHaveCount(6);
    await expect(remotes.getByRole('row', { name: /^mf-admin this back office/ })).toBeVisible();
    // This setup releases nothing through the database: no candidate to ramp, every remote as the registry file says.
    await expect(remotes.getByText('Candidate to', { exact: false })).toHaveCount(0);
    await remotes.getByRole('link', { name: 'mf-admin' }).click();
    await expect(page.getByText('Nothing has been released here yet.')).toBeVisible();
    const rollback = page.getByRole('group', { name: 'Roll back' });
    await rollback.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('alertdialog', { name: 'Roll back mf-admin?' }).getByRole('button', { name: 'Roll back' }).click();
    await expect(rollback.getByRole('alert')).toContainText('mf-admin');
    expect(await seriousViolations(page), 'a remote’s releases').toEqual([]);
  });

  let inviteUrl = '';
  await test.step('the organizer invites a reviewer and gets the link to hand over', async () => {
    await nav.getByRole('link', { name: 'Staff' }).click();
    const invite = page.getByRole('region', { name: 'Invite a staff member' });
    await invite.getByLabel('E-mail address').fill(`rex-${tag}@example.org`);
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('reviewer');
    await invite.getByLabel('Name').fill('Rex Reviewer');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    inviteUrl = await invite.getByLabel('Invitation link').inputValue();
    expect(inviteUrl).toMatch(/\/admin\/invitation\?token=[\w-]+$/);
    await expect(page.getByRole('table', { name: 'Each member’s role, status and second factors' }).getByRole('row', { name: /^Rex Reviewer .* Reviewer Invited/ })).toBeVisible();
    expect(await seriousViolations(page), 'the staff page').toEqual([]);
  });

  await test.step('the audit log’s API shows each action, by the organizer, and the refused sheet left no entry', async () => {
    const token = await staffTokenOf(page);
    const answer = await page.request.get('/api/admin/audit', { headers: { 'staff-token': token }, params: { page_size: 50 } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { lists: { action: string; target: string | null; actor: { name: string | null } }[] } };
    const mine = data.lists.filter((entry) => entry.actor.name === 'Orla Organizer');
    const actions = mine.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['finalist.create', 'finalist.media', 'scores.import', 'staff.invite']));
    expect(actions.filter((action) => action === 'scores.import')).toHaveLength(1);
    expect(mine.find((entry) => entry.action === 'finalist.create')?.target).toBe(`finalist:${finalistId}`);
    expect(actions.some((action) => action.startsWith('release.'))).toBe(false); // the refused rollback changed nothing
  });
  await context.close();
});
