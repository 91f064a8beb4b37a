import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSiteSettings } from '@portal/contracts/site-settings';
import { useLanguageStore } from '@portal/shared/i18n';
import { failure, ok, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The site settings page (issue 25 point 3) against the staff API on the fixture server: the sections with the three
// languages side by side, the server's rules checked first and beside their field, the save with its confirmation,
// and the server's refusals in its words.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const STORED: AdminSiteSettings = {
  version: 4,
  updatedAt: null,
  sample: true,
  settings: {
    contact: { phone: '+852 0000 0000', email: 'contact@example.org', address: { zhComplex: '香港', zhSimple: '', en: 'Hong Kong' } },
    social: { instagram: 'https://www.instagram.com/desert', facebook: '', whatsapp: 'https://wa.me/85200000000' },
    questionnaire: { zhComplex: 'https://forms.example.org/q?lang=zh-hk', zhSimple: 'https://forms.example.org/q?lang=zh-cn', en: 'https://forms.example.org/q?lang=en' },
    arPromoUrl: 'https://ar.example.org/desert',
    introVideoUrl: null,
    chatAppUrl: 'https://chat.example.org/desert',
    chainTransactions: ['https://explorer.example.org/tx/1', 'https://explorer.example.org/tx/2'],
  },
};

function serve(overrides: Record<string, Handler> = {}, role: 'editor' | 'organizer' = 'editor') {
  api.server.use(staffApi(member(role), { 'GET /api/admin/settings': ok(STORED), ...overrides }));
}

const puts = () => api.server.hits.filter((hit) => hit.method === 'PUT' && hit.path === '/api/admin/settings');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));

