import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { PURGE } from '../../../testing/results-fixtures';
import { member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The purge report against the staff API on the fixture server: the dry run per kind, the day, and the exports.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

test('each season: the day, the dry run per kind, what is kept, and the exports its report lists', async () => {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/purge': ok(PURGE) }));
  await renderAdmin('/admin/purge');
  const season = await screen.findByRole('region', { name: 'Season 2026' });
  expect(screen.getByText(/The server checks every hour \(17 \* \* \* \*, server time\)/)).toBeInTheDocument();
  expect(within(season).getByText(/^Jul 20, 2027, 00:00 \(Hong Kong time\)$/)).toBeInTheDocument();
  expect(within(season).getByText('Planned')).toBeInTheDocument();
  const wouldDelete = within(season).getByRole('table', { name: 'What the purge would delete now' });
  expect(within(wouldDelete).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    'Accounts (e-mail, password hash, team name, members, avatar)57',
    'Sessions12',
    'Registrations20',
    'Student ID card images (files)80',
  ]);
  expect(within(within(season).getByRole('table', { name: 'What it keeps (anonymous)' })).getByRole('row', { name: 'Votes 300' })).toBeInTheDocument();
  const exports = within(season).getByRole('table', { name: 'Exports of season 2026' });
  expect(within(exports).getAllByRole('row')[1]).toHaveTextContent('Ada organizerRegistrationsSecondary schools (film)13');
});

test('a report that cannot be read says so and reads again on retry', async () => {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/purge': failure(500, 'The server is busy') }));
  await renderAdmin('/admin/purge');
  // A 5xx is read again twice by the client before the page says so.
  const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
  expect(screen.getByText('The back office could not reach the server.')).toBeInTheDocument();
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/purge': ok(PURGE) }));
  await userEvent.click(retry);
  expect(await screen.findByRole('region', { name: 'Season 2026' })).toBeInTheDocument();
});
