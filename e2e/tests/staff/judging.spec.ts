import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { writeSampleMp4 } from '@portal/api/testing';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff, staffTokenOf } from '../support/staff';
import { logIn, passedSecondaryTeam, type Team } from '../support/team';

// Issue 27 point 8, end to end in Chromium against the real API: three teams submit films; an organizer assigns the
// film screening round (the season file's `firstRound`, minimum 2 scores) to its three judges. On a TABLET a judge signs
// in, plays and scores two films (blind: no team name anywhere), declares a conflict of interest on the third, and
// submits; two more judges score through the API as their own pages would. The organizer computes the ranking — the
// mean over the judges who scored, so the conflicted film counts two scores — and applies the shortlist, which sets
// the works' statuses. The organizer's own time from submitted works to the published shortlist is printed.

test.use({ portalNow: '2023-09-15T10:00:00+08:00', actionTimeout: 20_000 });

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PASSWORD = 'a long judging passphrase';

async function staffContext(browser: Browser, site: IsolatedSite, options: typeof TABLET | typeof DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: site.url });
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  return context;
}

/** A team's film, submitted through its own page in the video window. */
async function submitFilm(page: Page, site: IsolatedSite, team: Team, film: string, title: string): Promise<void> {
  await logIn(page, site.url, 'desktop', team);
  await page.goto(`${site.url}/pc/workSubmission`);
  await page.getByLabel('作品名稱').fill(title);
  await page.getByLabel('作品文件').setInputFiles(film);
  await page.getByLabel('本隊已閱讀並同意參賽聲明').check();
  await page.getByRole('button', { name: '上傳並提交作品' }).click();
  await expect(page.getByText('作品已提交。')).toBeVisible({ timeout: 60_000 });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

interface DeskAnswer {
  data: { rounds: { key: string; entries: { id: number; number: number }[] }[] };
}

/** A judge who scores through the API, as their desk would: every entry of the round, then submit. */
async function scoreByApi(request: APIRequestContext, site: IsolatedSite, token: string, scores: Record<number, number>): Promise<void> {
  const headers = { 'staff-token': token };
  const desk = (await (await request.get(`${site.url}/api/admin/judging/desk`, { headers })).json()) as DeskAnswer;
  const round = desk.data.rounds.find((candidate) => candidate.key === 'firstRound');
  expect(round?.entries.map((entry) => entry.number).sort()).toEqual([1, 2, 3]);
  for (const entry of round?.entries ?? []) {
    const saved = await request.put(`${site.url}/api/admin/judging/entries/${entry.id}/scores`, { headers, data: { scores: { overall: scores[entry.number] } } });
    expect(saved.status()).toBe(200);
  }
  const submitted = await request.post(`${site.url}/api/admin/judging/rounds/1/firstRound/submit`, { headers });
  expect(submitted.status()).toBe(200);
}

test('a judge on a tablet scores two films, declares a conflict on a third and submits; the organizer computes and shortlists', async ({ browser, request, site }, testInfo) => {
  test.setTimeout(420_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const teams = [await passedSecondaryTeam(request, site, `${tag}a`), await passedSecondaryTeam(request, site, `${tag}b`), await passedSecondaryTeam(request, site, `${tag}c`)];

  await site.restartAt('2023-11-15T21:30:00+08:00'); // the video window
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-judging-'));
  const teamContext = await browser.newContext({ baseURL: site.url });
  try {
    const film = path.join(dir, 'dunes-of-our-school.mp4');
    await writeSampleMp4(film, { seconds: 20, bytes: 512 * 1024 });
    const teamPage = await teamContext.newPage();
    // In this order, so the entries are numbered 1, 2, 3 as the teams a, b, c.
    for (const [index, team] of teams.entries()) await submitFilm(teamPage, site, team, film, `Film ${index + 1} ${tag}`);
  } finally {
    await teamContext.close();
    rmSync(dir, { recursive: true, force: true });
  }

  await site.restartAt('2023-12-10T10:00:00+08:00'); // the screening round (firstRound: 2023-12-02 to 2024-01-25)
  const judgeContext = await staffContext(browser, site, TABLET);
  const organizerContext = await staffContext(browser, site, DESKTOP);
  const othersContext = await staffContext(browser, site, DESKTOP);
  const organizerSeconds: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    organizerSeconds[name] = (performance.now() - started) / 1000;
  };
  try {
    const judge = await judgeContext.newPage();
    const organizer = await organizerContext.newPage();
    const other = await othersContext.newPage();
    const otherTokens: string[] = [];

    await test.step('three judges accept their invitations (the judge on the tablet enrols TOTP there)', async () => {
      await acceptInvitation(judge, inviteStaff(site, `jade-${tag}@example.org`, 'judge', 'Jade Judge'), `jade-${tag}@example.org`, PASSWORD);
      for (const name of ['kai', 'lee']) {
        await acceptInvitation(other, inviteStaff(site, `${name}-${tag}@example.org`, 'judge', `${name} Judge`), `${name}-${tag}@example.org`, PASSWORD);
        otherTokens.push(await staffTokenOf(other));
        await other.evaluate(() => sessionStorage.clear());
      }
      await acceptInvitation(organizer, inviteStaff(site, `orla-${tag}@example.org`, 'organizer', 'Orla Organizer'), `orla-${tag}@example.org`, PASSWORD);
    });

    await timed('assign', async () => {
      await organizer.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Judging rounds' }).click();
      await organizer.getByRole('table', { name: 'Judging rounds of the season' }).getByRole('link', { name: 'First-round screening' }).click();
      await organizer.getByRole('radio', { name: 'Every entry to everyone' }).check();
      await organizer.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(organizer.getByText('Assigned: 3 entries (3 new), 9 assignments (9 new); 0 skipped for a conflict of interest.')).toBeVisible();
    });
    expect(await seriousViolations(organizer), 'the round page').toEqual([]);

    await test.step('on the tablet, the judge plays and scores entries 1 and 2, blind', async () => {
      // On a tablet the menu folds behind its button.
      await judge.getByRole('button', { name: 'Menu' }).click();
      await judge.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Judging' }).click();
      const entries = judge.getByRole('list', { name: 'Entries of First-round screening' });
      await expect(entries.getByRole('link')).toHaveCount(3);
      expect(await seriousViolations(judge), 'the desk').toEqual([]);
      for (const [number, score] of [[1, '80'], [2, '70']] as const) {
        await entries.getByRole('link', { name: new RegExp(`^Entry ${number}\\b`) }).click();
        const player = judge.getByLabel(`entry-00${number}.mp4`);
        // Through the blind route, by a file link: the neutral name, never the team's file name.
        const src = (await player.getAttribute('src')) ?? '';
        expect(src).toMatch(/^\/api\/admin\/judging\/entries\/\d+\/files\/0\?link=/);
        // What the player asks for when it seeks (the test browser has no H.264 decoder to play it).
        const part = await judge.request.get(src, { headers: { range: 'bytes=1000-1999' } });
        expect(part.status()).toBe(206);
        expect(part.headers()['content-disposition']).toContain(`entry-00${number}.mp4`);
        expect(part.headers()['content-disposition']).not.toContain('dunes');
        await judge.getByRole('spinbutton', { name: 'Overall' }).fill(score);
        await expect(judge.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
        for (const team of teams) await expect(judge.getByText(team.teamName)).toHaveCount(0);
        await expect(judge.getByText('dunes-of-our-school')).toHaveCount(0);
        if (number === 1) expect(await seriousViolations(judge), 'an entry').toEqual([]);
        await judge.getByRole('link', { name: 'Back to my entries' }).click();
      }
    });

    await test.step('the judge declares a conflict of interest on entry 3: it leaves the list', async () => {
      const entries = judge.getByRole('list', { name: 'Entries of First-round screening' });
      await entries.getByRole('link', { name: /^Entry 3\b/ }).click();
      await judge.getByRole('button', { name: 'I have a conflict of interest with this team' }).click();
      const dialog = judge.getByRole('dialog', { name: 'Conflict of interest with entry 3?' });
      await dialog.getByLabel('Note (optional)').fill('My cousin is on this team');
      await dialog.getByRole('button', { name: 'Declare the conflict' }).click();
      await expect(entries.getByRole('link')).toHaveCount(2);
      await expect(judge.getByText('Team of entry 3')).toBeVisible();
    });

    await test.step('the judge submits: the sheet is locked', async () => {
      await judge.getByRole('button', { name: 'Submit sheet' }).click();
      await judge.getByRole('alertdialog', { name: 'Submit this sheet?' }).getByRole('button', { name: 'Submit and lock' }).click();
      await expect(judge.getByText(/The sheet is locked\./)).toBeVisible();
      await expect(judge.getByRole('button', { name: 'Submit sheet' })).toHaveCount(0);
    });

    await test.step('two more judges score every entry through the API and submit', async () => {
      await scoreByApi(request, site, otherTokens[0]!, { 1: 60, 2: 90, 3: 75 });
      await scoreByApi(request, site, otherTokens[1]!, { 1: 70, 2: 65, 3: 85 });
    });

    await timed('compute', async () => {
      await organizer.getByRole('button', { name: 'Refresh' }).click();
      await organizer.getByRole('button', { name: 'Compute' }).click();
      const ranking = organizer.getByRole('table', { name: 'Ranking: raw (decides) and normalized (advisory)' });
      await expect(ranking.getByRole('row')).toHaveCount(4);
      // Entry 3: (75 + 85) / 2 — Jade's conflict is not a zero; entry 2: (70 + 90 + 65) / 3; entry 1: (80 + 60 + 70) / 3.
      await expect(ranking.getByRole('row').nth(1)).toContainText('80.00');
      await expect(ranking.getByRole('row').nth(1)).toContainText(`Film 3 ${tag}`);
      await expect(ranking.getByRole('row').nth(2)).toContainText('75.00');
      await expect(ranking.getByRole('row').nth(3)).toContainText('70.00');
    });
    expect(await seriousViolations(organizer), 'the ranking').toEqual([]);

    await timed('shortlist', async () => {
      await organizer.getByRole('button', { name: 'Apply the shortlist' }).click();
      await organizer.getByRole('dialog', { name: 'Apply the shortlist?' }).getByRole('button', { name: 'Apply the shortlist' }).click();
      await expect(organizer.getByText(/3 shortlisted/)).toBeVisible();
    });

    await test.step('the works are shortlisted', async () => {
      await organizer.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Works' }).click();
      await organizer.getByRole('combobox', { name: 'Status' }).selectOption('shortlisted');
      await expect(organizer.getByRole('table', { name: 'Works of the season' }).getByRole('row')).toHaveCount(4);
    });

    await test.step('the judge\'s and the organizer\'s pages in the three languages, on the tablet and the desktop, pass axe', async () => {
      for (const lang of ['zhComplex', 'zhSimple', 'en']) {
        for (const page of [judge, organizer]) await page.evaluate((value) => localStorage.setItem('lang', value), lang);
        await judge.goto('/admin/judging-desk');
        await expect(judge.locator('main a[href="/admin/judging-desk/1"]')).toBeVisible();
        await judge.screenshot({ path: testInfo.outputPath(`desk-${lang}-1024x768.png`), fullPage: true });
        expect(await seriousViolations(judge), `the desk (${lang})`).toEqual([]);
        await judge.goto('/admin/judging-desk/1');
        await expect(judge.getByRole('spinbutton')).toHaveValue('80');
        await judge.screenshot({ path: testInfo.outputPath(`entry-${lang}-1024x768.png`), fullPage: true });
        expect(await seriousViolations(judge), `an entry (${lang})`).toEqual([]);
        await organizer.goto('/admin/judging/1/firstRound');
        await organizer.locator('main button[type="button"]').filter({ hasText: /^(Compute|計算|计算)$/ }).click();
        await expect(organizer.getByText('80.00').first()).toBeVisible();
        for (const viewport of [DESKTOP.viewport, TABLET.viewport]) {
          await organizer.setViewportSize(viewport);
          await organizer.screenshot({ path: testInfo.outputPath(`round-${lang}-${viewport.width}x${viewport.height}.png`), fullPage: true });
          expect(await seriousViolations(organizer), `the round (${lang}, ${viewport.width}×${viewport.height})`).toEqual([]);
        }
        await organizer.setViewportSize(DESKTOP.viewport);
      }
    });

    const total = Object.values(organizerSeconds).reduce((sum, seconds) => sum + seconds, 0);
    const line = `organizer's time from submitted works to a published shortlist: ${total.toFixed(1)} s (${Object.entries(organizerSeconds)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
      .join(', ')})`;
    testInfo.annotations.push({ type: 'measure', description: line });
    console.log(line);
  } finally {
    await judgeContext.close();
    await organizerContext.close();
    await othersContext.close();
  }
});
