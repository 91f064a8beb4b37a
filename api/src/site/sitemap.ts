import { XMLBuilder } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RegistryDocument } from '@portal/contracts/registry';
import { ARTICLE_CATEGORY } from './articles.js';
import { CONTENT_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGES } from '@portal/contracts/languages';
import { fromContentLanguage } from '../i18n/edges.js';
import { HREFLANG, pageUrl } from './head.js';
import { registeredPages } from './pages.js';
import { ARTICLE_PAGES, LOGIN_REQUIRED, counterpart } from './route-table.js';

// sitemap.xml and robots.txt (issue 15), made from the same route table the pages answer by (the registry, read per
// request) and from the database: every public page and every published article, in the three languages, never by hand.

/** A list page's content: its last-modified is its category's newest article in that language. */
const PAGE_CATEGORY: Record<string, number> = {
  home: 1,
  latestNews: 1,
  commonProblem: 2,
  aboutUs: 3,
  backgroundOfTheCompetition: 4,
  previousCompetition: 5,
  interestingSidelightsTwo: 6,
  pc_wd: 7,
};
/** The desktop page that shows one article of a category. */
export const ARTICLE_PAGE = { news: 'latestNewsDetail', faq: 'commonProblemDetail' } as const;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
  mobile?: string;
}

/** The pages the sitemap lists: desktop pages (a mobile page's canonical URL is its desktop one), anyone may see. */
export function indexablePages(registry: RegistryDocument | null): string[] {
  const pages = registeredPages(registry);
  const desktop = pages.filter((page) => page.device === 'pc').map((page) => page.route);
  // A page only the phone has (none today) is listed as it is.
  const mobileOnly = pages.filter((page) => page.device === 'mobile' && !counterpart('mobile', page.route)).map((page) => page.route);
  return [...desktop, ...mobileOnly].filter(
    (route) => !LOGIN_REQUIRED.pc.includes(route) && !LOGIN_REQUIRED.mobile.includes(route) && !ARTICLE_PAGES[route] && !/[:*]/.test(route),
  );
}

const day = (iso: string) => iso.slice(0, 10);

async function newestByCategory(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('articles').select(['cid', 'lang']).select((eb) => eb.fn.max('created_at').as('newest')).where('live', '=', 1).groupBy(['cid', 'lang']).execute();
  return new Map(rows.map((row) => [`${row.cid}/${row.lang}`, String(row.newest)]));
}

async function pageUrls(db: Kysely<Database>, origin: string, registry: RegistryDocument | null): Promise<SitemapUrl[]> {
  const newest = await newestByCategory(db);
  const mobileOf = (route: string) => (registeredPages(registry).some((page) => page.device === 'pc' && page.route === route) ? counterpart('pc', route) : undefined);
  return indexablePages(registry).flatMap((route) => {
    const device = registeredPages(registry).some((page) => page.device === 'pc' && page.route === route) ? 'pc' : 'mobile';
    const alternates = LANGUAGES.map((language) => ({ hreflang: HREFLANG[language], href: pageUrl(origin, device, route, language) }));
    return LANGUAGES.map((language) => {
      const category = PAGE_CATEGORY[route];
      const lastmod = category === undefined ? undefined : newest.get(`${category}/${CONTENT_LANGUAGE[language]}`);
      const mobile = mobileOf(route);
      return {
        loc: pageUrl(origin, device, route, language),
        ...(lastmod ? { lastmod: day(lastmod) } : {}),
        alternates,
        ...(mobile ? { mobile: pageUrl(origin, 'mobile', mobile, language) } : {}),
      };
    });
  });
}

async function articleUrls(db: Kysely<Database>, origin: string): Promise<SitemapUrl[]> {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'lang', 'cid', 'translation_key', 'created_at'])
    .where('cid', 'in', [ARTICLE_CATEGORY.news, ARTICLE_CATEGORY.faq])
    .where('live', '=', 1)
    .orderBy('id')
    .execute();
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) byKey.set(`${row.cid}/${row.translation_key}`, [...(byKey.get(`${row.cid}/${row.translation_key}`) ?? []), row]);
  return rows.map((row) => {
    const category = row.cid === ARTICLE_CATEGORY.news ? 'news' : 'faq';
    const route = ARTICLE_PAGE[category];
    const language = fromContentLanguage(row.lang);
    const siblings = byKey.get(`${row.cid}/${row.translation_key}`) ?? [row];
    const mobile = counterpart('pc', route);
    return {
      loc: pageUrl(origin, 'pc', route, language, row.id),
      lastmod: day(row.created_at),
      alternates: siblings.map((sibling) => ({ hreflang: HREFLANG[fromContentLanguage(sibling.lang)], href: pageUrl(origin, 'pc', route, fromContentLanguage(sibling.lang), sibling.id) })),
      ...(mobile ? { mobile: pageUrl(origin, 'mobile', mobile, language, row.id) } : {}),
    };
  });
}

/** sitemap.xml: the pages, then the articles, each URL with its language alternates (x-default: Traditional Chinese). */
export async function sitemapXml(db: Kysely<Database>, origin: string, registry: RegistryDocument | null): Promise<string> {
  const urls = [...(await pageUrls(db, origin, registry)), ...(await articleUrls(db, origin))];
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  const xml = builder.build({
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: urls.map((url) => {
        const fallback = url.alternates.find((alternate) => alternate.hreflang === HREFLANG[DEFAULT_LANGUAGE]);
        return {
          loc: url.loc,
          ...(url.lastmod ? { lastmod: url.lastmod } : {}),
          'xhtml:link': [
            ...url.alternates.map((alternate) => ({ '@_rel': 'alternate', '@_hreflang': alternate.hreflang, '@_href': alternate.href })),
            ...(fallback ? [{ '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': fallback.href }] : []),
            ...(url.mobile ? [{ '@_rel': 'alternate', '@_media': 'only screen and (max-width: 768px)', '@_href': url.mobile }] : []),
          ],
        };
      }),
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}

/** robots.txt: everything may be crawled but the API, private files and the back office; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /uploads/', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
