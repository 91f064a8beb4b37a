import { screen } from '@testing-library/react';
import { ok } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { article } from '../../../testing/fixtures';
import { renderPage, resetSession } from '../../../testing/render';
import { NewsDetailPage } from '../DetailPages';

// An editor's preview (issue 25 point 2): the detail page passes `?preview=` to the API; when the API answers the
// unsaved draft (`preview: true`) the page says "Preview" above it and shows no comments; when the token has expired the
// API answers the public article and the page is the public one.
const t = setupContentApi();
const TOKEN = 'A'.repeat(43);
beforeEach(() => resetSession());

const detailQueries = () => t.server.hits.filter((hit) => hit.path === '/api/article/detail').map((hit) => hit.query);

test('a live token: the draft under a visible Preview ribbon, without comments', async () => {
  t.server.use(contentApi({ 'GET /api/article/detail': ok({ ...article(0), title: 'Unsaved draft', sample: false, preview: true }) }));
  renderPage(<NewsDetailPage device="pc" />, `/pc/latestNewsDetail?preview=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 2, name: 'Unsaved draft' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(/^預覽/);
  expect(screen.queryByRole('heading', { name: /留言|評論/ })).toBeNull();
  expect(t.server.hits.some((hit) => hit.path.startsWith('/api/comment'))).toBe(false);
  expect(detailQueries()).toEqual([{ preview: TOKEN }]);
});

test('with an id and a token the API decides: the public article (an expired token) has no ribbon', async () => {
  t.server.use(contentApi());
  renderPage(<NewsDetailPage device="mobile" />, `/mobile/news/consult/detail?id=7&preview=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 2, name: 'zh-hk title 7' })).toBeInTheDocument();
  expect(screen.queryByRole('note')).toBeNull();
  expect(detailQueries()).toEqual([{ id: '7', preview: TOKEN }]);
});
