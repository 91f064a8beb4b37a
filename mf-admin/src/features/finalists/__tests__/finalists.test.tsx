import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { FINALIST, FINALISTS, PASSED } from '../../../testing/results-fixtures';
import { bodyOf, member, nodeFile, sendFormsThroughFetch, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The finalists' pages against the staff API on the fixture server: the groups' lists, the form with three languages
// side by side checked by the server's rules, the poster and film as multipart parts, the link to a registration, and
// the server's refusals in its words.
const api = setupStaffApi();
sendFormsThroughFetch();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('organizer'), {
      'GET /api/admin/finalists': ok(FINALISTS),
      'GET /api/admin/finalists/31': ok(FINALIST),
      'GET /api/admin/registrations': ok((hit) => pageOf([PASSED], hit)),
      ...overrides,
    }),
  );
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

test('each group lists its finalists in order, how full it is, and a way to add one while there is room', async () => {
  serve();
  await renderAdmin('/admin/finalists');
  const films = await screen.findByRole('region', { name: 'Secondary schools (film)' });
  expect(within(films).getByText('15 of 15')).toBeInTheDocument();
  expect(within(films).getByText('The group has all its finalists.')).toBeInTheDocument();
  expect(within(films).queryByRole('link', { name: 'Add a finalist' })).toBeNull();
  const university = screen.getByRole('region', { name: 'Universities (business plan)' });
  expect(within(university).getByRole('link', { name: 'Add a finalist' })).toHaveAttribute('href', '/admin/finalists/new?group=2');
  const rows = within(within(university).getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('No.Team name'),
    expect.stringMatching(/^1Oasis/),
    expect.stringMatching(/^2Sample team 2sample/),
  ]);
  expect(within(university).getByRole('link', { name: 'Oasis' })).toHaveAttribute('href', '/admin/finalists/31');
  expect(within(university).getByRole('img', { name: 'Poster of Oasis' })).toHaveAttribute('src', '/media/finalists/poster-abc.png');
});

