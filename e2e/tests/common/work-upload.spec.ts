import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSampleMp4 } from '@portal/api/testing';
import type { Project } from '../support/sign-up';
import { expect, test } from '../support/site-at';
import { logIn, passedSecondaryTeam } from '../support/team';
import { outbox } from '../support/vote';

// Issue 10 end to end, on a desktop and on a phone: a team whose registration passed uploads a 30 MB film over a
// slow line, the browser goes offline half-way and comes back, the upload goes on from the server's offset (not from
// zero), the team submits it and sees 'submitted' in 'my works'. A PDF posing as an MP4 is refused by its content.
// Issue 26.4: the receipt — on the page right after the submission, in 'my works', and by mail — names the film's
// SHA-256, its exact size and length, and the time received in Hong Kong time.

const SUBMISSION = { desktop: '/pc/workSubmission', mobile: '/mobile/work-submission/index' } as const;
const CENTER = { desktop: '/pc/personalCenter', mobile: '/mobile/personal-centered/index' } as const;
const FILM_BYTES = 30 * 1024 * 1024;
// Slow enough that "half-way" lasts a few seconds on loopback: about 5 s for the whole film.
const UPLOAD_BYTES_PER_SECOND = 6 * 1024 * 1024;

// Registration happens on a day of the registration window; then the season moves on to the video window.
test.use({ portalNow: '2023-09-15T10:00:00+08:00' });
const VIDEO_WINDOW = '2023-11-15T21:30:00+08:00';

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-films-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a film uploads over a dropped connection, resumes from its offset and is submitted', async ({ page, site, request, context }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as Project;
  const tag = crypto.randomUUID().slice(0, 8);
  const team = await passedSecondaryTeam(request, site, tag);
  await site.restartAt(VIDEO_WINDOW);
  const film = path.join(dir, `film-${tag}.mp4`);
  await writeSampleMp4(film, { seconds: 84, bytes: FILM_BYTES });
  expect(statSync(film).size).toBe(FILM_BYTES);

  // Every PATCH's starting offset, in order: where each piece of the upload began.
  const patches: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('/api/tus/')) patches.push(Number(sent.headers()['upload-offset']));
  });

  await logIn(page, site.url, project, team);
  await page.goto(`${site.url}${SUBMISSION[project]}`);
  await expect(page.getByRole('heading', { level: 1, name: '提交作品' })).toBeVisible();
  await page.getByLabel('作品名稱').fill(`Sand and water ${tag}`);
  await page.getByLabel('作品文件').setInputFiles(film);
  await page.getByLabel('本隊已閱讀並同意參賽聲明').check();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: UPLOAD_BYTES_PER_SECOND });
  await page.getByRole('button', { name: '上傳並提交作品' }).click();

  const progress = page.getByRole('progressbar');
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThanOrEqual(45);
  await context.setOffline(true);
  await expect(page.getByText('正在等待網絡連線，恢復後會自動繼續上傳')).toBeVisible();
  await page.waitForTimeout(1000);
  // Back online (Playwright's offline switch also ends the slow line): the upload goes on by itself.
  await context.setOffline(false);

  await expect(page.getByText('作品已提交。')).toBeVisible({ timeout: 60_000 });
  expect(patches[0]).toBe(0);
  const resumedAt = patches.at(-1) ?? 0;
  // The last PATCH started where the server's HEAD said the first one had stopped: about half-way, not at zero.
  expect(patches.length).toBeGreaterThanOrEqual(2);
  expect(resumedAt / FILM_BYTES).toBeGreaterThan(0.35);
  expect((FILM_BYTES - resumedAt) / FILM_BYTES).toBeGreaterThan(0.2);
  expect((FILM_BYTES - resumedAt) / FILM_BYTES).toBeLessThan(0.65);

  // The receipt, open right after the submission: the stored bytes' SHA-256, the exact size, Hong Kong time.
  const sha256 = createHash('sha256').update(readFileSync(film)).digest('hex');
  const receipt = page.locator('details', { hasText: '收據' });
  await expect(receipt).toHaveAttribute('open', '');
  await expect(receipt.getByText(sha256)).toBeVisible();
  await expect(receipt.getByText('30 MB（31,457,280 位元組）')).toBeVisible();
  await expect(receipt.getByText(/^2023年11月15日 (下午)?9:30（香港時間）$/)).toBeVisible();

  // 'My works' in the personal center (mf-account's page, mf-competition's slot); its receipt opens on a tap.
  await page.goto(`${site.url}${CENTER[project]}`);
  const works = page.locator('[data-slot="personalCenter.works"]');
  const facts = works.locator('dl').first();
  await expect(facts.getByText(`Sand and water ${tag}`)).toBeVisible();
  await expect(facts.getByText('已提交')).toBeVisible();
  await expect(facts.getByText('1:24')).toBeVisible();
  await works.locator('summary', { hasText: '收據' }).click();
  await expect(works.locator('details').getByText(sha256)).toBeVisible();
  await expect(works.locator('details').getByText(`Sand and water ${tag}`)).toBeVisible();

  // And the mail, once the queue has delivered it.
  await expect.poll(async () => (await outbox(request, site.url, team.email)).some((mail) => mail.text.includes(sha256))).toBe(true);

  // The same receipt in the other two languages, photographed so a person can look at it on this project's screen.
  for (const [lang, title, received] of [['zhSimple', '回执', /2023年11月15日/], ['en', 'Receipt', /Nov 15, 2023/]] as const) {
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
    await page.reload();
    await works.locator('summary', { hasText: title }).click();
    const shown = works.locator('details', { hasText: title });
    await expect(shown.getByText(sha256)).toBeVisible();
    await expect(shown.getByText(received)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`receipt-${lang}.png`), fullPage: true });
  }
});

test('a PDF renamed .mp4 is refused by its content with its message', async ({ page, site, request }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name as Project;
  const tag = crypto.randomUUID().slice(0, 8);
  const team = await passedSecondaryTeam(request, site, tag);
  await site.restartAt(VIDEO_WINDOW);
  const fake = path.join(dir, `fake-${tag}.mp4`);
  writeFileSync(fake, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x20), Buffer.from('\n%%EOF\n')]));

  await logIn(page, site.url, project, team);
  await page.goto(`${site.url}${SUBMISSION[project]}`);
  await page.getByLabel('作品名稱').fill(`Not a film ${tag}`);
  await page.getByLabel('作品文件').setInputFiles(fake);
  await page.getByLabel('本隊已閱讀並同意參賽聲明').check();
  await page.getByRole('button', { name: '上傳並提交作品' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '不支援的文件類型' })).toBeVisible();
  await expect(page.getByText('作品已提交。')).toHaveCount(0);
});
