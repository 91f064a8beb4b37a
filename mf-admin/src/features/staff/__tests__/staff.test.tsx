import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { STAFF } from '../../../testing/results-fixtures';
import { bodyOf, member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// Staff management against the staff API on the fixture server: the list with its filters, an invitation and its
// link, a role change, and a disable the server refuses (the last active organizer) in its words.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/staff': ok((hit) => pageOf(STAFF, hit)), ...overrides }));
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

test('the list shows role, status, second factors and last sign-in, filtered on the server (it has no search)', async () => {
  serve();
  await renderAdmin('/admin/staff');
  const table = await screen.findByRole('table', { name: 'Each member’s role, status and second factors' });
  expect(await within(table).findByRole('row', { name: /^Ada organizer you organizer@staff\.test Organizer Active Authenticator app/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /^Rita Reviewer rita@staff\.test Reviewer Invited — Never/ })).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).toBeNull();
  await userEvent.selectOptions(within(screen.getByRole('region', { name: 'Staff members' })).getByRole('combobox', { name: 'Status' }), 'invited');
  await waitFor(() => expect(hits('GET', '/api/admin/staff').at(-1)?.query).toMatchObject({ status: 'invited' }));
});

test('an invitation shows its link to copy; the list reads again', async () => {
  serve({ 'POST /api/admin/staff/invite': ok({ id: 9, inviteUrl: 'https://award.test/admin/invitation?token=abc' }, 'Invitation sent', true) });
  await renderAdmin('/admin/staff');
  const invite = await screen.findByRole('region', { name: 'Invite a staff member' });
  await userEvent.type(within(invite).getByLabelText('E-mail address'), 'not an address');
  await userEvent.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
  expect(hits('POST', '/api/admin/staff/invite')).toHaveLength(0);
  const email = within(invite).getByLabelText('E-mail address');
  await userEvent.clear(email);
  await userEvent.type(email, ' Judy@Example.org ');
  await userEvent.selectOptions(within(invite).getByRole('combobox', { name: 'Role' }), 'judge');
  await userEvent.type(within(invite).getByLabelText('Name'), 'Judy Judge');
  await userEvent.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
  expect(await within(invite).findByLabelText('Invitation link')).toHaveValue('https://award.test/admin/invitation?token=abc');
  expect(screen.getByText(/An invitation was mailed to Judy@Example.org/)).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/staff/invite')[0]!)).toEqual({ email: 'Judy@Example.org', role: 'judge', name: 'Judy Judge' });
  await waitFor(() => expect(hits('GET', '/api/admin/staff').length).toBeGreaterThan(1));
});

test('a role change is confirmed and sent; disabling the last organizer is refused in the server’s words', async () => {
  serve({
    'POST /api/admin/staff/4/role': ok({ ...STAFF[1], role: 'judge' }, 'Saved', true),
    'POST /api/admin/staff/3/disable': failure(409, 'The portal must keep an active organizer: nothing changed'),
  });
  await renderAdmin('/admin/staff');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Rita Reviewer' }), 'judge');
  await userEvent.click(screen.getByRole('button', { name: 'Change role of Rita Reviewer' }));
  const question = await screen.findByRole('alertdialog', { name: 'Change the role of Rita Reviewer?' });
  expect(question).toHaveTextContent('Rita Reviewer becomes Judge instead of Reviewer.');
  await userEvent.click(within(question).getByRole('button', { name: 'Change role' }));
  await waitFor(() => expect(hits('POST', '/api/admin/staff/4/role')).toHaveLength(1));
  expect(bodyOf(hits('POST', '/api/admin/staff/4/role')[0]!)).toEqual({ role: 'judge' });

  await userEvent.click(screen.getByRole('button', { name: 'Disable Ada organizer' }));
  const disable = await screen.findByRole('alertdialog', { name: 'Disable Ada organizer?' });
  expect(disable).toHaveTextContent('This is your own account: you will be signed out.');
  await userEvent.click(within(disable).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('The portal must keep an active organizer: nothing changed', { selector: '[role="alert"]' })).toBeInTheDocument();
});