test('a new finalist: the server’s rules first (Traditional Chinese required), then the three languages sent, then its page', async () => {
  const created = { ...FINALIST, id: 40, position: 3, teamName: { zhComplex: '新隊', zhSimple: '新队', en: 'New team' } };
  serve({ 'POST /api/admin/finalists': ok(created), 'GET /api/admin/finalists/40': ok(created) });
  await renderAdmin('/admin/finalists/new?group=2');
  expect(await screen.findByRole('heading', { level: 1, name: 'New finalist: Universities (business plan)' })).toBeInTheDocument();
  expect(await screen.findByLabelText('No.')).toHaveValue('3'); // the first free number
  await userEvent.type(screen.getByLabelText('Team name (English)'), 'New team');
  await userEvent.click(screen.getByRole('button', { name: 'Create the finalist' }));
  expect((await screen.findAllByText('Team name (Traditional Chinese) is required')).length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Team name (Traditional Chinese)')).toHaveFocus();
  expect(hits('POST', '/api/admin/finalists')).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Team name (Traditional Chinese)'), '新隊');
  await userEvent.type(screen.getByLabelText('Team name (Simplified Chinese)'), '新队');
  await userEvent.type(screen.getByLabelText('School (Traditional Chinese)'), '沙漠大學');
  await userEvent.type(screen.getByLabelText('Work title (Traditional Chinese)'), '<b>水</b>');
  await userEvent.click(screen.getByRole('button', { name: 'Create the finalist' }));
  expect((await screen.findAllByText('Work title (Traditional Chinese) must be plain text, without HTML')).length).toBeGreaterThan(0);
  await userEvent.clear(screen.getByLabelText('Work title (Traditional Chinese)'));
  await userEvent.type(screen.getByLabelText('Work title (Traditional Chinese)'), '沙中之水');
  await userEvent.click(screen.getByRole('button', { name: 'Create the finalist' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Finalist 3: New team' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/finalists\/40$/);
  expect(bodyOf(hits('POST', '/api/admin/finalists')[0]!)).toEqual({
    group: 2,
    position: 3,
    teamName: { zhComplex: '新隊', zhSimple: '新队', en: 'New team' },
    school: { zhComplex: '沙漠大學', zhSimple: '', en: '' },
    workTitle: { zhComplex: '沙中之水', zhSimple: '', en: '' },
  });
});

test('an edit the server refuses shows its message and keeps what was typed', async () => {
  serve({ 'PUT /api/admin/finalists/31': failure(409, 'Number 2 is already finalist 32’s') });
  await renderAdmin('/admin/finalists/31');
  const number = await screen.findByLabelText('No.');
  await userEvent.clear(number);
  await userEvent.type(number, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Number 2 is already finalist 32’s');
  expect(number).toHaveValue('2');
  expect(bodyOf(hits('PUT', '/api/admin/finalists/31')[0]!)).toMatchObject({ position: 2, teamName: FINALIST.teamName });
});

test('a poster goes as the multipart part the server reads; its refusal by content is shown and nothing changes', async () => {
  serve({ 'POST /api/admin/finalists/31/media': failure(415, 'Poster: its content is PDF, not a JPEG, PNG or WebP image; nothing changed') });
  await renderAdmin('/admin/finalists/31');
  const poster = await screen.findByLabelText('New poster');
  await userEvent.upload(poster, nodeFile('%PDF-1.4', 'poster.png', 'image/png'));
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Poster: its content is PDF, not a JPEG, PNG or WebP image; nothing changed', { selector: '[role="alert"]' })).toBeInTheDocument();
  const [sent] = hits('POST', '/api/admin/finalists/31/media');
  expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent?.headers['staff-token']).toBe('staff-1');
  expect(sent?.body.toString()).toContain('name="poster"; filename="poster.png"');
  expect(screen.getByRole('img', { name: 'Poster of Oasis' })).toHaveAttribute('src', FINALIST.poster);

  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/registrations': ok((hit) => pageOf([PASSED], hit)), 'POST /api/admin/finalists/31/media': ok({ ...FINALIST, poster: '/media/finalists/poster-new.png' }) }));
  await userEvent.upload(screen.getByLabelText('New poster'), nodeFile('png', 'new.png', 'image/png'));
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Uploaded and published.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Poster of Oasis' })).toHaveAttribute('src', '/media/finalists/poster-new.png');
});

test('nothing chosen, nothing sent', async () => {
  serve();
  await renderAdmin('/admin/finalists/31');
  await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
  expect(screen.getByText('Choose a poster, a film or both')).toBeInTheDocument();
  expect(hits('POST', '/api/admin/finalists/31/media')).toHaveLength(0);
});

test('links a passed registration of its group, chosen from the server’s list, and shows a refusal in its words', async () => {
  serve({ 'POST /api/admin/finalists/31/link': failure(409, 'Registration 44 is already finalist 32’s: not linked') });
  await renderAdmin('/admin/finalists/31');
  const choice = await screen.findByRole('combobox', { name: 'Approved registrations: Universities (business plan)' });
  await waitFor(() => expect(choice).toHaveValue('44'));
  expect(hits('GET', '/api/admin/registrations')[0]?.query).toMatchObject({ group: '2', status: 'passed' });
  await userEvent.type(screen.getByRole('searchbox', { name: /Find a registration/ }), 'oasis{Enter}');
  await waitFor(() => expect(hits('GET', '/api/admin/registrations').at(-1)?.query).toMatchObject({ search: 'oasis' }));
  await userEvent.click(screen.getByRole('button', { name: 'Link' }));
  expect(await screen.findByText('Registration 44 is already finalist 32’s: not linked', { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/finalists/31/link')[0]!)).toEqual({ registrationId: 44 });
});

test('removing a finalist is confirmed first; a refusal is shown in the server’s words; a removal goes back to the list', async () => {
  serve({ 'DELETE /api/admin/finalists/31': failure(409, 'Finalist 31 has votes: not removed') });
  await renderAdmin('/admin/finalists/31');
  const section = await screen.findByRole('region', { name: 'Remove this finalist' });
  await userEvent.click(within(section).getByRole('button', { name: 'Remove' }));
  const question = await screen.findByRole('alertdialog', { name: /^Remove finalist no\. 1, Oasis\?$/ });
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(hits('DELETE', '/api/admin/finalists/31')).toHaveLength(0);

  await userEvent.click(within(section).getByRole('button', { name: 'Remove' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Finalist 31 has votes: not removed');

  api.server.use(staffApi(member('organizer'), { 'DELETE /api/admin/finalists/31': ok(FINALISTS), 'GET /api/admin/finalists': ok(FINALISTS) }));
  await userEvent.click(within(section).getByRole('button', { name: 'Remove' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('region', { name: 'Secondary schools (film)' })).toBeInTheDocument();
  // The fixture server's hits start again with its new handlers: this is the second, accepted removal.
  expect(hits('DELETE', '/api/admin/finalists/31')).toHaveLength(1);
});
