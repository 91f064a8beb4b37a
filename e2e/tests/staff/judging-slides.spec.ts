import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { builtAdmin, registrationId, soleFinalist, workId } from '../support/organizer';
import { onePagePdf } from '../support/pdf';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';
import { passedUniversityTeam } from '../support/team';
import { submitWorks } from '../support/works';

// Issue 27 point 2 (a PDF/slide viewer on the judge's desk) and point 4 (blind files), end to end in Chromium against
// the real API and the built site, for the university group of seasons/2023-2024.json: a team registers and is
// passed; in the preliminary window it submits a PDF proposal, which an organizer shortlists; after 9 February it
// submits its final proposal (PDF) and its slides (a PPTX made here with pptxgenjs, its author and company set); the
// organizer makes it the group's finalist. On the finals day (judgingDay) a judge on a TABLET opens the entry and sees
// the PDF drawn by pdf.js and the slides as images, one at a time; nothing on the page names the team or its school,
// and the slides the desk serves have lost their author and company. No CSP violation, axe clean in three languages.

test.use({ portalNow: '2023-09-15T10:00:00+08:00', actionTimeout: 20_000 });

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const PASSWORD = 'a long judging passphrase';
// Words that identify the team: in its school's name, in the slides' properties and in its files' names. A blind
// judge's page must show none of them.
const MARK = 'Quibble';
const AUTHOR = `${MARK} Author`;
const COMPANY = `${MARK} School`;

/** Three 16:9 slides — a bilingual title, a line of text, a table — with the author and company a team's tool writes. */
async function slidesDeck(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.author = AUTHOR;
  pptx.company = COMPANY;
  pptx.addSlide().addText('Desert water plan 沙漠水資源計劃', { x: 0.5, y: 2, w: 9, h: 1.2, fontSize: 36, bold: true });
  pptx.addSlide().addText('Fog nets collect 12 L a day', { x: 0.5, y: 2, w: 9, h: 1, fontSize: 28 });
  pptx.addSlide().addTable(
    [
      [{ text: 'Site' }, { text: 'Litres a day' }],
      [{ text: 'Dune ridge' }, { text: '12' }],
      [{ text: 'Oasis edge' }, { text: '9' }],
    ],
    { x: 0.5, y: 1.5, w: 9, fontSize: 18, border: { type: 'solid', pt: 1, color: '666666' } },
  );
  const written = await pptx.write({ outputType: 'nodebuffer' });
  if (!(written instanceof Uint8Array)) throw new Error('pptxgenjs wrote no bytes');
  return Buffer.from(written);
}

/** docProps/core.xml and app.xml of a PPTX, where the author and company live (the package is deflated). */
async function personalProperties(pptx: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(pptx);
  const parts = await Promise.all(['docProps/core.xml', 'docProps/app.xml'].map(async (name) => (await zip.file(name)?.async('string')) ?? ''));
  return parts.join('\n');
}

async function judgeContext(browser: Browser, site: IsolatedSite): Promise<BrowserContext> {
  const context = await browser.newContext({ ...TABLET, baseURL: site.url });
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  return context;
}

/** The figure of one of the entry's files, found by its download link (which names the file's neutral name). */
const figureOf = (page: Page, name: string): Locator => page.locator('figure').filter({ has: page.getByRole('link', { name: new RegExp(name.replaceAll('.', '\\.')) }) });

const SVG_DATA_URL = 'data:image/svg+xml;charset=utf-8,';

/**
 * The SVG document a slide image shows: its source is a data: URL (the page's img-src allows data:, and there is no
 * object URL to release), decoded here rather than fetched in the page, whose connect-src does not allow data:.
 */
async function slideSvg(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  expect(src.startsWith(SVG_DATA_URL), 'a slide is an SVG image').toBe(true);
  return decodeURIComponent(src.slice(SVG_DATA_URL.length));
}

