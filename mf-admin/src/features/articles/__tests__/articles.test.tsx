import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pageOf, type Handler, type Hit } from '@portal/shared/testing';
import '../../../testing/editor-dom';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { ARTICLE, ARTICLE_SUMMARY, REVISION_1, REVISION_3, REVISIONS, SCHEDULED_SUMMARY } from '../../../testing/articles-fixtures';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The editor's articles pages against the staff API on the fixture server (contracts/src/admin-articles.ts): the list's
// filters reach the API; a save sends the revision the page loaded and the normalized documents, and a newer revision
// (409) is said, never overwritten; state changes are confirmed and refused in the server's words; revisions compare and
// restore; leaving with unsaved changes asks.
// The editor (TipTap) is its own lazy chunk, as in the browser: the first test to open it compiles and loads it.
jest.setTimeout(30_000);
const api = setupStaffApi();
beforeEach(() => {
  resetStaff({ token: 'staff-1', language: 'en' });
  resize(1024);
});

function resize(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const BASE = '/api/admin/articles';

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('editor'), {
      [`GET ${BASE}`]: ok((hit) => pageOf([ARTICLE_SUMMARY, SCHEDULED_SUMMARY], hit)),
      [`POST ${BASE}`]: ok({ ...ARTICLE, id: 12, revision: 1 }),
      [`GET ${BASE}/7`]: ok(ARTICLE),
      [`PUT ${BASE}/7`]: ok((hit) => ({ ...ARTICLE, revision: 4, draft: (bodyOf(hit) as { draft: typeof ARTICLE.draft }).draft })),
      [`GET ${BASE}/7/revisions`]: ok(REVISIONS),
      [`GET ${BASE}/7/revisions/1`]: ok(REVISION_1),
      [`GET ${BASE}/7/revisions/3`]: ok(REVISION_3),
      ...overrides,
    }),
  );
}

// The first read of a page waits for its lazy chunk (compiled on first use under Jest): give it the time a busy machine needs.
const SLOW = { timeout: 10_000 };

const hits = (method: string, path: string) => api.server.hits.filter((hit: Hit) => hit.method === method && hit.path === path);

async function openArticle() {
  await renderAdmin('/admin/articles/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article #7: Water in the desert' }, SLOW)).toBeInTheDocument();
  // The editors load in their own chunk: wait for the three bodies.
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Body/, hidden: true })).toHaveLength(3), { timeout: 15_000 });
}

