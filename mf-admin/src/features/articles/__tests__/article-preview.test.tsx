import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticlePreview } from '@portal/contracts/admin-articles';
import { ok, type Hit } from '@portal/shared/testing';
import '../../../testing/editor-dom';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { ARTICLE } from '../../../testing/articles-fixtures';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The preview (issue 25 point 2): the unsaved draft as it stands on the page is sent to the preview route (nothing is
// saved), and the public pages it answers open in a desktop and a phone frame, in the language chosen.
jest.setTimeout(40_000);
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const BASE = '/api/admin/articles';
const SLOW = { timeout: 15_000 };
const T = 'A'.repeat(43);
const page = (device: string, route: string, lang: string) => `/${device}/${route}?${lang ? `lang=${lang}&` : ''}preview=${T}`;
const PREVIEW: ArticlePreview = {
  token: T,
  expiresAt: '2026-11-20T02:30:00.000Z',
  pages: {
    zhComplex: { pc: page('pc', 'latestNewsDetail', 'zh-hk'), mobile: page('mobile', 'news/consult/detail', 'zh-hk') },
    zhSimple: { pc: page('pc', 'latestNewsDetail', 'zh-cn'), mobile: page('mobile', 'news/consult/detail', 'zh-cn') },
    en: { pc: page('pc', 'latestNewsDetail', 'en'), mobile: page('mobile', 'news/consult/detail', 'en') },
  },
};

function serve(previewAnswer = ok(PREVIEW)) {
  api.server.use(
    staffApi(member('editor'), {
      [`GET ${BASE}/7`]: ok(ARTICLE),
      [`GET ${BASE}/7/revisions`]: ok([]),
      [`POST ${BASE}/7/preview`]: previewAnswer,
    }),
  );
}

async function openArticle() {
  await renderAdmin('/admin/articles/7');
  await screen.findByRole('heading', { level: 1, name: 'Article #7: Water in the desert' }, SLOW);
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Body/, hidden: true })).toHaveLength(3), SLOW);
}

const frames = (dialog: HTMLElement) => within(dialog).getAllByTitle(/preview in/).map((frame) => [frame.getAttribute('title'), frame.getAttribute('src'), frame.getAttribute('width'), frame.getAttribute('height')]);

test('Preview sends the unsaved draft and shows the public pages in a desktop and a phone frame, per language', async () => {
  serve();
  await openArticle();
  await userEvent.click(screen.getByRole('tab', { name: 'English' }));
  const title = screen.getByRole('textbox', { name: 'Title (English)' });
  await userEvent.clear(title);
  await userEvent.type(title, 'Not saved yet');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview of the unsaved draft' }, SLOW);
  const sent = bodyOf(api.server.hits.find((hit: Hit) => hit.method === 'POST' && hit.path === `${BASE}/7/preview`)!) as { draft: typeof ARTICLE.draft };
  expect(sent.draft.en.title).toBe('Not saved yet');
  expect(api.server.hits.some((hit: Hit) => hit.method === 'PUT')).toBe(false);
  // The staff's own language first.
  expect(within(dialog).getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  expect(frames(dialog)).toEqual([
    ['Desktop preview in English', PREVIEW.pages.en.pc, '1280', '800'],
    ['Phone preview in English', PREVIEW.pages.en.mobile, '390', '844'],
  ]);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Simplified Chinese' }));
  expect(frames(dialog)).toEqual([
    ['Desktop preview in Simplified Chinese', PREVIEW.pages.zhSimple.pc, '1280', '800'],
    ['Phone preview in Simplified Chinese', PREVIEW.pages.zhSimple.mobile, '390', '844'],
  ]);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Traditional Chinese' }));
  expect(frames(dialog).map(([, src]) => src)).toEqual([PREVIEW.pages.zhComplex.pc, PREVIEW.pages.zhComplex.mobile]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close the preview' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Still unsaved.
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
});

test('a refused draft says the server’s words and opens nothing', async () => {
  serve(refuse.failure(400, 'The cover image (#77) is not in the media library'));
  await openArticle();
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('The cover image (#77) is not in the media library')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});
