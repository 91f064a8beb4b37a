import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDisplayCollection, AdminDisplayOverview } from '@portal/contracts/admin-display';
import { useLanguageStore } from '@portal/shared/i18n';
import { envelope, ok, pageOf, reply, type Handler } from '@portal/shared/testing';
import { LIBRARY, mediaItem } from '../../../testing/media-fixtures';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The display data pages (issue 25 point 3) against the staff API on the fixture server: the collections' list, and
// the one generic editor drawn from the contract's field descriptors — items added, moved and removed by keyboard,
// images through the library's picker, the contract's rules and the server's refusals beside their field, and a
// stale save (409) offering the saved version.
jest.setTimeout(30_000);
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const text = (en: string, zh = en) => ({ zhComplex: zh, zhSimple: zh, en });
const partner = (n: number, role = 'supporter', logoMediaId = 11) => ({ role, name: text(`Partner ${n}`, `夥伴 ${n}`), logoMediaId, url: `https://p${n}.example.org`, sample: false });

const OVERVIEW: AdminDisplayOverview = {
  collections: [
    { collection: 'banners', version: 1, updatedAt: null, count: 6 },
    { collection: 'intro', version: 1, updatedAt: null, count: 1 },
    { collection: 'partners', version: 3, updatedAt: '2026-11-26T02:00:00.000Z', count: 3 },
    { collection: 'timeline', version: 1, updatedAt: null, count: 21 },
  ],
};
const PARTNERS: AdminDisplayCollection = { collection: 'partners', version: 3, updatedAt: '2026-11-26T02:00:00.000Z', count: 3, items: [partner(1, 'organizer'), partner(2), partner(3, 'media', 12)] };

function serve(overrides: Record<string, Handler> = {}, role: Parameters<typeof member>[0] = 'editor') {
  api.server.use(
    staffApi(member(role), {
      'GET /api/admin/display': ok(OVERVIEW),
      'GET /api/admin/display/partners': ok(PARTNERS),
      'GET /api/admin/media': ok((hit) => pageOf(LIBRARY, hit)),
      'GET /api/admin/media/10': ok(mediaItem(10)),
      'GET /api/admin/media/11': ok(LIBRARY[1]),
      'GET /api/admin/media/12': ok(mediaItem(12)),
      ...overrides,
    }),
  );
}

