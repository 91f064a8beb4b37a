import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { REGISTRATION, SUMMARY, fileLinks } from '../../../testing/review-fixtures';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The registrations' pages against the staff API on the fixture server (in English, to read like the issue).
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const rejected = { ...REGISTRATION, status: 'failed' as const, reason: 'Card unreadable', history: [...REGISTRATION.history, { from: 'pending' as const, to: 'failed' as const, reason: 'Card unreadable', by: 'organizer' as const, byName: 'Ada organizer', at: '2026-11-26T02:00:00Z' }] };

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('reviewer'), {
      'GET /api/admin/registrations': ok((hit) => pageOf([SUMMARY, { ...SUMMARY, id: 13, teamName: 'Oasis', status: 'passed' as const }], hit)),
      'GET /api/admin/registrations/12': ok(REGISTRATION),
      'POST /api/admin/registrations/12/decision': ok(rejected, 'Registration rejected; the team was mailed', true),
      'POST /api/admin/registrations/bulk-approve': ok({ approved: [12], refused: [{ id: 13, reason: 'notPending', status: 'passed' }] }, '1 approved', true),
      'POST /api/admin/file-links': fileLinks,
      ...overrides,
    }),
  );
}

const hits = (path: string) => api.server.hits.filter((hit) => hit.path === path);

test('the list asks the server for a status, a search and a sort; a selection is approved after a confirm, id by id', async () => {
  serve();
  await renderAdmin('/admin/registrations');
  const table = await screen.findByRole('table', { name: 'Registrations of the season' });
  expect(await within(table).findByRole('link', { name: 'Dune Riders' })).toHaveAttribute('href', '/admin/registrations/12');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'dune{Enter}');
  await userEvent.click(screen.getByRole('button', { name: /^Last change/ }));
  await waitFor(() => expect(hits('/api/admin/registrations').at(-1)?.query).toMatchObject({ status: 'pending', search: 'dune', sort: 'updated', order: 'asc' }));
  // A selection is of the rows shown: made once the last answer is in (a new query clears it).
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));

  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every row on this page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Approve 2 registrations?' });
  expect(hits('/api/admin/registrations/bulk-approve')).toHaveLength(0); // nothing before the confirm
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  const result = await screen.findByRole('status', { name: '1 approved, 1 not approved' });
  expect(bodyOf(hits('/api/admin/registrations/bulk-approve')[0]!)).toEqual({ ids: [12, 13] });
  expect(result).toHaveTextContent('#12 approved; the team was mailed.');
  expect(result).toHaveTextContent('#13 not approved: it is no longer pending (Approved).');
});

test('a cancelled bulk approval sends nothing', async () => {
  serve();
  await renderAdmin('/admin/registrations');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select row 12' }));
  await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(hits('/api/admin/registrations/bulk-approve')).toHaveLength(0);
});

test('the record shows every member field and both sides of each ID card through file links', async () => {
  serve();
  await renderAdmin('/admin/registrations/12');
  expect(await screen.findByRole('heading', { level: 1, name: 'Registration #12: Dune Riders' })).toBeInTheDocument();
  const members = screen.getByRole('region', { name: 'Members (2)' });
  for (const text of ['Member 2', '2008-03-01', 'Desert Secondary School', 'S2', 'm2@example.org', 'Captain']) {
    expect(within(members).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  }
  const back = await screen.findByRole('img', { name: 'Member 2: Member 2, student ID card (back)' });
  expect(back).toHaveAttribute('src', '/api/admin/registrations/12/members/2/id-card/back?link=L-id-card-back');
  await waitFor(() => expect(hits('/api/admin/file-links')).toHaveLength(4));
  expect(hits('/api/admin/file-links').map((hit) => (bodyOf(hit) as { path: string }).path)).toContain('/api/admin/registrations/12/members/1/id-card/front');
  expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('(new) → Pending');
  await userEvent.click(screen.getByRole('button', { name: 'Enlarge: Member 2: Member 2, student ID card (back)' }));
  const viewer = await screen.findByRole('dialog', { name: 'Member 2: Member 2, student ID card (back)' });
  expect(within(viewer).getByRole('img')).toHaveAttribute('src', back.getAttribute('src'));
});

test('a rejection needs a reason, is confirmed, and shows the answer', async () => {
  serve();
  await renderAdmin('/admin/registrations/12');
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  expect(await screen.findByLabelText('Reason for rejection')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Please give the reason for rejecting').length).toBeGreaterThan(0);
  await userEvent.type(screen.getByLabelText('Reason for rejection'), '  Card unreadable ');
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reject “Dune Riders”?' });
  expect(dialog).toHaveTextContent('The team is mailed this reason: Card unreadable');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Registration rejected; the team was mailed')).toBeInTheDocument();
  expect(bodyOf(hits('/api/admin/registrations/12/decision')[0]!)).toEqual({ decision: 'reject', reason: 'Card unreadable' });
  const facts = screen.getByRole('region', { name: 'Team and topic' });
  expect(within(facts).getByText('Rejected')).toBeInTheDocument();
  expect(within(facts).getByText('Card unreadable')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
});

test('an approval the server refuses shows its message and keeps the record', async () => {
  serve({ 'POST /api/admin/registrations/12/decision': refuse.failure(409, 'This registration is already approved') });
  await renderAdmin('/admin/registrations/12');
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('This registration is already approved')).toBeInTheDocument();
  expect(bodyOf(hits('/api/admin/registrations/12/decision')[0]!)).toEqual({ decision: 'approve' });
  expect(within(screen.getByRole('region', { name: 'Team and topic' })).getByText('Pending')).toBeInTheDocument();
});
