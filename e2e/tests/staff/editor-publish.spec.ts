import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import type { IsolatedSite } from '../support/isolated-site';
import { repoRoot } from '../support/repo';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 25 points 5 and 8, end to end: an editor writes a news article in three languages in the back office and
// schedules it for an instant after the site's clock (PORTAL_NOW); the site, prerendered beforehand, is restarted with
// its clock past that instant; the article is then live on the desktop and phone news pages, the captures that showed
// the news are made again in the background (docs/adr/0020 "Recapture") so the list and the article's own page are
// served prerendered with it, it is in /sitemap.xml, and its page carries og:title and og:description in each language.
// axe finds nothing serious or critical on the editor's pages.

const NOW = '2023-09-15T10:00:00+08:00';
const PUBLISH_AT = '2023-09-15T10:30';
const AFTER = '2023-09-15T10:31:00+08:00';
const LISTS = ['/pc/latestNews', '/mobile/news/consult'];
/**
 * A background recapture starts a capture server and Chromium, then captures every forgotten page and the new
 * article's (24 pages here): about 45 s on a quiet 2-CPU machine (E2E_SITE_STDOUT=1 shows its log), and past 150 s
 * beside the rest of the e2e suite in CI, where this test then failed although the pages were being captured.
 */
const RECAPTURE_MS = 360_000;

test.use({ portalNow: NOW });

const LANGUAGES = [
  { code: 'zhComplex', region: 'Traditional Chinese', type: 'zh-hk', cookie: 'zhComplex', query: '' },
  { code: 'zhSimple', region: 'Simplified Chinese', type: 'zh-cn', cookie: 'zhSimple', query: '&lang=zh-cn' },
  { code: 'en', region: 'English', type: 'en-us', cookie: 'en', query: '&lang=en' },
] as const;

const texts = (tag: string) => ({
  zhComplex: { title: `沙漠植樹日 ${tag}`, abstract: `編輯寫的摘要 ${tag}`, body: `編輯寫的正文 ${tag}` },
  zhSimple: { title: `沙漠植树日 ${tag}`, abstract: `编辑写的摘要 ${tag}`, body: `编辑写的正文 ${tag}` },
  en: { title: `Desert planting day ${tag}`, abstract: `An abstract the editor wrote ${tag}`, body: `A body the editor wrote ${tag}` },
});

/** `pnpm prerender` of the news lists, in the three languages, into the site's captures. */
function prerenderLists(site: IsolatedSite): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/prerender.mjs'), '--routes', LISTS.join(','), '--languages', 'zhComplex,zhSimple,en'], {
    cwd: repoRoot,
    env: { ...process.env, ...site.env, REGISTRY_FILE: path.join(path.dirname(site.dataDir), 'registry.json') },
    stdio: 'pipe',
  });
}

/** The page's HTML as a visitor in `cookie`'s language gets it, once it is served prerendered and shows `text`. */
async function servedPrerendered(site: IsolatedSite, url: string, cookie: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await fetch(`${site.url}${url}`, { headers: { accept: 'text/html', cookie: `portal-lang=${cookie}` } })).text();
        return html.includes('<div data-prerendered inert>') && html.includes(text);
      },
      { timeout: RECAPTURE_MS, intervals: [1000] },
    )
    .toBe(true);
  return html;
}

/** The seeded sample logo the editor puts into the English body (its English alt text in the library). */
const IMAGE_ALT = 'Logo of Sample partner 3';

const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html.slice(0, html.indexOf('</head>')))?.[1];

async function fillLanguage(page: Page, region: string, text: { title: string; abstract: string; body: string }): Promise<void> {
  // Each field is named with its language: "Title (English)".
  await page.getByRole('textbox', { name: `Title (${region})`, exact: true }).fill(text.title);
  await page.getByRole('textbox', { name: `Abstract (${region})`, exact: true }).fill(text.abstract);
  const body = page.getByRole('textbox', { name: `Body (${region})`, exact: true });
  await body.click();
  await body.pressSequentially(text.body);
}

