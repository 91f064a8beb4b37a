import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { writeSampleMp4 } from '@portal/api/testing';
import { expect, test } from '../support/site-at';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { SIGN_UP_PATHS } from '../support/sign-up';
import { acceptInvitation, inviteStaff, signInStaff, staffTokenOf } from '../support/staff';
import { logIn, passedSecondaryTeam, pendingSecondaryTeam } from '../support/team';

// Issue 24 point 6, end to end in Chromium: an organizer invited at the command line enrols TOTP, signs in again with
// it, opens a pending registration with its ID-card images and rejects it with a reason; the team reads the reason in
// its personal center; the audit log shows the image views and the decision, and its chain verifies. A reviewer (on a
// tablet) sees neither releases nor scores, is told so at /admin/releases, and the API refuses them publishing winners.
// (That no public page requests a file of mf-admin is admin-isolation.spec.ts's.)

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const TABLET = { viewport: { width: 1024, height: 768 }, isMobile: false };

/** A staff member's browser: the back office in English (the language switch is shared with the public site). */
async function staffContext(browser: Browser, site: IsolatedSite, options: typeof DESKTOP | typeof TABLET): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: site.url });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  return context;
}

test('an organizer enrols, rejects a registration after seeing its ID cards, and the log shows it; a reviewer may not publish', async ({ browser, request, site }) => {
  test.setTimeout(180_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const team = await pendingSecondaryTeam(request, site, tag);
  const reason = `The back of member 2's student card is unreadable (${tag})`;

  const organizerContext = await staffContext(browser, site, DESKTOP);
  const page = await organizerContext.newPage();

  await test.step('the organizer, invited at the command line, sets a password and enrols TOTP', async () => {
    const invitation = inviteStaff(site, `olive-${tag}@example.org`, 'organizer', 'Olive Organizer');
    const organizer = await acceptInvitation(page, invitation, `olive-${tag}@example.org`, 'a long organizer passphrase');
    expect(organizer.recoveryCodes.every((code) => /^[0-9a-z]{5}-[0-9a-z]{5}$/i.test(code))).toBe(true);
    await expect(page.getByText('Signed in as Olive Organizer')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await signInStaff(page, organizer);
    // The funnel counts the team's pending registration.
    const registrations = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Pending' }) }).first();
    await expect(registrations.getByRole('row', { name: /Secondary schools/ })).toBeVisible();
    expect(await seriousViolations(page), 'the dashboard').toEqual([]);
  });

  let registrationId = '';
  await test.step('the organizer finds the pending registration and sees its ID cards', async () => {
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Registrations' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await page.getByRole('searchbox', { name: 'Search' }).fill(team.teamName);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const list = page.getByRole('table', { name: 'Registrations of the season' });
    await expect(list.getByRole('row')).toHaveCount(2); // the header and the team's row
    expect(await seriousViolations(page), 'the registrations').toEqual([]);
    await list.getByRole('link', { name: team.teamName }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(team.teamName) })).toBeVisible();
    registrationId = /\/admin\/registrations\/(\d+)$/.exec(page.url())?.[1] ?? '';
    expect(registrationId).not.toBe('');

    const cards = page.getByRole('img', { name: /student ID card/ });
    await expect(cards).toHaveCount(4); // two members, front and back
    for (const card of await cards.all()) {
      await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      // Through a file link: a route of the API, never a path on the server's disk.
      expect(await card.getAttribute('src')).toMatch(/^\/api\/admin\/registrations\/\d+\/members\/[12]\/id-card\/(front|back)\?link=/);
    }
    expect(await seriousViolations(page), 'a registration').toEqual([]);
    await page.getByRole('button', { name: /^Enlarge: Member 2: .*\(back\)$/ }).click();
    const viewer = page.getByRole('dialog', { name: /Member 2: .*\(back\)$/ });
    await expect(viewer.getByRole('img')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  await test.step('the organizer rejects it with a reason, confirmed in a dialog', async () => {
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Please give the reason for rejecting').first()).toBeVisible(); // nothing sent without one
    await page.getByLabel('Reason for rejection').fill(reason);
    await page.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Reject “${team.teamName}”?` });
    await expect(confirm).toContainText(reason);
    await confirm.getByRole('button', { name: 'Reject' }).click();
    const facts = page.getByRole('region', { name: 'Team and topic' });
    await expect(facts.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(facts.getByText(reason)).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('row', { name: /Pending → Rejected.*Organizer: Olive Organizer/ })).toBeVisible();
  });

  await test.step("the team reads the reason in its personal center", async () => {
    const teamContext = await browser.newContext({ ...DESKTOP, baseURL: site.url });
    try {
      const teamPage = await teamContext.newPage();
      await logIn(teamPage, site.url, 'desktop', team);
      await teamPage.goto(`${site.url}${SIGN_UP_PATHS.desktop.center}`);
      const slot = teamPage.locator('[data-slot="personalCenter.registration"]');
      await expect(slot.getByText('未通過')).toBeVisible();
      await expect(slot.getByText(reason)).toBeVisible();
    } finally {
      await teamContext.close();
    }
  });

  await test.step('the audit log shows the image views and the decision, and its chain verifies', async () => {
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Target').fill(`registration:${registrationId}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    const log = page.getByRole('table', { name: 'Audit log entries' });
    await expect(log.getByRole('row', { name: /Registration rejected/ })).toHaveCount(1);
    await expect(log.getByRole('row', { name: /Registration rejected/ })).toContainText('Olive Organizer');
    // The four thumbnails, and the enlarged back of member 2, each a view.
    await expect.poll(() => log.getByRole('row', { name: /ID card viewed/ }).count()).toBeGreaterThanOrEqual(4);
    await expect(log.getByRole('row', { name: /ID card viewed/ }).first()).toContainText(/side\s*:?\s*(front|back)/);

    await page.getByRole('button', { name: 'Verify the chain' }).click();
    const verdict = page.getByRole('region', { name: 'Check the chain' }).getByRole('status');
    await expect(verdict).toContainText('The chain is intact.');
    await expect(verdict).toContainText(/[0-9a-f]{64}/);
    expect(await seriousViolations(page), 'the audit log').toEqual([]);

    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Works' }).click();
    await expect(page.getByRole('table', { name: 'Works of the season' }).getByText('Nothing to show.')).toBeVisible();
    expect(await seriousViolations(page), 'the works').toEqual([]);
  });

  await organizerContext.close();

  await test.step('a reviewer, on a tablet, sees no releases or scores and may not publish winners', async () => {
    const reviewerContext = await staffContext(browser, site, TABLET);
    try {
      const reviewerPage = await reviewerContext.newPage();
      const invitation = inviteStaff(site, `rui-${tag}@example.org`, 'reviewer', 'Rui Reviewer');
      await acceptInvitation(reviewerPage, invitation, `rui-${tag}@example.org`, 'a long reviewer passphrase');
      // Below 1100 px the navigation is a drawer opened from the top bar.
      await reviewerPage.getByRole('button', { name: 'Menu' }).click();
      const nav = reviewerPage.getByRole('navigation', { name: 'Back office menu' });
      await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Registrations', 'Works', 'Questions']);
      await expect(nav.getByRole('link', { name: 'Releases' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: /Scores/ })).toHaveCount(0);
      expect(await seriousViolations(reviewerPage), 'the dashboard on a tablet, its menu open').toEqual([]);

      await reviewerPage.goto('/admin/releases');
      await expect(reviewerPage.getByRole('alert')).toHaveText('Your role does not open this page.');

      // The API refuses what the navigation hides: an organizer's route answers a reviewer 403, and changes nothing.
      const reviewerToken = await staffTokenOf(reviewerPage);
      const audit = await reviewerPage.request.get('/api/admin/audit', { headers: { 'staff-token': reviewerToken } });
      expect(audit.status()).toBe(403);
      const refused = await reviewerPage.request.post('/api/admin/winners/publish', { headers: { 'staff-token': reviewerToken }, data: { group: 1, digest: '0'.repeat(64) } });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 0, data: null });
    } finally {
      await reviewerContext.close();
    }
  });
});

test('an organizer opens a film from its file link, by ranges, downloads it and moves it on with a note', async ({ browser, request, site, page: teamPage }) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const team = await passedSecondaryTeam(request, site, tag);
  await site.restartAt('2023-11-15T21:30:00+08:00'); // the video window
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-review-'));
  const FILM_BYTES = 2 * 1024 * 1024;
  try {
    const film = path.join(dir, 'film.mp4');
    await writeSampleMp4(film, { seconds: 40, bytes: FILM_BYTES });
    await logIn(teamPage, site.url, 'desktop', team);
    await teamPage.goto(`${site.url}/pc/workSubmission`);
    await teamPage.getByLabel('作品名稱').fill(`Dunes ${tag}`);
    await teamPage.getByLabel('作品文件').setInputFiles(film);
    await teamPage.getByLabel('本隊已閱讀並同意參賽聲明').check();
    await teamPage.getByRole('button', { name: '上傳並提交作品' }).click();
    await expect(teamPage.getByText('作品已提交。')).toBeVisible({ timeout: 60_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const context = await staffContext(browser, site, DESKTOP);
  try {
    const page = await context.newPage();
    await acceptInvitation(page, inviteStaff(site, `wren-${tag}@example.org`, 'organizer', 'Wren Organizer'), `wren-${tag}@example.org`, 'a long organizer passphrase');
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Works' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('submitted');
    await page.getByRole('table', { name: 'Works of the season' }).getByRole('link', { name: `Dunes ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Dunes ${tag}`) })).toBeVisible();
    const workId = /\/admin\/works\/(\d+)$/.exec(page.url())?.[1] ?? '';

    // The <video> plays from a file link, which answers ranges: what seeking asks for.
    const player = page.getByLabel('Film: film.mp4');
    const src = (await player.getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^/api/admin/works/${workId}/file\\?link=`));
    const part = await page.request.get(src, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${FILM_BYTES}`);
    expect((await part.body()).length).toBe(1000);
    const download = page.getByRole('link', { name: 'Download film.mp4' });
    const whole = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(whole.headers()['cache-control']).toBe('no-store, private');
    expect(await seriousViolations(page), 'a work').toEqual([]);

    await page.getByLabel('New status').selectOption('underReview');
    await page.getByLabel('Note').fill('Watched in full');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('alertdialog', { name: `Change the status of “Dunes ${tag}”?` }).getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('region', { name: 'Facts' }).getByText('Under review', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('row', { name: /Submitted → Under review.*Wren Organizer.*Watched in full/ })).toBeVisible();

    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Target').fill(`work:${workId}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    const log = page.getByRole('table', { name: 'Audit log entries' });
    await expect(log.getByRole('row', { name: /Work status changed/ })).toHaveCount(1);
    await expect(log.getByRole('row', { name: /Work downloaded/ })).toHaveCount(1);
  } finally {
    await context.close();
  }
});
