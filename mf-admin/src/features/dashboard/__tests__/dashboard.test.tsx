import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { DASHBOARD } from '../../../testing/review-fixtures';
import { member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The dashboard: the season's funnel from GET /api/admin/dashboard as plain tables, for every role.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

test('the funnel: sign-ups, registrations by group and status, works by step and status, the steps now', async () => {
  api.server.use(staffApi(member('judge'), { 'GET /api/admin/dashboard': ok(DASHBOARD) }));
  await renderAdmin('/admin/dashboard');
  const figures = await screen.findByText('Team accounts');
  expect(figures.nextElementSibling).toHaveTextContent('57');
  const registrations = screen.getByRole('region', { name: 'Registrations by group and status' });
  expect(within(registrations).getByRole('row', { name: 'Secondary schools (film) 3 10 2 15' })).toBeInTheDocument();
  const works = screen.getByRole('region', { name: 'Works by step and status' });
  expect(within(works).getByRole('row', { name: 'Secondary schools (film) Film 5 2 0 0 7' })).toBeInTheDocument();
  expect(screen.getByText('Votes per day are shown once voting has closed.')).toBeInTheDocument();
  const steps = screen.getByRole('table', { name: 'Secondary schools (film)' });
  expect(within(steps).getByRole('row', { name: /^Registration .* Open$/ })).toBeInTheDocument();
  expect(within(steps).getByRole('row', { name: /^Film .* Open$/ })).toBeInTheDocument();
  expect(screen.getByText(/Season 2026, as of Nov 26, 2026, 10:00:00/)).toBeInTheDocument();
});

test('votes per day once voting has closed; the texts follow the language', async () => {
  const closed = { ...DASHBOARD, votes: { phase: 'closed' as const, total: 30, perDay: [{ day: '2026-11-20', votes: 12 }, { day: '2026-11-21', votes: 18 }] } };
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/dashboard': ok(closed) }));
  await renderAdmin('/admin/dashboard');
  const votes = await screen.findByRole('region', { name: 'Public vote' });
  expect(within(votes).getByRole('row', { name: 'Nov 21, 2026 18' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zhComplex');
  expect(await screen.findByRole('region', { name: '公眾投票' })).toBeInTheDocument();
  expect(screen.getByText('投票已結束。')).toBeInTheDocument();
});
