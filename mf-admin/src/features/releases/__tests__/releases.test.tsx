import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { HISTORY, RELEASES, VOTING } from '../../../testing/results-fixtures';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The releases' pages against the staff API on the fixture server: every remote (the back office among them), one
// remote's state and history, and each change confirmed first and refused in the server's words.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('releaseManager'), {
      'GET /api/admin/releases': ok(RELEASES),
      'GET /api/admin/releases/mf-voting/history': ok(HISTORY),
      'GET /api/admin/releases/mf-admin/history': ok([]),
      ...overrides,
    }),
  );
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

test('every remote, this back office included: stable, candidate and share, what is served now, health, records', async () => {
  serve();
  await renderAdmin('/admin/releases');
  const table = await screen.findByRole('table', { name: 'Remotes' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(['mf-content', 'mf-account', 'mf-competition', 'mf-voting', 'mf-admin']);
  expect(within(table).getByRole('row', { name: /^mf-voting/ })).toHaveTextContent('1.0.01.1.0 to 10%—Candidate to 10%40 loads, 2 failed (5.0%)Intact (2)');
  expect(within(table).getByRole('row', { name: /^mf-content/ })).toHaveTextContent('Registry file');
  expect(within(table).getByRole('row', { name: /^mf-admin/ })).toHaveTextContent('this back office');
  expect(within(table).getByRole('link', { name: 'mf-voting' })).toHaveAttribute('href', '/admin/releases/mf-voting');
});

test('a ramp is confirmed, sends the version and share, and shows the remote as it is after it; the history reloads', async () => {
  serve({ 'POST /api/admin/releases/mf-voting/ramp': ok({ ...VOTING, share: 50, health: { candidate: null, stable: null } }) });
  await renderAdmin('/admin/releases/mf-voting');
  expect(await screen.findByRole('heading', { level: 1, name: 'Releases of mf-voting' })).toBeInTheDocument();
  const history = await screen.findByRole('table', { name: 'Release history of mf-voting, newest first' });
  expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Ramped1.1.010% Ada organizerfirst tenth');
  expect(within(history).getAllByRole('row')[2]).toHaveTextContent('Published1.1.0built from ccccccccccccfront-end team');
  const ramp = screen.getByRole('group', { name: 'Ramp' });
  expect(within(ramp).getByRole('combobox', { name: 'Version' })).toHaveValue('1.1.0');
  const share = within(ramp).getByLabelText('Share of visitors (%)');
  await userEvent.clear(share);
  await userEvent.type(share, '150');
  await userEvent.click(within(ramp).getByRole('button', { name: 'Ramp' }));
  expect(within(ramp).getByText('Please enter a whole number from 0 to 100')).toBeInTheDocument();
  await userEvent.clear(share);
  await userEvent.type(share, '50');
  await userEvent.type(within(ramp).getByLabelText('Reason (kept in the history)'), 'half');
  await userEvent.click(within(ramp).getByRole('button', { name: 'Ramp' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Ramp mf-voting?' });
  expect(dialog).toHaveTextContent('Serve mf-voting@1.1.0 to 50% of visitors.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ramp' }));
  expect(await within(ramp).findByText('1.1.0 is served to 50%.')).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/releases/mf-voting/ramp')[0]!)).toEqual({ version: '1.1.0', share: 50, reason: 'half' });
  expect(screen.getByRole('region', { name: 'Where it stands' })).toHaveTextContent('1.1.0 to 50%');
  await waitFor(() => expect(hits('GET', '/api/admin/releases/mf-voting/history')).toHaveLength(2));
});

test('a rollback the server refuses shows its words; nothing is sent without the confirm', async () => {
  serve({ 'POST /api/admin/releases/mf-admin/rollback': failure(409, 'Nothing to roll back to: mf-admin serves no candidate and has no previous stable version') });
  await renderAdmin('/admin/releases/mf-admin');
  expect(await screen.findByText('This remote is the back office itself: a change applies to these pages too, on their next load.')).toBeInTheDocument();
  const rollback = screen.getByRole('group', { name: 'Roll back' });
  await userEvent.click(within(rollback).getByRole('button', { name: 'Roll back' }));
  await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Roll back mf-admin?' })).getByRole('button', { name: 'Cancel' }));
  expect(hits('POST', '/api/admin/releases/mf-admin/rollback')).toHaveLength(0);
  await userEvent.click(within(rollback).getByRole('button', { name: 'Roll back' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Roll back' }));
  expect(await within(rollback).findByRole('alert')).toHaveTextContent('Nothing to roll back to: mf-admin serves no candidate and has no previous stable version');
  expect(bodyOf(hits('POST', '/api/admin/releases/mf-admin/rollback')[0]!)).toEqual({});
});

test('a window is sent as Hong Kong instants', async () => {
  serve({ 'POST /api/admin/releases/mf-voting/window': ok({ ...VOTING, window: { from: '2026-12-01T02:00:00.000Z', to: '2026-12-02T02:00:00.000Z' } }) });
  await renderAdmin('/admin/releases/mf-voting');
  const window = await screen.findByRole('group', { name: 'Set a window' });
  await userEvent.type(within(window).getByLabelText('From (Hong Kong time)'), '2026-12-01T10:00');
  await userEvent.type(within(window).getByLabelText('To (Hong Kong time)'), '2026-12-02T10:00');
  await userEvent.click(within(window).getByRole('button', { name: 'Set a window' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set a window' }));
  expect(await within(window).findByText('The window of 1.1.0 is set.')).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/releases/mf-voting/window')[0]!)).toEqual({ version: '1.1.0', from: '2026-12-01T10:00:00+08:00', to: '2026-12-02T10:00:00+08:00' });
});
