// Issue 25, point 8: a public corpus of XSS payloads stored straight into the database — as a row written by hand
// would be, past every check of the API's writers — in article bodies (every text, link, image address, alt text,
// unknown attribute and unknown node of a document), titles, abstracts and covers, a comment, the commenting team's
// name and the partners' names, links and logos; then the public pages that draw them, on a desktop and a phone. No
// dialog may open, no injected script may run, and the DOM must hold no event-handler attribute, no `javascript:` (or
// other script) URL and no script-bearing element inside the page.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DOCUMENT_FIELDS, XSS_PAYLOADS, hostileBlocks, type DocumentField } from '@portal/contracts/testing/xss-corpus';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry, repoRoot } from '../support/repo';
import { expect, test } from '../support/test';

type PlainField = 'title' | 'abstract' | 'cover' | 'comment' | 'teamName' | 'partnerName' | 'partnerUrl' | 'partnerLogo';
type Field = DocumentField | PlainField;
const PLAIN_FIELDS: readonly PlainField[] = ['title', 'abstract', 'cover', 'comment', 'teamName', 'partnerName', 'partnerUrl', 'partnerLogo'];
const FIELDS: readonly Field[] = [...DOCUMENT_FIELDS, ...PLAIN_FIELDS];

/**
 * The payload as stored in one field: its calls of alert/prompt/confirm call a function named after the field and the
 * payload instead, which the page reports back — so a script that ran says where it was stored and which one it was.
 */
const tagOf = (field: Field, index: number) => `__xss_${FIELDS.indexOf(field)}_${index}`;
const tagged = (field: Field, index: number) => XSS_PAYLOADS[index]!.payload.replace(/\b(alert|prompt|confirm)\b/g, tagOf(field, index));
const allTagged = (field: Field) => XSS_PAYLOADS.map((_, index) => tagged(field, index)).join(' ');
const nameOfTag = (tag: string) => {
  const [, field, index] = /^__xss_(\d+)_(\d+)$/.exec(tag) ?? [];
  return `${FIELDS[Number(field)] ?? '?'} ← ${XSS_PAYLOADS[Number(index)]?.name ?? tag}`;
};

interface SqliteDatabase {
  prepare(sql: string): { run(...parameters: unknown[]): { lastInsertRowid: number | bigint } };
  close(): void;
}

interface Stored {
  /** Article ids by the document field their body attacks, plus `all` (every field at once) and `plain` (titles…). */
  bodies: Record<DocumentField, number>;
  plain: number;
  faq: number;
}

/** Writes the hostile rows into the site's SQLite file with the API's own driver, as SQL by hand would. */
function storeCorpus(site: IsolatedSite): Stored {
  const Sqlite = createRequire(path.join(repoRoot, 'api/package.json'))('better-sqlite3') as new (file: string, options?: { timeout?: number }) => SqliteDatabase;
  const db = new Sqlite(path.join(site.dataDir, 'portal.sqlite'), { timeout: 5000 });
  try {
    const article = db.prepare(
      'insert into articles (translation_key, lang, cid, title, abstract, cover, content, sample, created_at) values (?, ?, ?, ?, ?, ?, ?, 0, ?)',
    );
    // Newer than the seed, so the lists show them first.
    let minute = 0;
    const insert = (key: string, cid: number, title: string, abstract: string, cover: string | null, body: unknown) =>
      Number(article.run(`xss-${key}`, 'zh-hk', cid, title, abstract, cover, JSON.stringify(body), new Date(Date.UTC(2025, 0, 1, 0, minute++)).toISOString()).lastInsertRowid);
    const bodies = Object.fromEntries(
      DOCUMENT_FIELDS.map((field) => [
        field,
        insert(`body-${field}`, 1, `Stored body: ${field}`, `${field} of every payload`, null, { type: 'doc', content: XSS_PAYLOADS.flatMap((_, i) => hostileBlocks(field, tagged(field, i))) }),
      ]),
    ) as Record<DocumentField, number>;
    // The whole document in the categories drawn in full on their own pages (about us, the background) and the FAQ.
    const everything = (cid: number, key: string) =>
      insert(key, cid, `Stored body in category ${cid}`, 'every field', null, { type: 'doc', content: DOCUMENT_FIELDS.flatMap((field) => XSS_PAYLOADS.flatMap((_, i) => hostileBlocks(field, tagged(field, i)))) });
    everything(3, 'about');
    everything(4, 'background');
    const faq = everything(2, 'faq');
    const plain = insert('plain', 1, allTagged('title'), allTagged('abstract'), `javascript:${tagOf('cover', 0)}(1)`, { type: 'doc', content: [] });

    const user = Number(
      db.prepare('insert into users (email, team_name, password_hash, created_at, avatar, members) values (?, ?, null, ?, null, null)').run('xss-team@example.org', allTagged('teamName'), new Date().toISOString()).lastInsertRowid,
    );
    db.prepare('insert into comments (article_id, user_id, content, created_at) values (?, ?, ?, ?)').run(plain, user, allTagged('comment'), new Date().toISOString());

    // Without a library logo (the seed gives each sample partner one): the stored hostile logo string is what the page
    // is served, and must refuse.
    const partner = db.prepare('update partners set name_zh_hk = ?, name_zh_cn = ?, name_en = ?, url = ?, logo = ?, logo_media_id = null where id = ?');
    partner.run(allTagged('partnerName'), allTagged('partnerName'), allTagged('partnerName'), tagged('partnerUrl', XSS_PAYLOADS.findIndex((p) => p.payload.startsWith('javascript:'))), `javascript:${tagOf('partnerLogo', 0)}(1)`, 1);
    partner.run('Partner with a scripted link', 'Partner', 'Partner', `javascript:${tagOf('partnerUrl', 1)}(1)`, tagged('partnerLogo', 1), 2);
    return { bodies, plain, faq };
  } finally {
    db.close();
  }
}