async function replace(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

test("an editor finds it in the menu and sees the settings in sections, the demo's placeholders marked", async () => {
  serve();
  await renderAdmin('/admin/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Site settings' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Back office menu' })).toHaveTextContent('Site settings');
  expect(await screen.findByText(/These are the demo’s placeholders/)).toBeInTheDocument();
  expect(screen.getByText('Version 4: the settings the site started with.')).toBeInTheDocument();
  for (const name of ['Contacts', 'Social links', 'Questionnaire', 'Home page and phone menu', 'Short links (/c/N)']) {
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Phone number')).toHaveValue('+852 0000 0000');
  expect(screen.getByLabelText('Address (Traditional Chinese)')).toHaveValue('香港');
  // An empty language shows, as a hint, the Traditional Chinese the site falls back to.
  expect(screen.getByLabelText('Address (Simplified Chinese)')).toHaveAttribute('placeholder', '香港');
  expect(screen.getByLabelText('Questionnaire link (English)')).toHaveValue('https://forms.example.org/q?lang=en');
  expect(screen.getByLabelText('Transaction links (/c/1 to /c/179)')).toHaveValue('https://explorer.example.org/tx/1\nhttps://explorer.example.org/tx/2');
  expect(screen.getByText('2 lines: /c/1 to /c/2')).toBeInTheDocument();
});

test('the rules are checked first, beside their field, and nothing is sent until they hold', async () => {
  serve();
  await renderAdmin('/admin/settings');
  await screen.findByLabelText('Phone number');
  await replace('Phone number', 'call us');
  await save();
  expect((await screen.findAllByText('Phone number must have 6 to 15 digits, with +, spaces, brackets or hyphens only, e.g. +852 1234 5678')).length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Phone number')).toHaveFocus();
  await replace('Phone number', '+852 3999 1234');
  await replace('Questionnaire link (Simplified Chinese)', 'http://forms.example.org/q');
  await save();
  expect((await screen.findAllByText('Questionnaire link (Simplified Chinese) must be an https:// address')).length).toBeGreaterThan(0);
  await replace('Questionnaire link (Simplified Chinese)', 'https://forms.example.org/q2');
  const links = screen.getByLabelText('Transaction links (/c/1 to /c/179)');
  await userEvent.type(links, '{enter}{enter}javascript:alert(1)');
  await save();
  expect((await screen.findAllByText('Line 4: the link of /c/4 must be an https:// address')).length).toBeGreaterThan(0);
  expect(puts()).toHaveLength(0);
});

test('a save sends the whole settings against the version read, trimmed, and confirms it', async () => {
  let version = STORED.version;
  serve({
    'PUT /api/admin/settings': ok((hit) => {
      const body = bodyOf(hit) as { settings: AdminSiteSettings['settings'] };
      version += 1;
      return { version, updatedAt: '2026-11-26T02:00:00.000Z', sample: false, settings: body.settings };
    }),
  });
  await renderAdmin('/admin/settings');
  await screen.findByLabelText('Phone number');
  await replace('Phone number', '  +852 3999 1234 ');
  await replace('Questionnaire link (English)', 'https://forms.example.org/new?lang=en');
  await replace('Introduction video', '/media/intro.mp4');
  await replace('Facebook link', 'https://www.facebook.com/desert');
  await userEvent.type(screen.getByLabelText('Transaction links (/c/1 to /c/179)'), '{enter}{enter}https://explorer.example.org/tx/4{enter}{enter}');
  await save();
  expect(await screen.findByText('Saved as version 5. Visitors see it on their next page load.')).toBeInTheDocument();
  expect(bodyOf(puts()[0]!)).toEqual({
    version: 4,
    settings: {
      ...STORED.settings,
      contact: { ...STORED.settings.contact, phone: '+852 3999 1234' },
      social: { ...STORED.settings.social, facebook: 'https://www.facebook.com/desert' },
      questionnaire: { ...STORED.settings.questionnaire, en: 'https://forms.example.org/new?lang=en' },
      introVideoUrl: '/media/intro.mp4',
      // Line 3 is empty (/c/3 leads home); the empty lines after the last link are dropped.
      chainTransactions: ['https://explorer.example.org/tx/1', 'https://explorer.example.org/tx/2', '', 'https://explorer.example.org/tx/4'],
    },
  });
  expect(screen.queryByText(/These are the demo’s placeholders/)).toBeNull();
  expect(screen.getByText(/^Version 5, saved /)).toBeInTheDocument();
  // The form holds what was saved; the next change is made against the new version.
  expect(screen.getByLabelText('Phone number')).toHaveValue('+852 3999 1234');
  await replace('AR experience link', 'https://ar.example.org/next');
  expect(screen.queryByText(/^Saved as version/)).toBeNull();
  await save();
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(bodyOf(puts()[1]!)).toMatchObject({ version: 5 });
});

test("the server's refusal shows in its words; after another editor's save, the saved settings load again", async () => {
  serve({ 'PUT /api/admin/settings': failure(400, 'Facebook link must be an https:// address') });
  await renderAdmin('/admin/settings');
  await screen.findByLabelText('Phone number');
  await save();
  expect(within(await screen.findByRole('alert')).getByText('Facebook link must be an https:// address')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load the saved settings' })).toBeNull();

  const stale = 'Someone saved the site settings since you opened them (now version 5): reload to see their change, then edit again';
  const newer = { ...STORED, version: 5, sample: false, updatedAt: '2026-11-26T02:00:00.000Z', settings: { ...STORED.settings, arPromoUrl: 'https://ar.example.org/theirs' } };
  serve({ 'PUT /api/admin/settings': failure(409, stale) });
  await save();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(stale)).toBeInTheDocument();
  serve({ 'GET /api/admin/settings': ok(newer) });
  await userEvent.click(within(alert).getByRole('button', { name: 'Load the saved settings' }));
  await waitFor(() => expect(screen.getByLabelText('AR experience link')).toHaveValue('https://ar.example.org/theirs'));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the page speaks the three languages, and switching keeps what is being typed', async () => {
  serve({}, 'organizer');
  await renderAdmin('/admin/settings');
  await screen.findByLabelText('Phone number');
  await replace('Phone number', '+852 2111 2222');
  act(() => useLanguageStore.getState().setLanguage('zhComplex'));
  expect(await screen.findByRole('heading', { level: 1, name: '網站設定' })).toBeInTheDocument();
  expect(screen.getByLabelText('地址（簡體中文）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '儲存設定' })).toBeInTheDocument();
  // The page read the settings again in the new language: the same version, so the form keeps the edit.
  await waitFor(() => expect(api.server.hits.filter((hit) => hit.path === '/api/admin/settings')).toHaveLength(2));
  expect(screen.getByLabelText('電話號碼')).toHaveValue('+852 2111 2222');
  act(() => useLanguageStore.getState().setLanguage('zhSimple'));
  expect(await screen.findByRole('heading', { level: 1, name: '网站设置' })).toBeInTheDocument();
  expect(screen.getByLabelText('问卷链接（英文）')).toBeInTheDocument();
});