test('a judge on a tablet reads a university finalist\'s PDF and slides, blind, in three languages', async ({ browser, request, site }, testInfo) => {
  test.setTimeout(420_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const team = await passedUniversityTeam(request, site, tag, { school: `${MARK} University` });
  const registration = registrationId(site, team.teamName);

  const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-slides-'));
  // The teams' own file names, which the desk replaces with entry-001.*.
  const files = { preliminary: path.join(dir, `${MARK}-preliminary.pdf`), proposal: path.join(dir, `${MARK}-final-proposal.pdf`), slides: path.join(dir, `${MARK}-slides.pptx`) };
  const deck = await slidesDeck();
  // The check below that the served copy lost them means something only if the team's file has them.
  expect(await personalProperties(deck)).toContain(AUTHOR);
  expect(await personalProperties(deck)).toContain(COMPANY);
  writeFileSync(files.preliminary, onePagePdf('Preliminary proposal: fog harvesting'));
  writeFileSync(files.proposal, onePagePdf('Final proposal: fog nets on the dune ridge'));
  writeFileSync(files.slides, deck);

  const teamContext = await browser.newContext({ baseURL: site.url });
  try {
    const teamPage = await teamContext.newPage();
    await test.step('the preliminary proposal, in its window; the organizer shortlists it', async () => {
      await site.restartAt('2023-12-01T10:00:00+08:00'); // preliminarySubmission: 2023-11-20 to 2023-12-31
      await submitWorks(teamPage, site, team, [{ step: '提交初步方案', title: `Fog harvesting ${tag}`, file: files.preliminary }]);
      builtAdmin(site, 'works', 'status', workId(site, team.teamName, 'preliminarySubmission'), 'shortlisted');
    });
    await test.step('the final proposal and the slides, open to shortlisted teams from 9 February', async () => {
      await site.restartAt('2024-03-01T10:00:00+08:00'); // finalProposal to 2024-04-02, slides to 2024-04-07
      await submitWorks(teamPage, site, team, [
        { step: '提交最終方案', title: `Fog nets ${tag}`, file: files.proposal },
        { step: '提交簡報', title: `Fog nets slides ${tag}`, file: files.slides },
      ]);
    });
  } finally {
    await teamContext.close();
    rmSync(dir, { recursive: true, force: true });
  }

  await test.step('the organizer makes the team the group\'s finalist', () => {
    soleFinalist(site, 2, registration, { team: team.teamName, school: `${MARK} University`, title: `Fog nets ${tag}` });
  });

  await site.restartAt('2024-04-07T10:00:00+08:00'); // judgingDay: 2024-04-06 to 2024-04-13
  const context = await judgeContext(browser, site);
  try {
    const judge = await context.newPage();
    const cspViolations: string[] = [];
    judge.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });

    await test.step('a judge accepts the invitation on the tablet; the organizer assigns the finals round', async () => {
      await acceptInvitation(judge, inviteStaff(site, `jade-${tag}@example.org`, 'judge', 'Jade Judge'), `jade-${tag}@example.org`, PASSWORD);
      const assigned = builtAdmin(site, 'judging', 'assign', '--group', '2', '--round', 'judgingDay', '--mode', 'all');
      expect(assigned).toContain('round 2/judgingDay: 1 entries (1 new), 1 assignments (1 new)');
    });

    await test.step('the judge opens entry 1 of the finals from the desk: the PDF is drawn', async () => {
      // On a tablet the menu folds behind its button.
      await judge.getByRole('button', { name: 'Menu' }).click();
      await judge.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Judging' }).click();
      const entries = judge.getByRole('list', { name: 'Entries of Final judging' });
      await expect(entries.getByRole('link')).toHaveCount(1);
      await entries.getByRole('link', { name: /^Entry 1\b/ }).click();
      await expect(judge.getByRole('heading', { level: 1, name: 'Entry 1' })).toBeVisible();
      const canvas = figureOf(judge, 'entry-001.pdf').locator('canvas');
      await expect(canvas).toBeVisible({ timeout: 30_000 });
      expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(0);
    });

    await test.step('blind: no team name, school or file name of the team on the page', async () => {
      await expect(figureOf(judge, 'entry-001.pptx')).toBeVisible();
      await expect(judge.getByText(team.teamName)).toHaveCount(0);
      const html = await judge.content();
      expect(html).not.toContain(team.teamName);
      expect(html.toLowerCase()).not.toContain(MARK.toLowerCase());
    });

    await test.step('blind: the slides the desk serves are a PPTX without the author and company', async () => {
      const href = (await figureOf(judge, 'entry-001.pptx').getByRole('link').getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/admin\/judging\/entries\/\d+\/files\/\d+\?link=/);
      const served = await judge.request.get(href);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-disposition']).toContain('entry-001.pptx');
      const bytes = await served.body();
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.includes(AUTHOR)).toBe(false);
      expect(bytes.includes(COMPANY)).toBe(false);
      const properties = await personalProperties(bytes);
      expect(properties).not.toContain(AUTHOR);
      expect(properties).not.toContain(COMPANY);
    });

    await test.step('the slides viewer: one slide at a time, an SVG image with the slide\'s words', async () => {
      const figure = figureOf(judge, 'entry-001.pptx');
      const first = figure.getByRole('img', { name: 'Slide 1 of 3: entry-001.pptx' });
      await expect(first).toBeVisible({ timeout: 30_000 });
      await expect(figure.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await slideSvg(first)).toContain('Desert water plan');

      await figure.getByRole('button', { name: 'Next slide' }).click();
      const second = figure.getByRole('img', { name: 'Slide 2 of 3: entry-001.pptx' });
      await expect(second).toBeVisible();
      await expect(figure.getByText('Slide 2 of 3', { exact: true })).toBeVisible();
      await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await slideSvg(second)).toContain('Fog nets');
      await figure.getByRole('button', { name: 'Previous slide' }).click();
      await expect(first).toBeVisible();
      await expect(figure.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
    });

    await test.step('the entry on the tablet in the three languages: screenshots, axe clean', async () => {
      const entryPath = new URL(judge.url()).pathname;
      for (const lang of ['zhComplex', 'zhSimple', 'en']) {
        await judge.evaluate((value) => localStorage.setItem('lang', value), lang);
        await judge.goto(entryPath);
        await expect(figureOf(judge, 'entry-001.pdf').locator('canvas')).toBeVisible({ timeout: 30_000 });
        await expect(figureOf(judge, 'entry-001.pptx').getByRole('img')).toBeVisible({ timeout: 30_000 });
        await judge.screenshot({ path: testInfo.outputPath(`entry-slides-${lang}-1024x768.png`), fullPage: true });
        expect(await seriousViolations(judge), `the entry (${lang})`).toEqual([]);
        expect((await judge.content()).toLowerCase(), `blind (${lang})`).not.toContain(MARK.toLowerCase());
      }
    });

    expect(cspViolations, 'Content Security Policy violations in the console').toEqual([]);
  } finally {
    await context.close();
  }
});
