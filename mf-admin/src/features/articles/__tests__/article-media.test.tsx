import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pageOf, type Hit } from '@portal/shared/testing';
import '../../../testing/editor-dom';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { ARTICLE } from '../../../testing/articles-fixtures';
import { LIBRARY } from '../../../testing/media-fixtures';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// Images and the cover from the media library in the article editor (issue 25 point 1): Insert image opens the
// library's picker and puts the chosen image into that language's body with that language's alt text; the cover is
// chosen the same way; both reach the save.
jest.setTimeout(40_000);
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const BASE = '/api/admin/articles';
const SLOW = { timeout: 15_000 };

function serve() {
  api.server.use(
    staffApi(member('editor'), {
      [`GET ${BASE}/7`]: ok(ARTICLE),
      [`PUT ${BASE}/7`]: ok((hit) => ({ ...ARTICLE, revision: 4, draft: (bodyOf(hit) as { draft: typeof ARTICLE.draft }).draft })),
      [`GET ${BASE}/7/revisions`]: ok([]),
      'GET /api/admin/media': ok((hit) => pageOf(LIBRARY, hit)),
      'GET /api/admin/media/10': ok(LIBRARY[2]),
    }),
  );
}

const sent = () => bodyOf(api.server.hits.filter((hit: Hit) => hit.method === 'PUT' && hit.path === `${BASE}/7`).at(-1)!) as { draft: typeof ARTICLE.draft };

async function openArticle() {
  await renderAdmin('/admin/articles/7');
  await screen.findByRole('heading', { level: 1, name: 'Article #7: Water in the desert' }, SLOW);
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Body/, hidden: true })).toHaveLength(3), SLOW);
}

async function pick(name: RegExp) {
  const dialog = await screen.findByRole('dialog', { name: 'Choose an image' }, SLOW);
  await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3), SLOW);
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

test('Insert image puts the chosen library image into that language’s body, with its alt text there, and the save sends it', async () => {
  serve();
  await openArticle();
  await userEvent.click(screen.getByRole('tab', { name: 'English' }));
  await userEvent.click(screen.getByRole('textbox', { name: 'Body (English)' }));
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting of the English body' });
  await userEvent.click(within(toolbar).getByRole('button', { name: 'Insert image' }));
  await pick(/Dune 10/);
  const english = screen.getByRole('textbox', { name: 'Body (English)' });
  expect(within(english).getByRole('img', { name: 'Dune 10' })).toHaveAttribute('src', LIBRARY[2]?.src);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.server.hits.some((hit: Hit) => hit.method === 'PUT')).toBe(true));
  const images = sent().draft.en.body.content.filter((block) => block.type === 'image');
  expect(images).toEqual([{ type: 'image', attrs: { mediaId: 10, src: LIBRARY[2]?.src, srcset: LIBRARY[2]?.srcset, alt: 'Dune 10', width: 480, height: 320 } }]);
  expect(sent().draft.zhComplex.body.content.some((block) => block.type === 'image')).toBe(false);
});

test('searching the library in the picker does not submit the article around it (nothing is saved until Save)', async () => {
  serve();
  await openArticle();
  await userEvent.click(screen.getByRole('tab', { name: 'English' }));
  await userEvent.click(screen.getByRole('textbox', { name: 'Body (English)' }));
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting of the English body' });
  await userEvent.click(within(toolbar).getByRole('button', { name: 'Insert image' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose an image' }, SLOW);
  await userEvent.type(within(dialog).getByRole('searchbox'), 'Dune{Enter}');
  await waitFor(() => expect(api.server.hits.some((hit: Hit) => hit.path === '/api/admin/media' && hit.query.search === 'Dune')).toBe(true), SLOW);
  expect(api.server.hits.filter((hit: Hit) => hit.method === 'PUT')).toEqual([]);
});

test('the cover is chosen from the library, shown, sent with the save, and can be removed', async () => {
  serve();
  await openArticle();
  const cover = screen.getByRole('group', { name: 'Cover' });
  expect(within(cover).getByText(/No cover/)).toBeInTheDocument();
  await userEvent.click(within(cover).getByRole('button', { name: 'Choose a cover' }));
  await pick(/Dune 10/);
  expect(within(cover).getByRole('img', { name: 'Dune 10' })).toBeInTheDocument();
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.server.hits.some((hit: Hit) => hit.method === 'PUT')).toBe(true));
  expect(sent().draft.coverMediaId).toBe(10);
  await userEvent.click(within(cover).getByRole('button', { name: 'Remove the cover' }));
  expect(within(cover).getByText(/No cover/)).toBeInTheDocument();
});