const PATHS = {
  desktop: { news: '/pc/latestNewsDetail?id=', faq: '/pc/commonProblemDetail?id=', list: '/pc/latestNews', home: '/pc/home', about: '/pc/aboutUs', background: '/pc/backgroundOfTheCompetition' },
  mobile: { news: '/mobile/news/consult/detail?id=', faq: '/mobile/familiarProblem/detail?id=', list: '/mobile/news/consult', home: '/mobile/home', about: '/mobile/about-us/index', background: '/mobile/great/contest' },
} as const;

/** What in the DOM could run a script: event-handler attributes, script URLs anywhere; script-bearing elements in the page. */
async function executableInDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^(javascript|vbscript|data:text\/html|data:image\/svg)/i;
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) found.push(`${describe(element)} ${name}="${value.slice(0, 80)}"`);
        // What the browser reads as the scheme: without the spaces and control characters it strips.
        // eslint-disable-next-line no-control-regex -- the control characters are what is stripped
        const url = value.replace(/[\s\u0000-\u001f]/g, '');
        if (/^(href|src|srcset|action|formaction|xlink:href|data|poster|background|srcdoc)$/i.test(name) && scriptUrl.test(url)) found.push(`${describe(element)} ${name}="${value.slice(0, 80)}"`);
        if (/^srcdoc$/i.test(name)) found.push(`${describe(element)} srcdoc`);
      }
    }
    for (const element of Array.from(document.querySelectorAll('[data-remote] :is(script, iframe, frame, frameset, object, embed, applet, style, base, link, meta, math, template, noscript, isindex, [formaction])'))) {
      found.push(`${describe(element)} inside the page`);
    }
    return found;
  });
}

test.describe.configure({ mode: 'serial' });

let site: IsolatedSite;
let stored: Stored;

test.beforeAll(async () => {
  site = await startIsolatedSite(releasedRegistry());
  stored = storeCorpus(site);
});

test.afterAll(async () => {
  await site?.stop();
});

test('a public XSS corpus stored in every field the public pages draw stays inert on every page that draws it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name as keyof typeof PATHS;
  const paths = PATHS[project];

  const dialogs: string[] = [];
  const ran: string[] = [];
  let current = '';
  page.on('dialog', (dialog) => {
    dialogs.push(`${current}: ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__xssRan', (tag: string) => ran.push(`${current}: ${nameOfTag(tag)}`));
  // Every tagged call reports back, whichever frame it runs in.
  await page.addInitScript(({ fields, payloads }) => {
    const report = (window as unknown as { __xssRan: (tag: string) => void }).__xssRan;
    for (let field = 0; field < fields; field += 1) {
      for (let index = 0; index < payloads; index += 1) {
        const tag = `__xss_${field}_${index}`;
        Object.defineProperty(window, tag, { value: () => report(tag), configurable: true });
      }
    }
  }, { fields: FIELDS.length, payloads: XSS_PAYLOADS.length });

  const visits: Array<{ label: string; path: string; shows: string }> = [
    ...DOCUMENT_FIELDS.map((field) => ({ label: `news detail, body ${field}`, path: `${paths.news}${stored.bodies[field]}`, shows: `Stored body: ${field}` })),
    { label: 'FAQ detail, every body field', path: `${paths.faq}${stored.faq}`, shows: 'Stored body in category 2' },
    { label: 'news detail, title, abstract, comment, team name', path: `${paths.news}${stored.plain}`, shows: tagged('comment', 0).slice(0, 20) },
    { label: 'news list, titles, abstracts, covers', path: paths.list, shows: 'Stored body: text' },
    { label: 'home, latest news and partners', path: paths.home, shows: 'Partner with a scripted link' },
    { label: 'about us, its articles in full and partners', path: paths.about, shows: 'Stored body in category 3' },
    { label: 'background, its articles in full', path: paths.background, shows: 'Stored body in category 4' },
  ];

  for (const visit of visits) {
    current = `${project} ${visit.label} (${visit.path})`;
    await page.goto(`${site.url}${visit.path}`);
    await expect(page.locator('[data-remote="mf-content"] h1')).toBeVisible();
    await expect(page.locator('[data-remote="mf-content"]').getByText(visit.shows, { exact: false }).first(), current).toBeAttached();
    // Images' error and load events, autofocus and the like fire within a moment of being drawn.
    await page.waitForTimeout(300);
    expect(await executableInDom(page), `${current}: what could run in the DOM`).toEqual([]);
  }

  // The bodies' texts are drawn, as text: the corpus reached the page and was not merely dropped.
  await page.goto(`${site.url}${paths.news}${stored.bodies.text}`);
  await expect(page.locator('[data-remote="mf-content"]').getByText(tagged('text', 0), { exact: true }).first()).toBeAttached();
  expect(dialogs, 'dialogs that opened (page: kind "message")').toEqual([]);
  expect(ran, 'injected scripts that ran (page: field ← payload)').toEqual([]);
});
