import type { APIRequestContext, Page } from '@playwright/test';
import type { ArticleSummary, Envelope, Finalist, GalleryImage, Paged } from '@portal/shared/contracts';
import type { Language } from '@portal/shared/i18n';

// What each content page must show, read from the API the page itself reads: the test follows the seed
// rather than repeating its texts.

export const API_LANGUAGE: Record<Language, string> = { zhComplex: 'zh-hk', zhSimple: 'zh-cn', en: 'en-us' };
export const LANGUAGES: Language[] = ['zhComplex', 'zhSimple', 'en'];

async function apiData<T>(request: APIRequestContext, url: string, language: Language): Promise<T> {
  const response = await request.get(url, { headers: { 'Accept-Language': API_LANGUAGE[language] } });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${url} answered code ${body.code}`);
  return body.data;
}

export async function firstArticle(request: APIRequestContext, cid: number, language: Language): Promise<ArticleSummary> {
  const page = await apiData<Paged<ArticleSummary>>(
    request,
    `/api/article/lists?cid=${cid}&page_no=1&page_size=1&type=${API_LANGUAGE[language]}`,
    language,
  );
  const first = page.lists[0];
  if (!first) throw new Error(`no seeded article in category ${cid} for ${language}`);
  return first;
}

/** The contact e-mail of the site settings (runtime data, issue 25) as the server has them now. */
export async function siteContactEmail(request: APIRequestContext, language: Language): Promise<string> {
  return (await apiData<{ contact: { email: string } }>(request, '/api/site/settings', language)).contact.email;
}

export async function firstFinalist(request: APIRequestContext, language: Language): Promise<string> {
  const finalists = await apiData<Finalist[]>(request, '/api/display/finalists?group=1', language);
  return finalists[0]!.teamName;
}

export async function firstGalleryCaption(request: APIRequestContext, language: Language): Promise<string> {
  const gallery = await apiData<Paged<GalleryImage>>(
    request,
    '/api/display/gallery?contest=1&page_no=1&page_size=1',
    language,
  );
  return gallery.lists[0]!.caption;
}

/** Opens a page in a language, as a returning visitor whose choice is stored. */
export async function openIn(page: Page, path: string, language: Language): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto(path);
}
