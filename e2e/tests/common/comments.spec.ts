import { expect, test } from '../support/test';
import { ARTICLE_CATEGORY } from '@portal/shared/contracts';
import { firstArticle } from '../support/content';
import { logInAsNewTeam } from '../support/session';

const NEWS_LIST = { desktop: '/pc/latestNews', mobile: '/mobile/news/consult' } as const;

test('a logged-in team goes from the news list to an article and comments on it', async ({ page, request, baseURL }, testInfo) => {
  const team = `Team ${crypto.randomUUID().slice(0, 8)}`;
  await logInAsNewTeam(page, baseURL, team);
  const article = await firstArticle(request, ARTICLE_CATEGORY.news, 'zhComplex');

  await page.goto(NEWS_LIST[testInfo.project.name as keyof typeof NEWS_LIST]);
  await page.getByRole('link', { name: article.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${article.id}$`));
  await expect(page.getByRole('heading', { name: article.title })).toBeVisible();

  // Typed as markup, kept and shown as text.
  const text = `<b>Sand</b> ${crypto.randomUUID()}`;
  const box = page.getByRole('textbox');
  await box.fill('   ');
  await page.getByRole('button', { name: '提交評論', exact: true }).click();
  await expect(page.getByText('請輸入評論內容')).toBeVisible();

  await box.fill(text);
  await page.getByRole('button', { name: '提交評論', exact: true }).click();
  await expect(page.getByText('評論成功')).toBeVisible();
  const posted = page.getByText(text, { exact: true });
  await expect(posted).toBeVisible();
  await expect(page.getByText(team).first()).toBeVisible();
  await expect(page.locator('[data-remote="mf-content"] b')).toHaveCount(0);

  // It is stored: a reload shows it again.
  await page.reload();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
});

test('a visitor without a session sees no comment form, only the way to log in', async ({ page, request }, testInfo) => {
  const article = await firstArticle(request, ARTICLE_CATEGORY.news, 'zhComplex');
  const detail = testInfo.project.name === 'mobile' ? '/mobile/news/consult/detail' : '/pc/latestNewsDetail';
  await page.goto(`${detail}?id=${article.id}`);
  await expect(page.getByRole('heading', { name: article.title })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  const refused = await request.post('/api/comment/add', { data: { articleId: article.id, content: 'no session' } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe(-1);
});