test('the list shows each article’s title, category and state, and its filters and search reach the API', async () => {
  serve();
  await renderAdmin('/admin/articles');
  const table = await screen.findByRole('table', { name: 'Articles' }, SLOW);
  expect(await within(table).findByRole('link', { name: 'Water in the desert' }, SLOW)).toHaveAttribute('href', '/admin/articles/7');
  expect(within(table).getByRole('link', { name: 'FAQ one' })).toBeInTheDocument();
  expect(within(table).getByText('Scheduled')).toBeInTheDocument();
  expect(within(table).getByText(/10:00 \(Hong Kong time\)$/)).toBeInTheDocument();
  expect(within(table).getByText('Sample')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'FAQ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'published');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'water{Enter}');
  await waitFor(() => expect(hits('GET', BASE).at(-1)?.query).toMatchObject({ cid: '2', state: 'published', search: 'water' }));
});

const sent = () => bodyOf(hits('PUT', `${BASE}/7`).at(-1)!) as { revision: number; draft: typeof ARTICLE.draft };

test('a new article: its category is chosen first, then the editor opens on the new draft', async () => {
  serve({ [`GET ${BASE}/12`]: ok({ ...ARTICLE, id: 12, revision: 1 }) });
  await renderAdmin('/admin/articles');
  const form = await screen.findByRole('region', { name: 'New article' }, SLOW);
  await userEvent.click(within(form).getByRole('button', { name: 'Create and edit' }));
  expect(within(form).getAllByText('Please choose a category').length).toBeGreaterThan(0);
  expect(hits('POST', BASE)).toHaveLength(0);
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Category of the new article' }), 'Competition background');
  await userEvent.click(within(form).getByRole('button', { name: 'Create and edit' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/articles/12'));
  expect(bodyOf(hits('POST', BASE)[0]!)).toEqual({ cid: 4 });
});

test('a save sends the revision the page loaded and the bodies as the stored subset, typed and formatted in the editor', async () => {
  serve();
  await openArticle();
  // A tablet: the languages are tabs, Traditional Chinese first.
  expect(screen.getByRole('tab', { name: 'Traditional Chinese', selected: true })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'English' }));
  const title = screen.getByRole('textbox', { name: 'Title (English)' });
  await userEvent.clear(title);
  await userEvent.type(title, 'Water in the dunes');
  const body = screen.getByRole('textbox', { name: 'Body (English)' });
  await userEvent.click(body);
  await userEvent.keyboard('{Control>}b{/Control}');
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting of the English body' });
  expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.keyboard('Loud ');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(hits('PUT', `${BASE}/7`)).toHaveLength(1));
  const { revision, draft } = sent();
  expect(revision).toBe(3);
  expect(draft.en.title).toBe('Water in the dunes');
  expect(draft.en.body).toEqual({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Loud ', marks: [{ type: 'bold' }] }, { type: 'text', text: 'The first paragraph.' }] }],
  });
  // The other languages as loaded; the save answers with revision 4, which the next save names.
  expect(draft.zhComplex).toEqual(ARTICLE.draft.zhComplex);
  expect(await screen.findByText('Saved as revision 4.')).toBeInTheDocument();
  await userEvent.type(title, '!');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(hits('PUT', `${BASE}/7`)).toHaveLength(2));
  expect(sent().revision).toBe(4);
  // Saved, leaving does not ask.
  expect(await screen.findByText('Saved as revision 4.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to the articles' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/articles$/));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a link is made in the dialog, which says why an address is refused; only its address is stored', async () => {
  serve();
  await openArticle();
  const body = screen.getByRole('textbox', { name: 'Body (Traditional Chinese)' });
  await userEvent.click(body);
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
  const address = within(dialog).getByRole('textbox', { name: 'Address' });
  await userEvent.type(address, 'javascript:alert(1)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(within(dialog).getByText(/Links starting with “javascript:” are not allowed/)).toBeInTheDocument();
  await userEvent.clear(address);
  await userEvent.type(address, 'example.org');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(within(dialog).getByText(/for a website: https:\/\/example\.org/)).toBeInTheDocument();
  await userEvent.clear(address);
  await userEvent.type(address, 'https://example.org/oasis');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The dialog's form is not the article's: applying the link saved nothing.
  expect(hits('PUT', `${BASE}/7`)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(hits('PUT', `${BASE}/7`)).toHaveLength(1));
  const paragraph = sent().draft.zhComplex.body.content[0];
  expect(paragraph).toEqual({
    type: 'paragraph',
    content: [{ type: 'text', text: 'https://example.org/oasis', marks: [{ type: 'link', attrs: { href: 'https://example.org/oasis' } }] }, { type: 'text', text: '第一段。' }],
  });
});

test('a newer revision saved meanwhile (409) is said and the newest version offered: nothing is overwritten', async () => {
  let reads = 0;
  const newer = { ...ARTICLE, revision: 5, draft: { ...ARTICLE.draft, en: { ...ARTICLE.draft.en, title: 'Someone else’s title' } } };
  serve({
    [`GET ${BASE}/7`]: ok(() => (reads++ === 0 ? ARTICLE : newer)),
    [`PUT ${BASE}/7`]: refuse.failure(409, '此文章已有較新的修訂版本'),
  });
  await openArticle();
  await userEvent.click(screen.getByRole('tab', { name: 'English' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title (English)' }), ' (mine)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert', { name: '' });
  expect(alert).toHaveTextContent('Not saved: someone saved a newer version. 此文章已有較新的修訂版本');
  expect(alert).toHaveTextContent('You started from revision 3.');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(hits('PUT', `${BASE}/7`)).toHaveLength(1);
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload the newest version' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reload the newest version?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
  expect(await screen.findByText('Revision 5, saved.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'English' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Someone else’s title'));
  expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
});

test('“show the Traditional Chinese text” disables that language’s fields, keeps their text and is sent', async () => {
  serve();
  resize(1440);
  await openArticle();
  // A desktop: the three languages side by side, no tabs.
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Simplified Chinese' })).toBeInTheDocument();
  const english = screen.getByRole('region', { name: 'English' });
  await userEvent.click(within(english).getByRole('checkbox', { name: 'Show the Traditional Chinese text (English)' }));
  expect(within(english).getByRole('textbox', { name: 'Title (English)' })).toBeDisabled();
  expect(within(english).getByRole('textbox', { name: 'Abstract (English)' })).toBeDisabled();
  const body = within(english).getByRole('textbox', { name: 'Body (English)' });
  await waitFor(() => expect(body).toHaveAttribute('contenteditable', 'false'));
  expect(body).toHaveAttribute('aria-disabled', 'true');
  expect(within(english).getByRole('button', { name: 'Bold' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(hits('PUT', `${BASE}/7`)).toHaveLength(1));
  const { draft } = sent();
  expect(draft.fallback).toEqual({ zhSimple: false, en: true });
  expect(draft.en).toEqual(ARTICLE.draft.en);
});

test('publishing is confirmed; the server’s refusal (a language empty, not falling back) is shown in its words', async () => {
  serve({ [`POST ${BASE}/7/publish`]: refuse.failure(400, '簡體中文內容是空的：請填寫，或勾選「顯示繁體中文內容」') });
  await openArticle();
  const panel = screen.getByRole('region', { name: 'Publication' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Publish now' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Publish now?' });
  expect(dialog).toHaveTextContent('Revision 3 becomes the public page at once, in the three languages.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('簡體中文內容是空的：請填寫，或勾選「顯示繁體中文內容」');
  expect(bodyOf(hits('POST', `${BASE}/7/publish`)[0]!)).toEqual({ revision: 3 });
});

test('a state change waits for unsaved changes to be saved; cancelled, it sends nothing', async () => {
  serve();
  await openArticle();
  const panel = screen.getByRole('region', { name: 'Publication' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Publish now' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(hits('POST', `${BASE}/7/publish`)).toHaveLength(0);
  await userEvent.type(screen.getByRole('textbox', { name: 'Title (Traditional Chinese)' }), '！');
  expect(within(panel).getByText(/Save your changes first/)).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Publish now' })).toBeDisabled();
  expect(within(panel).getByRole('button', { name: 'Schedule' })).toBeDisabled();
});

test('scheduling takes a Hong Kong date and time and sends it as an instant at +08:00', async () => {
  serve({ [`POST ${BASE}/7/schedule`]: ok({ ...ARTICLE, state: 'scheduled', revision: 4, publishAt: '2026-12-01T02:00:00.000Z' }) });
  await openArticle();
  const panel = screen.getByRole('region', { name: 'Publication' });
  const at = within(panel).getByLabelText('Publish at (Hong Kong time, UTC+8)');
  fireEvent.change(at, { target: { value: '2026-12-01T10:00' } });
  await userEvent.click(within(panel).getByRole('button', { name: 'Schedule' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Schedule publication?' });
  expect(dialog).toHaveTextContent(/Revision 3 goes live on .*10:00, Hong Kong time\./);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(hits('POST', `${BASE}/7/schedule`)).toHaveLength(1));
  expect(bodyOf(hits('POST', `${BASE}/7/schedule`)[0]!)).toEqual({ revision: 3, publishAt: '2026-12-01T10:00:00+08:00' });
  expect(await within(panel).findByText('Scheduled', { selector: 'span' })).toBeInTheDocument();
  expect(within(panel).getByText(/10:00 \(Hong Kong time\)$/, { selector: 'dd' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
});

test('two revisions compared show, per language and field, what was inserted and deleted', async () => {
  serve();
  await openArticle();
  const panel = screen.getByRole('region', { name: 'Revisions' });
  const table = await within(panel).findByRole('table', { name: /newest first/ }, SLOW);
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(within(table).getByRole('row', { name: /^2 Saved Bo organizer/ })).toBeInTheDocument();
  await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'From' }), 'Revision 1');
  await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'To' }), 'Revision 3');
  await userEvent.click(within(panel).getByRole('button', { name: 'Show the differences' }));
  expect(await within(panel).findByText('From revision 1 to revision 3:', { exact: false }, SLOW)).toBeInTheDocument();
  const inserted = within(panel).getAllByText((_, element) => element?.tagName === 'INS').map((element) => element.textContent);
  const deleted = within(panel).getAllByText((_, element) => element?.tagName === 'DEL').map((element) => element.textContent);
  expect(inserted).toEqual(expect.arrayContaining(['desert', 'first', '之']));
  expect(deleted).toEqual(expect.arrayContaining(['sand', 'old', '的']));
  // Unchanged fields say so: the English abstract is the same in both.
  expect(within(panel).getAllByText('No change').length).toBeGreaterThan(0);
});

test('a revision is restored only once confirmed; the editor then shows it', async () => {
  serve({ [`POST ${BASE}/7/revisions/1/restore`]: ok({ ...ARTICLE, revision: 4, draft: REVISION_1.draft }) });
  await openArticle();
  const panel = screen.getByRole('region', { name: 'Revisions' });
  await userEvent.click(await within(panel).findByRole('button', { name: 'Restore revision 1' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore revision 1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(hits('POST', `${BASE}/7/revisions/1/restore`)).toHaveLength(0);
  await userEvent.click(within(panel).getByRole('button', { name: 'Restore revision 1' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(hits('POST', `${BASE}/7/revisions/1/restore`)).toHaveLength(1));
  expect(bodyOf(hits('POST', `${BASE}/7/revisions/1/restore`)[0]!)).toEqual({ revision: 3 });
  expect(await within(panel).findByText('Revision 1 restored as revision 4.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (Traditional Chinese)' })).toHaveValue('沙漠的水'));
});

test('leaving with unsaved changes asks first, in the page (stay or leave) and when the tab closes', async () => {
  serve({ 'GET /api/admin/dashboard': ok(null) });
  await openArticle();
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  await userEvent.type(screen.getByRole('textbox', { name: 'Title (Traditional Chinese)' }), '！');
  expect(unload()).toBe(true);
  await userEvent.click(screen.getByRole('link', { name: 'Back to the articles' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/articles/7');
  expect(screen.getByRole('textbox', { name: 'Title (Traditional Chinese)' })).toHaveValue('沙漠之水！');
  await userEvent.click(screen.getByRole('link', { name: 'Back to the articles' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/articles$/));
});

test('an editor’s menu has the articles; a reviewer’s does not, nor does the page open for one', async () => {
  serve();
  const view = await renderAdmin('/admin/articles');
  const nav = await screen.findByRole('navigation', { name: 'Back office menu' }, SLOW);
  expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).queryByRole('link', { name: 'Works' })).not.toBeInTheDocument();
  view.unmount();
  resetStaff({ token: 'staff-1', language: 'en' });
  api.server.use(staffApi(member('reviewer')));
  await renderAdmin('/admin/articles');
  expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Your role does not open this page.');
  expect(within(screen.getByRole('navigation', { name: 'Back office menu' })).queryByRole('link', { name: 'Articles' })).not.toBeInTheDocument();
  expect(hits('GET', BASE)).toHaveLength(0);
});
