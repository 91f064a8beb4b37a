import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@portal/shared/i18n';
import { failure, ok } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { article } from '../../../testing/fixtures';
import { renderPage, resetSession } from '../../../testing/render';
import { NewsListPage } from '../CategoryPages';
import { NewsDetailPage } from '../DetailPages';

// The news list (cid 1, `?page=`) and "information details" (`?id=`).
const t = setupContentApi();
beforeEach(() => {
  resetSession();
  t.server.use(contentApi());
});

const listQueries = () => t.server.hits.filter((hit) => hit.path === '/api/article/lists').map((hit) => hit.query);
const articles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

test('the list shows a page of news with cover, date, abstract and a sample badge; pages follow ?page=', async () => {
  renderPage(<NewsListPage device="pc" />, '/pc/latestNews');
  expect(await screen.findByText('zh-hk title 12')).toBeInTheDocument();
  expect(articles()).toHaveLength(10);
  expect(listQueries()).toEqual([{ cid: '1', page_no: '1', page_size: '10', type: 'zh-hk' }]);

  const first = screen.getAllByRole('listitem')[0] as HTMLElement;
  expect(within(first).getByRole('link', { name: /zh-hk title 12/ })).toHaveAttribute('href', '/pc/latestNewsDetail?id=12');
  expect(within(first).getByText('示例')).toBeInTheDocument(); // id 12 is a sample in the fixtures
  expect(within(first).getByText('zh-hk abstract 12')).toBeInTheDocument();
  expect(first.querySelector('time')).toHaveAttribute('dateTime', '2024-03-01T08:00:00.000Z');
  // The first covers are in the first screen: fetched at once (the first with high priority), the rest lazily.
  const covers = screen.getAllByRole('listitem').map((item) => item.querySelector('img'));
  const cover = covers[0];
  expect(cover).not.toHaveAttribute('loading');
  expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(covers[1]).not.toHaveAttribute('loading');
  expect(covers[2]).toHaveAttribute('loading', 'lazy');
  expect(cover).toHaveAttribute('width', '320');
  expect(cover).toHaveAttribute('height', '180');

  const pages = screen.getByRole('navigation', { name: '分頁' });
  expect(within(pages).getByRole('link', { name: '第 1 頁' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(pages).getByRole('link', { name: '下一頁' }));
  expect(await screen.findByText('zh-hk title 2')).toBeInTheDocument();
  expect(articles()).toEqual(['zh-hk title 2示例', 'zh-hk title 1']);
  expect(listQueries().at(-1)).toMatchObject({ page_no: '2', page_size: '10' });
  const again = screen.getByRole('navigation', { name: '分頁' }); // the list was loaded (and drawn) anew
  expect(within(again).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
});

// The part's states (loading, error and timeout with retry) are @portal/shared/data's, tested there; here, that
// the list asks in the language the content API names (`type`), again on a switch.
test('a language switch loads the list again, in the new language', async () => {
  renderPage(<NewsListPage device="pc" />, '/pc/latestNews');
  expect(await screen.findByText('zh-hk title 12')).toBeInTheDocument();
  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(await screen.findByText('en-us title 12')).toBeInTheDocument();
  expect(screen.queryByText('zh-hk title 12')).not.toBeInTheDocument();
  const last = t.server.hits.filter((hit) => hit.path === '/api/article/lists').at(-1);
  expect(last?.query.type).toBe('en-us');
  expect(last?.headers['accept-language']).toBe('en-us');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest news');
});

test('mobile list items lead to the mobile detail page', async () => {
  renderPage(<NewsListPage device="mobile" />, '/mobile/news/consult?page=2');
  expect(await screen.findByRole('link', { name: /zh-hk title 1$/ })).toHaveAttribute(
    'href',
    '/mobile/news/consult/detail?id=1',
  );
});

test('the detail page shows the article’s paragraphs as text', async () => {
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=7');
  expect(screen.getByRole('heading', { level: 1, name: '資訊詳情' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'zh-hk title 7' })).toBeInTheDocument();
  expect(screen.getByText('zh-hk paragraph one of 7')).toBeInTheDocument();
  expect(screen.getByText('zh-hk paragraph two of 7')).toBeInTheDocument();
  expect(t.server.hits.find((hit) => hit.path === '/api/article/detail')?.query).toEqual({ id: '7' });
});

test('the detail page draws a rich body under its own title: one h1, the body’s headings below the h2, nothing stored by hand that runs', async () => {
  const body = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Part one' }] },
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Stored h1' }] },
      { type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [{ type: 'text', text: 'go', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
      { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
    ],
  };
  t.server.use(contentApi({ 'GET /api/article/detail': ok(() => ({ ...article(7), content: body })) }));
  renderPage(<NewsDetailPage device="mobile" />, '/mobile/news/consult/detail?id=7');
  expect(await screen.findByRole('heading', { level: 3, name: 'Part one' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.queryByText('Stored h1')).not.toBeInTheDocument();
  expect(screen.getByText('go')).not.toHaveAttribute('href');
  expect(screen.queryByRole('link', { name: 'go' })).not.toBeInTheDocument();
  expect(document.querySelector('script, [onclick]')).toBeNull();
});

test('an unknown id says "not found" once (the 404’s message is not toasted too) and offers the list', async () => {
  t.server.use(contentApi({ 'GET /api/article/detail': failure(404, '找不到文章') }));
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=999');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('找不到這則資訊，它可能已被移除。');
  expect(within(alert).getByRole('link', { name: '返回最新資訊' })).toHaveAttribute('href', '/pc/latestNews');
  expect(screen.queryByText('找不到文章')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '評論' })).not.toBeInTheDocument();
});

test('a detail URL without a usable id says "not found" without asking the server', async () => {
  renderPage(<NewsDetailPage device="pc" />, '/pc/latestNewsDetail?id=abc');
  expect(screen.getByRole('alert')).toHaveTextContent('找不到這則資訊');
  expect(t.server.hits).toEqual([]);
});
