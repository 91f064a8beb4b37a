import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { EXPORT } from '../../../testing/results-fixtures';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// Exports against the staff API on the fixture server: the CSV fetched through the staff client (so a stale second
// factor is asked again and the export retried once), saved from a link, and every export made listed.
const api = setupStaffApi();
const saved: string[] = [];
beforeEach(() => {
  resetStaff({ token: 'staff-1', language: 'en' });
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:export-1');
  URL.revokeObjectURL = jest.fn();
  // jsdom does not download: what was clicked to save is enough.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => jest.restoreAllMocks());

const CSV: Handler = (_hit, res) => {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="works-group2-2026.csv"',
    'X-Export-Rows': '2',
    'Access-Control-Expose-Headers': 'Content-Disposition, X-Export-Rows',
  });
  res.end('\uFEFFid,title\n1,Sand\n2,Water\n');
};

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/exports': ok([EXPORT]), 'POST /api/admin/exports': CSV, ...overrides }));
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

test('every export made: who, when, what, how many rows', async () => {
  serve();
  await renderAdmin('/admin/exports');
  const table = await screen.findByRole('table', { name: 'Every export made' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ada organizerRegistrationsSecondary schools (film)132026');
});

test('an export is confirmed, asks the second factor again when stale, and is saved from a link under the server’s name', async () => {
  let calls = 0;
  serve({ 'POST /api/admin/exports': (hit, res) => (calls++ === 0 ? refuse.stepUp() : CSV)(hit, res) });
  await renderAdmin('/admin/exports');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'What' }), 'works');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group' }), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  const question = await screen.findByRole('alertdialog', { name: 'Export Works: Universities (business plan)?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Export' }));
  const stepUp = await screen.findByRole('dialog', { name: 'Verify it is you again' });
  await userEvent.type(within(stepUp).getByLabelText('Six-digit code from the app'), '123456');
  await userEvent.click(within(stepUp).getByRole('button', { name: 'Verify' }));

  const link = await screen.findByRole('link', { name: 'Save works-group2-2026.csv again' });
  expect(link).toHaveAttribute('href', 'blob:export-1');
  expect(link).toHaveAttribute('download', 'works-group2-2026.csv');
  expect(screen.getByText(/Exported 2 rows\./)).toBeInTheDocument();
  expect(saved).toEqual(['works-group2-2026.csv blob:export-1']);
  const sent = hits('POST', '/api/admin/exports');
  expect(sent).toHaveLength(2);
  expect(bodyOf(sent[1]!)).toEqual({ kind: 'works', group: 2 });
  await waitFor(() => expect(hits('GET', '/api/admin/exports')).toHaveLength(2)); // the list again, with it
});

test('a refused export shows the server’s message and saves nothing', async () => {
  serve({ 'POST /api/admin/exports': failure(403, 'Your role cannot do this') });
  await renderAdmin('/admin/exports');
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Your role cannot do this', { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Save / })).toBeNull();
  expect(saved).toEqual([]);
});
