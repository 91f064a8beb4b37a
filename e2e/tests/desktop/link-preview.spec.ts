import { expect, test } from '../support/test';
import { firstArticle } from '../support/content';
import { ARTICLE_CATEGORY } from '@portal/shared/contracts';

// Issue 15: what a link-preview crawler sees — no JavaScript, `Accept: */*` — on the production build: a news page's
// own title, description and image in each language, and a real 404 for a page that does not exist.
test.use({ javaScriptEnabled: false });

for (const [language, query, siteName] of [
  ['zhComplex', '', '國際沙漠可持續發展大獎'],
  ['zhSimple', '&lang=zh-cn', '国际沙漠可持续发展大奖'],
  ['en', '&lang=en', 'International Desert Sustainability Award'],
] as const) {
  test(`a news page shared in ${language} previews its own title, description and image`, async ({ page, request, baseURL }) => {
    const article = await firstArticle(request, ARTICLE_CATEGORY.news, language);
    const response = await page.goto(`/pc/latestNewsDetail?id=${article.id}${query}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.title} | ${siteName}`);
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(article.title);
    expect(await meta('og:url')).toBe(`${baseURL}/pc/latestNewsDetail?id=${article.id}${query}`);
    const image = await meta('og:image');
    expect(image).toMatch(/\/media\/share\/share-.+\.png$/);
    const picture = await request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(4);
  });
}

test('a page that does not exist is a 404 with its message, for a crawler too', async ({ page, request }) => {
  const response = await page.goto('/pc/doesNotExist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '找不到此頁面' })).toBeVisible();
  const crawler = await request.get('/pc/doesNotExist', { headers: { accept: '*/*' } });
  expect(crawler.status()).toBe(404);
  expect(crawler.headers()['x-robots-tag']).toBe('noindex');
});
