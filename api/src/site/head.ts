import { counterpart, type Device } from './route-table.js';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from '@portal/contracts/languages';
import { NOT_FOUND_TEXT, PAGE_TEXTS, SITE_NAME } from '@portal/contracts/page-texts';
import { languageTag, parseLanguageTag } from '../i18n/edges.js';

// The <head> of a page for search engines and link previews (issue 15, docs/adr/0023): its own title and description,
// canonical URL, Open Graph and Twitter card tags and hreflang alternates, read from the HTML without running it.
// A URL says its language with `?lang=` (zh-cn, en); without it, the page is in Traditional Chinese, the default.

/** hreflang (the page's <html lang>) and og:locale of each language. */
export const HREFLANG = HTML_LANG;
const OG_LOCALE: Record<Language, string> = { zhComplex: 'zh_HK', zhSimple: 'zh_CN', en: 'en_US' };
/** The link-preview image of each language (tools/generate-share-images.mjs): link previews take no SVG. */
const SHARE_IMAGE: Record<Language, string> = {
  zhComplex: '/media/share/share-zh-hk.png',
  zhSimple: '/media/share/share-zh-cn.png',
  en: '/media/share/share-en-us.png',
};
const RASTER = /\.(?:png|jpe?g|webp|gif)$/i;

/** One article as its page shows it, and the same article in the other languages (by translation key). */
export interface ArticleHead {
  id: number;
  title: string;
  abstract: string;
  cover: string | null;
  createdAt: string;
  /** The id of this article in each language it exists in (its own included). */
  translations: Partial<Record<Language, number>>;
}

export interface HeadInput {
  /** The site's origin for absolute URLs (SITE_URL, or the request's). */
  origin: string;
  device: Device;
  route: string;
  /** The desktop key of the page (its texts). */
  key: string;
  language: Language;
  article?: ArticleHead | null;
  /** Login-only pages and error pages: not to be indexed. */
  noindex: boolean;
}

/** The language a URL names with `?lang=` (its tag), or undefined. */
export const urlLanguage = (value: string | null): Language | undefined => parseLanguageTag(value);

/** The URL of a page in a language (and, for an article's page, of that article). */
export function pageUrl(origin: string, device: Device, route: string, language: Language, articleId?: number): string {
  const query = new URLSearchParams();
  if (articleId !== undefined) query.set('id', String(articleId));
  if (language !== DEFAULT_LANGUAGE) query.set('lang', languageTag(language));
  const search = query.toString();
  return `${origin}/${device}/${route}${search ? `?${search}` : ''}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escape(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(' ')}>`;

/** A description of at most ~160 characters, cut at a word or character boundary. */
function summary(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}

/** The title element and tags of a page, as one HTML string for its <head>. */
export function pageHead(input: HeadInput): { title: string; tags: string } {
  const { origin, device, route, key, language, article } = input;
  const site = SITE_NAME[language];
  const text = PAGE_TEXTS[key]?.[language] ?? { title: site, description: PAGE_TEXTS.home?.[language].description ?? '' };
  const pageTitle = article ? article.title : text.title;
  const title = pageTitle === site ? site : `${pageTitle} | ${site}`;
  const description = summary(article ? article.abstract || text.description : text.description);
  // A mobile page's canonical URL is its desktop counterpart's (the same content); the desktop page points back.
  const pcRoute = device === 'pc' ? route : counterpart('mobile', route);
  const canonicalDevice: Device = pcRoute ? 'pc' : device;
  const canonicalRoute = pcRoute ?? route;
  const languages = article ? LANGUAGES.filter((each) => article.translations[each] !== undefined) : [...LANGUAGES];
  const urlIn = (each: Language, onDevice = canonicalDevice, onRoute = canonicalRoute) =>
    pageUrl(origin, onDevice, onRoute, each, article ? article.translations[each] : undefined);
  const canonical = urlIn(language);
  const image = `${origin}${article?.cover && RASTER.test(article.cover) ? article.cover : SHARE_IMAGE[language]}`;
  const mobileRoute = device === 'pc' ? counterpart('pc', route) : undefined;

  const tags = [
    `<title>${escape(title)}</title>`,
    meta('name', 'description', description),
    ...(input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    link({ rel: 'canonical', href: canonical }),
    ...languages.map((each) => link({ rel: 'alternate', hreflang: HREFLANG[each], href: urlIn(each) })),
    ...(languages.includes(DEFAULT_LANGUAGE) ? [link({ rel: 'alternate', hreflang: 'x-default', href: urlIn(DEFAULT_LANGUAGE) })] : []),
    ...(mobileRoute ? [link({ rel: 'alternate', media: 'only screen and (max-width: 768px)', href: urlIn(language, 'mobile', mobileRoute) })] : []),
    meta('property', 'og:type', article ? 'article' : 'website'),
    meta('property', 'og:site_name', site),
    meta('property', 'og:title', pageTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    ...(image.endsWith('.png') && !article?.cover ? [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')] : []),
    meta('property', 'og:image:alt', site),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...languages.filter((each) => each !== language).map((each) => meta('property', 'og:locale:alternate', OG_LOCALE[each])),
    ...(article ? [meta('property', 'article:published_time', article.createdAt)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', pageTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  return { title, tags: tags.join('') };
}

/** The head of the not-found page: its title in the visitor's language, never indexed. */
export function notFoundHead(language: Language): string {
  const { title, description } = NOT_FOUND_TEXT[language];
  return [`<title>${escape(`${title} | ${SITE_NAME[language]}`)}</title>`, meta('name', 'description', description), meta('name', 'robots', 'noindex')].join('');
}

/**
 * Every page's title in each language, keyed by path (`/pc/latestNews`) and by the client's language names: the shell
 * sets the tab's title from it as the visitor moves between pages, which the HTML's <title> only names for the first.
 */
export function pageTitles(pages: readonly { device: Device; route: string; key: string }[]): Record<string, Record<string, string>> {
  const titles: Record<string, Record<string, string>> = {};
  for (const language of LANGUAGES) {
    const site = SITE_NAME[language];
    const own: Record<string, string> = {};
    for (const page of pages) {
      const title = PAGE_TEXTS[page.key]?.[language].title;
      if (title) own[`/${page.device}/${page.route}`] = title === site ? site : `${title} | ${site}`;
    }
    titles[language] = own;
  }
  return titles;
}
