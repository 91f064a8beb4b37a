import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { ORIGIN, startSite, type SiteFixture } from './site-fixture.js';

// Issue 15, points 2 and 3: each page's own title, description, canonical URL, Open Graph and Twitter tags and
// hreflang alternates, read from the HTML as a crawler reads it (no JavaScript); robots.txt and a sitemap made from
// the route table and the database, whose every URL answers 200.
let site: SiteFixture;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site.close());

/** The tags of a page's <head>: name/property → content, rel (and hreflang) → href. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const meta: Record<string, string[]> = {};
  for (const match of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) (meta[match[2]!] ??= []).push(decode(match[3]!));
  const links: Record<string, string> = {};
  for (const match of head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")?(?: media="[^"]+")? href="([^"]+)">/g)) {
    links[match[2] ? `alternate ${match[2]}` : match[1] === 'alternate' ? 'alternate mobile' : match[1]!] = decode(match[3]!);
  }
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), meta, links };
}

async function newsArticles() {
  const rows = await site.app.db.selectFrom('articles').selectAll().where('cid', '=', 1).orderBy('id').execute();
  const key = rows[0]!.translation_key;
  const byLang = Object.fromEntries(rows.filter((row) => row.translation_key === key).map((row) => [row.lang, row]));
  return { 'zh-hk': byLang['zh-hk']!, 'zh-cn': byLang['zh-cn']!, en: byLang['en-us']! };
}

describe('a news page read without JavaScript', () => {
  it.each([
    ['zh-hk', '', '國際沙漠可持續發展大獎', 'zh_HK'],
    ['zh-cn', '&lang=zh-cn', '国际沙漠可持续发展大奖', 'zh_CN'],
    ['en', '&lang=en', 'International Desert Sustainability Award', 'en_US'],
  ] as const)('in %s carries the article\'s own title, description, canonical, link-preview tags and alternates', async (language, query, siteName, locale) => {
    const articles = await newsArticles();
    const article = articles[language];
    const res = await site.app.inject({ url: `/pc/latestNewsDetail?id=${article.id}${query}`, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    const { title, meta, links } = headTags(res.body);
    expect(title).toBe(`${article.title} | ${siteName}`);
    // The abstract, or its first ~160 characters cut at a word, as search results show.
    const description = meta.description?.[0] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(article.abstract.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(description === article.abstract || (article.abstract.length > 160 && description.endsWith('…'))).toBe(true);
    const canonical = `${ORIGIN}/pc/latestNewsDetail?id=${article.id}${query}`;
    expect(links.canonical).toBe(canonical);
    expect(meta['og:url']).toEqual([canonical]);
    expect(meta['og:title']).toEqual([article.title]);
    expect(meta['og:description']).toEqual([description]);
    expect(meta['og:type']).toEqual(['article']);
    expect(meta['og:site_name']).toEqual([siteName]);
    expect(meta['og:locale']).toEqual([locale]);
    // The seed's covers are SVG, which link previews do not show: the banner of the page's language instead.
    expect(meta['og:image']).toEqual([`${ORIGIN}/media/share/share-${language === 'en' ? 'en-us' : language}.png`]);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['twitter:title']).toEqual([article.title]);
    expect(meta['twitter:image']).toEqual(meta['og:image']);
    // The same article in each language, each at its own URL; x-default is the Traditional Chinese one.
    expect(links['alternate zh-HK']).toBe(`${ORIGIN}/pc/latestNewsDetail?id=${articles['zh-hk'].id}`);
    expect(links['alternate zh-CN']).toBe(`${ORIGIN}/pc/latestNewsDetail?id=${articles['zh-cn'].id}&lang=zh-cn`);
    expect(links['alternate en']).toBe(`${ORIGIN}/pc/latestNewsDetail?id=${articles.en.id}&lang=en`);
    expect(links['alternate x-default']).toBe(links['alternate zh-HK']);
    expect(links['alternate mobile']).toBe(`${ORIGIN}/mobile/news/consult/detail?id=${article.id}${query}`);
    expect(res.body).toContain(`<html lang="${{ 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', en: 'en' }[language]}"`);
    // The link-preview image is really there.
    const image = await site.app.inject({ url: meta['og:image']![0]!.slice(ORIGIN.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('on the phone has its desktop page as canonical URL', async () => {
    const { en } = await newsArticles();
    const { links } = headTags((await site.app.inject({ url: `/mobile/news/consult/detail?id=${en.id}&lang=en` })).body);
    expect(links.canonical).toBe(`${ORIGIN}/pc/latestNewsDetail?id=${en.id}&lang=en`);
  });

  it('differs from page to page: each has its own title and description', async () => {
    const pages = ['/pc/home', '/pc/latestNews', '/pc/commonProblem', '/pc/aboutUs', '/pc/secondCompetition'];
    const heads = await Promise.all(pages.map(async (url) => headTags((await site.app.inject({ url })).body)));
    expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
    expect(new Set(heads.map((head) => head.meta.description?.[0])).size).toBe(pages.length);
    expect(heads[1]!.title).toBe('最新消息 | 國際沙漠可持續發展大獎');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keep crawlers out of the API and the private files, and name the sitemap', async () => {
    const res = await site.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /uploads/', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  it('list every public page and every article in three languages, with dates from the data, and every URL answers 200', async () => {
    const res = await site.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'xhtml:link'].includes(name) }).parse(res.body) as {
      urlset: { url: { loc: string; lastmod?: string; 'xhtml:link': { '@_hreflang'?: string; '@_href': string }[] }[] };
    };
    const urls = parsed.urlset.url;
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of ['/pc/home', '/pc/latestNews', '/pc/aboutUs', '/pc/secondCompetition', '/pc/logIn']) {
      expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}${page}`, `${ORIGIN}${page}?lang=zh-cn`, `${ORIGIN}${page}?lang=en`]));
    }
    // Login-only pages are left out, and so are the phone's copies (their canonical URL is the desktop one).
    for (const hidden of ['personalCenter', 'contestRegistration', 'workSubmission', '/mobile/']) expect(locs.some((loc) => loc.includes(hidden))).toBe(false);
    // Every article of the news and the FAQ, each language its own URL, dated from the database.
    const articles = await site.app.db.selectFrom('articles').select(['id', 'cid', 'created_at']).where('cid', 'in', [1, 2]).execute();
    for (const article of articles) {
      const route = article.cid === 1 ? 'latestNewsDetail' : 'commonProblemDetail';
      const entry = urls.find((url) => url.loc.startsWith(`${ORIGIN}/pc/${route}?id=${article.id}`) && /id=\d+(&|$)/.test(url.loc) && url.loc.match(/id=(\d+)/)?.[1] === String(article.id));
      expect(entry?.lastmod).toBe(article.created_at.slice(0, 10));
      expect(entry?.['xhtml:link'].filter((link) => link['@_hreflang'] && link['@_hreflang'] !== 'x-default')).toHaveLength(3);
    }
    const latestNews = urls.find((url) => url.loc === `${ORIGIN}/pc/latestNews`);
    expect(latestNews?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Each URL, and each alternate it names, answers 200 with its page.
    const all = new Set([...locs, ...urls.flatMap((url) => url['xhtml:link'].map((link) => link['@_href']))]);
    const failures: string[] = [];
    for (const url of all) {
      const answer = await site.app.inject({ url: url.slice(ORIGIN.length), headers: { accept: '*/*' } });
      if (answer.statusCode !== 200) failures.push(`${url}: ${answer.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(all.size).toBeGreaterThan(100);
  });
});