const puts = () => api.server.hits.filter((hit) => hit.method === 'PUT' && hit.path === '/api/admin/display/partners');
const item = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}\\b`) });
const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function openPartners() {
  serve();
  await renderAdmin('/admin/display/partners');
  await screen.findByRole('heading', { level: 1, name: 'Partners' });
  await screen.findByText('Partner 1');
}

test('an editor finds the page in the menu, with every collection, its count and version', async () => {
  serve();
  await renderAdmin('/admin/display');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page content' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Back office menu' })).toHaveTextContent('Page content');
  expect(await screen.findByRole('link', { name: 'Home page banners' })).toHaveAttribute('href', '/admin/display/banners');
  expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/admin/display/partners');
  expect(screen.getByText(/^Items: 6 · Version 1: the data the site started with\.$/)).toBeInTheDocument();
});

test("the timeline (the contest's days) is offered to organizers only, as the server allows", async () => {
  serve();
  const { unmount } = await renderAdmin('/admin/display');
  await screen.findByRole('link', { name: 'Partners' });
  expect(screen.queryByRole('link', { name: 'Timeline' })).not.toBeInTheDocument();
  unmount();
  await renderAdmin('/admin/display/timeline');
  expect(await screen.findByText('There is no such collection.')).toBeInTheDocument();
  expect(api.server.hits.some((hit) => hit.path === '/api/admin/display/timeline')).toBe(false);
});

test('an organizer finds the timeline among the collections', async () => {
  serve({}, 'organizer');
  await renderAdmin('/admin/display');
  expect(await screen.findByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/admin/display/timeline');
});

test('the form is drawn from the descriptors: a select, the logo from the library, the link, and the name in three languages', async () => {
  await openPartners();
  const first = item('Partner 1');
  expect(within(first).getByLabelText('Role')).toHaveValue('organizer');
  expect(within(first).getByRole('option', { name: 'Media partner' })).toBeInTheDocument();
  expect(within(first).getByLabelText(/^Website/)).toHaveValue('https://p1.example.org');
  expect(within(first).getByLabelText('Name (Traditional Chinese)')).toHaveValue('夥伴 1');
  expect(within(first).getByLabelText('Name (English)')).toHaveValue('Partner 1');
  expect(within(first).getByLabelText('Sample (demo data)')).not.toBeChecked();
  // The logo: its thumbnail as the public page draws it, with its alt text.
  expect(await within(first).findByRole('img', { name: 'Logo of Sample partner 1' })).toHaveAttribute('srcset', LIBRARY[1]!.srcset);
  expect(within(first).getByRole('button', { name: 'Replace the image (Logo)' })).toBeInTheDocument();
});

test('items are added, moved and removed by keyboard; the save sends the whole list in order against the version', async () => {
  let version = PARTNERS.version;
  await openPartners();
  serve({
    'PUT /api/admin/display/partners': ok((hit) => {
      version += 1;
      const { items } = bodyOf(hit) as { items: Record<string, unknown>[] };
      return { ...PARTNERS, version, updatedAt: '2026-11-26T03:00:00.000Z', count: items.length, items };
    }),
  });
  // Move partner 3 up: the focus follows it; at the top, its other button takes the focus.
  const up = within(item('Partner 3')).getByRole('button', { name: 'Move up (Partner 3)' });
  up.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(headings()).toEqual(['Partner 1 — Partner 1', 'Partner 2 — Partner 3', 'Partner 3 — Partner 2']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move up (Partner 2)' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(headings()[0]).toBe('Partner 1 — Partner 3'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move down (Partner 1)' })).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Move up (Partner 1)' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');

  // Remove the (now) second item, partner 1: the focus goes to the item that took its place.
  await userEvent.click(screen.getByRole('button', { name: 'Remove (Partner 2)' }));
  await waitFor(() => expect(headings()).toEqual(['Partner 1 — Partner 3', 'Partner 2 — Partner 2']));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Partner 2 — Partner 2' })).toHaveFocus());

  // Add one: a blank item at the end, its logo chosen in the library's picker.
  await userEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
  const added = item('Partner 3');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Partner 3' })).toHaveFocus());
  await userEvent.selectOptions(within(added).getByLabelText('Role'), 'coOrganizer');
  for (const [language, name] of [['Traditional Chinese', '新夥伴'], ['Simplified Chinese', '新伙伴'], ['English', ' New partner ']] as const) {
    await userEvent.type(within(added).getByLabelText(`Name (${language})`), name);
  }
  await userEvent.click(within(added).getByRole('button', { name: 'Choose an image (Logo)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
  await userEvent.click(await within(dialog).findByRole('button', { name: /Dune 10/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
  expect(await within(added).findByRole('img', { name: 'Dune 10' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved as version 4. Visitors see it on their next page load.')).toBeInTheDocument();
  expect(bodyOf(puts()[0]!)).toEqual({
    version: 3,
    items: [partner(3, 'media', 12), partner(2), { role: 'coOrganizer', name: { zhComplex: '新夥伴', zhSimple: '新伙伴', en: 'New partner' }, logoMediaId: 10, url: '', sample: false }],
  });
  // The next save is made against the new version.
  await userEvent.click(screen.getByRole('button', { name: 'Move up (Partner 3)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(bodyOf(puts()[1]!)).toMatchObject({ version: 4 });
});

test("the contract's rules are checked first, beside their field, and nothing is sent until they hold", async () => {
  await openPartners();
  await userEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const name = within(item('Partner 4')).getByLabelText('Name (Traditional Chinese)');
  expect(await within(item('Partner 4')).findByText('Partner 4: Name (Traditional Chinese) is required')).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('Partner 4: Name (Traditional Chinese) is required');
  for (const language of ['Traditional Chinese', 'Simplified Chinese', 'English']) await userEvent.type(within(item('Partner 4')).getByLabelText(`Name (${language})`), 'N');
  await userEvent.type(within(item('Partner 4')).getByLabelText(/^Website/), 'javascript:alert(1)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // The first problem in the server's order: the logo (a field before the website) is missing.
  expect(await within(item('Partner 4')).findByText('Partner 4: Logo is required')).toBeInTheDocument();
  await waitFor(() => expect(within(item('Partner 4')).getByRole('button', { name: 'Choose an image (Logo)' })).toHaveFocus());
  expect(puts()).toHaveLength(0);
});

test("the server's refusal shows beside the item and field it names; one it does not place shows above the button", async () => {
  const refusal = 'Partner 2: the image of Logo is not in the media library';
  await openPartners();
  serve({ 'PUT /api/admin/display/partners': (_hit, res) => reply(res, 400, envelope(0, { index: 1, field: 'logoMediaId' }, refusal, true)) });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const second = item('Partner 2');
  expect(await within(second).findByText(refusal)).toBeInTheDocument();
  await waitFor(() => expect(within(second).getByRole('button', { name: 'Replace the image (Logo)' })).toHaveFocus());
  expect(within(item('Partner 1')).queryByText(refusal)).toBeNull();

  serve({ 'PUT /api/admin/display/partners': (_hit, res) => reply(res, 400, envelope(0, null, 'At most 80 partners', true)) });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(within(await screen.findByRole('alert')).getByText('At most 80 partners')).toBeInTheDocument();
});

test('a conflict with other records (409, same version) is a refusal, not a stale save', async () => {
  const inUse = 'The topic water-1 is chosen by registrations: rename its title instead of removing it';
  await openPartners();
  serve({ 'PUT /api/admin/display/partners': (_hit, res) => reply(res, 409, envelope(0, null, inUse, true)) });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(within(await screen.findByRole('alert')).getByText(inUse)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load the saved version' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test("a save after another editor's (409) is refused and offers the saved version", async () => {
  const stale = 'Someone saved the partners since you opened them (now version 4): reload to see their change, then edit again';
  await openPartners();
  const theirs = { ...PARTNERS, version: 4, items: [partner(1, 'organizer'), { ...partner(2), name: text('Theirs') }, partner(3, 'media', 12)] };
  serve({ 'PUT /api/admin/display/partners': (_hit, res) => reply(res, 409, envelope(0, null, stale, true)), 'GET /api/admin/display/partners': ok(theirs) });
  await userEvent.clear(within(item('Partner 2')).getByLabelText('Name (English)'));
  await userEvent.type(within(item('Partner 2')).getByLabelText('Name (English)'), 'Mine');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(stale)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  await userEvent.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Load it' }));
  await waitFor(() => expect(within(item('Partner 2')).getByLabelText('Name (English)')).toHaveValue('Theirs'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('leaving with unsaved changes asks first; the page speaks the three languages', async () => {
  await openPartners();
  await userEvent.click(screen.getByRole('button', { name: 'Remove (Partner 1)' }));
  await userEvent.click(screen.getByRole('link', { name: '← All page content' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();

  act(() => useLanguageStore.getState().setLanguage('zhComplex'));
  expect(await screen.findByRole('heading', { level: 1, name: '合作夥伴' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '儲存' })).toBeInTheDocument();
  act(() => useLanguageStore.getState().setLanguage('zhSimple'));
  expect(await screen.findByRole('heading', { level: 1, name: '合作伙伴' })).toBeInTheDocument();
  // The same version read again in the new language: the removal is still there.
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
});