test('an editor schedules a news article in three languages; at its instant it is live, prerendered, in the sitemap and with its link previews', async ({ browser, site }) => {
  test.setTimeout(900_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const text = texts(tag);

  await test.step('the news lists are prerendered, as `npm start` does', async () => {
    prerenderLists(site);
    await servedPrerendered(site, '/pc/latestNews', 'en', 'data-remote');
  });

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await staff.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await staff.newPage();

  await test.step('the editor, invited at the command line, enrols and opens the articles', async () => {
    const invitation = inviteStaff(site, `edna-${tag}@example.org`, 'editor', 'Edna Editor');
    await acceptInvitation(page, invitation, `edna-${tag}@example.org`, 'a long editor passphrase');
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    expect(await seriousViolations(page), 'the articles page').toEqual([]);
  });

  await test.step('creates a news article and writes it in the three languages', async () => {
    await page.getByLabel('Category of the new article').selectOption({ label: 'News' });
    await page.getByRole('button', { name: 'Create and edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Article #\d+/ })).toBeVisible();
    for (const language of LANGUAGES) await fillLanguage(page, language.region, text[language.code]);
    // An image from the media library (a seeded sample logo) in the English body, found with the picker's search (which
    // once submitted the article's form around it: TableToolbar). The server writes its src, srcset and alt on save.
    await page.getByRole('textbox', { name: 'Body (English)', exact: true }).click();
    await page.getByRole('toolbar', { name: 'Formatting of the English body' }).getByRole('button', { name: 'Insert image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('searchbox').fill('Sample partner 3');
    await picker.getByRole('searchbox').press('Enter');
    // A card is named by its alt text, then its number and uses ("Logo of Sample partner 3 #3 sample used 1×").
    await picker.getByRole('listitem').getByRole('button', { name: IMAGE_ALT }).click();
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await expect(page.getByRole('textbox', { name: 'Body (English)', exact: true }).getByRole('img', { name: IMAGE_ALT })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved as revision \d+\.$/)).toBeVisible();
    expect(await seriousViolations(page), 'the article page').toEqual([]);
  });

  await test.step(`schedules it for ${PUBLISH_AT} Hong Kong time, after the site's clock`, async () => {
    await page.getByLabel('Publish at (Hong Kong time, UTC+8)').fill(PUBLISH_AT);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Schedule publication?' }).getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText(/^Scheduled for .+ \(Hong Kong time\)\.$/)).toBeVisible();
    expect(await seriousViolations(page), 'the article page, scheduled').toEqual([]);
    // Not public yet.
    const list = await (await fetch(`${site.url}/api/article/lists?cid=1&page_no=1&page_size=50&type=en-us`)).json();
    expect(JSON.stringify(list)).not.toContain(text.en.title);
  });
  await staff.close();

  await test.step('the site is restarted with its clock past the instant: the scheduler publishes it at start', async () => {
    // On by default where the shell is built; said here so that a runner's NODE_ENV=test cannot turn it off.
    site.env = { ...site.env, PORTAL_RECAPTURE: '1' };
    await site.restartAt(AFTER);
  });

  const ids: Record<string, number> = {};
  await test.step('it is on the news pages of a desktop and a phone, in each language', async () => {
    for (const language of LANGUAGES) {
      await expect
        .poll(async () => {
          const answer = (await (await fetch(`${site.url}/api/article/lists?cid=1&page_no=1&page_size=50&type=${language.type}`)).json()) as { data: { lists: { id: number; title: string }[] } };
          return answer.data.lists.find((row) => row.title === text[language.code].title)?.id ?? 0;
        })
        .toBeGreaterThan(0);
      const answer = (await (await fetch(`${site.url}/api/article/lists?cid=1&page_no=1&page_size=50&type=${language.type}`)).json()) as { data: { lists: { id: number; title: string }[] } };
      ids[language.code] = answer.data.lists.find((row) => row.title === text[language.code].title)!.id;
    }
    for (const [route, options] of [
      ['/pc/latestNews', { viewport: { width: 1440, height: 900 } }],
      ['/mobile/news/consult', { ...devices['Pixel 7'] }],
    ] as const) {
      const visitor = await browser.newContext({ ...options, baseURL: site.url });
      await visitor.addInitScript(() => localStorage.setItem('lang', 'en'));
      const news = await visitor.newPage();
      await news.goto(route);
      await expect(news.getByText(text.en.title).first()).toBeVisible();
      // Its page shows the library image in responsive variants.
      await news.goto(route === '/pc/latestNews' ? `/pc/latestNewsDetail?id=${ids.en}` : `/mobile/news/consult/detail?id=${ids.en}`);
      const image = news.getByRole('img', { name: IMAGE_ALT });
      await expect(image).toBeVisible();
      expect(await image.getAttribute('srcset')).toMatch(/^\/media\/lib\/\S+ \d+w(, \/media\/lib\/\S+ \d+w)*$/);
      await visitor.close();
    }
  });

  await test.step('the news lists and the article’s own pages are captured again in the background and served prerendered', async () => {
    for (const language of LANGUAGES) {
      await servedPrerendered(site, '/pc/latestNews', language.cookie, text[language.code].title);
      await servedPrerendered(site, '/mobile/news/consult', language.cookie, text[language.code].title);
    }
    await servedPrerendered(site, `/pc/latestNewsDetail?id=${ids.en}`, 'en', text.en.body);
    await servedPrerendered(site, `/mobile/news/consult/detail?id=${ids.en}`, 'en', text.en.body);
  });

  await test.step('it is in the sitemap, and its page has its link-preview tags in each language', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const language of LANGUAGES) {
      const url = `/pc/latestNewsDetail?id=${ids[language.code]}${language.query}`;
      expect(sitemap).toContain(url.replace(/&/g, '&amp;'));
      const html = await (await fetch(`${site.url}${url}`, { headers: { accept: 'text/html' } })).text();
      expect(metaOf(html, 'og:title')).toBe(text[language.code].title);
      expect(metaOf(html, 'og:description')).toBe(text[language.code].abstract);
    }
  });
});

