import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pageOf, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { ENTRY } from '../../../testing/review-fixtures';
import { member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The audit log's page against the staff API on the fixture server: entries with their words, the filters as the
// API takes them (Hong Kong times), and the chain's check.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const ENTRIES = [
  ENTRY,
  { ...ENTRY, seq: 40, action: 'registration.reject', detail: { from: 'pending', to: 'failed' } },
  { ...ENTRY, seq: 39, action: 'release.someday', actor: { kind: 'cli' as const, id: null, name: 'ops' }, target: null, detail: {} },
];

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('organizer'), {
      'GET /api/admin/audit': ok((hit) => pageOf(ENTRIES, hit)),
      'GET /api/admin/staff': ok((hit) => pageOf([{ id: 3, email: 'ada@staff.test', name: 'Ada organizer', role: 'organizer', status: 'active', createdAt: '', lastSignInAt: null, factors: ['totp'] }], hit)),
      'GET /api/admin/audit/verify': ok({ entries: 41, head: { seq: 41, hash: 'cd'.repeat(32) }, broken: null, ms: 12 }),
      ...overrides,
    }),
  );
}

const lists = () => api.server.hits.filter((hit) => hit.path === '/api/admin/audit');

test('entries show their time in Hong Kong, the actor’s name, a label for known actions and the key otherwise', async () => {
  serve();
  await renderAdmin('/admin/audit');
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  const row = (await within(table).findByText('ID card viewed')).closest('tr')!;
  expect(row).toHaveTextContent('41');
  expect(row).toHaveTextContent('Nov 26, 2026, 10:00:00'); // 02:00 UTC
  expect(row).toHaveTextContent('Ada organizer');
  expect(row).toHaveTextContent('idCard.view');
  expect(within(row).getByRole('link', { name: 'registration:12' })).toHaveAttribute('href', '/admin/registrations/12');
  expect(row).toHaveTextContent('side');
  expect(within(table).getByText('Registration rejected')).toBeInTheDocument();
  const unknown = within(table).getByText('release.someday').closest('tr')!;
  expect(unknown).toHaveTextContent('Command line (ops)');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument(); // the log has no free-text search
  expect(lists()[0]!.query).toEqual({ page_no: '1', page_size: '50' });
});

test('the filters go to the API together, times as Hong Kong instants, and start again at page 1', async () => {
  serve();
  await renderAdmin('/admin/audit');
  await screen.findByRole('table', { name: 'Audit log entries' });
  await userEvent.type(screen.getByLabelText('Action'), 'idCard.');
  // The staff's names come in their own request: wait for them before choosing one.
  const who = await screen.findByRole('combobox', { name: 'Who' });
  await within(who).findByRole('option', { name: 'Ada organizer' });
  await userEvent.selectOptions(who, '3');
  await userEvent.type(screen.getByLabelText('Target'), 'registration:12');
  await userEvent.type(screen.getByLabelText('From (Hong Kong time)'), '2026-11-01T09:30');
  await userEvent.type(screen.getByLabelText('Until (Hong Kong time)'), '2026-11-30T18:00');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(lists().at(-1)!.query).toEqual({
      page_no: '1',
      page_size: '50',
      action: 'idCard.',
      actor: '3',
      target: 'registration:12',
      from: '2026-11-01T09:30:00+08:00',
      to: '2026-11-30T18:00:00+08:00',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lists().at(-1)!.query).toEqual({ page_no: '1', page_size: '50' }));
});

test('a range that ends before it starts is not sent', async () => {
  serve();
  await renderAdmin('/admin/audit');
  await screen.findByText('ID card viewed');
  const before = lists().length;
  await userEvent.type(screen.getByLabelText('From (Hong Kong time)'), '2026-11-30T18:00');
  await userEvent.type(screen.getByLabelText('Until (Hong Kong time)'), '2026-11-01T09:30');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect((await screen.findAllByText('The end must come after the start')).length).toBeGreaterThan(0);
  expect(lists()).toHaveLength(before);
});

test('verifying the chain says it is intact, with the entries, the head and the time taken', async () => {
  serve();
  await renderAdmin('/admin/audit');
  await userEvent.click(await screen.findByRole('button', { name: 'Verify the chain' }));
  const verdict = within(screen.getByRole('region', { name: 'Check the chain' })).getByRole('status');
  await waitFor(() => expect(verdict).toHaveTextContent('The chain is intact.'));
  expect(verdict).toHaveTextContent('cd'.repeat(32));
  expect(verdict).toHaveTextContent('entry 41');
  expect(verdict).toHaveTextContent('12 ms');
});

test('a broken chain names the entry and why', async () => {
  serve({ 'GET /api/admin/audit/verify': ok({ entries: 41, head: { seq: 41, hash: 'cd'.repeat(32) }, broken: { seq: 17, problem: 'hash' }, ms: 9 }) });
  await renderAdmin('/admin/audit');
  await userEvent.click(await screen.findByRole('button', { name: 'Verify the chain' }));
  expect(await screen.findByText('The chain is broken at entry 17: the entry was changed.')).toBeInTheDocument();
});
