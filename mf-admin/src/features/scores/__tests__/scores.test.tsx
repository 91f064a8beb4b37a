import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, failure, ok, reply, type Handler } from '@portal/shared/testing';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { COMPLETE_SHEET, DIGEST, RESULT, SHEET } from '../../../testing/results-fixtures';
import { bodyOf, member, nodeFile, refuse, sendFormsThroughFetch, setupStaffApi, staffApi } from '../../../testing/staff-api';

// Scores and winners against the staff API on the fixture server: a sheet imported whole or not at all (each problem
// with its line), the sheet and its completeness, compute with the digest, and publishing exactly that table.
const api = setupStaffApi();
sendFormsThroughFetch();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const PROBLEMS = [
  { line: 3, field: 'score', msg: '"abc" is not a number of points (at most two decimals)' },
  { line: 4, field: 'finalist', msg: '"99" is not a finalist of group 1 (finalists: 1, 2)' },
  { line: null, field: null, msg: 'judge J2 has no score for finalist 2 on overall' },
];

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/scores': ok(SHEET), ...overrides }));
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

test('the imported sheet of the group: complete or not, each judge, and one judge’s scores with what is missing', async () => {
  serve();
  await renderAdmin('/admin/scores');
  expect(await screen.findByText('Not complete: the winners cannot be computed yet.')).toBeInTheDocument();
  const judges = screen.getByRole('table', { name: 'Judges' });
  expect(within(judges).getByRole('row', { name: /J1 1 1/ })).toBeInTheDocument();
  const scores = screen.getByRole('table', { name: 'Scores of judge J1' });
  expect(within(scores).getByRole('row', { name: '1. Film team (id 1) 87.5' })).toBeInTheDocument();
  expect(within(scores).getByRole('row', { name: '2. Dune riders (id 2) missing' })).toBeInTheDocument();
  expect(hits('GET', '/api/admin/scores')[0]?.query).toEqual({ group: '1' });

  await userEvent.click(screen.getByRole('radio', { name: 'Universities (business plan)' }));
  await waitFor(() => expect(hits('GET', '/api/admin/scores').at(-1)?.query).toEqual({ group: '2' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/scores?group=2');
});

test('a sheet with problems: each listed with its line as the server found them, nothing imported; then a good one', async () => {
  serve({ 'POST /api/admin/scores/import': (_hit, res) => reply(res, 400, envelope(0, { problems: PROBLEMS }, 'Nothing imported: the score sheet has 3 problem(s)', true)) });
  await renderAdmin('/admin/scores');
  const file = await screen.findByLabelText('Score sheet (CSV)');
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  expect(screen.getByText('Choose the score sheet')).toBeInTheDocument();
  expect(hits('POST', '/api/admin/scores/import')).toHaveLength(0);

  await userEvent.upload(file, nodeFile('judge,finalist,criterion,score\nJ2,1,overall,90\nJ2,2,overall,abc\n', 'scores.csv', 'text/csv'));
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  const refusal = await screen.findByRole('alert');
  expect(within(refusal).getByText('Nothing imported: the score sheet has 3 problem(s)')).toBeInTheDocument();
  const rows = within(within(refusal).getByRole('table', { name: 'Problems of the score sheet' })).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '3score"abc" is not a number of points (at most two decimals)',
    '4finalist"99" is not a finalist of group 1 (finalists: 1, 2)',
    'File—judge J2 has no score for finalist 2 on overall',
  ]);
  const [sent] = hits('POST', '/api/admin/scores/import');
  expect(sent?.query).toEqual({ group: '1' });
  expect(sent?.body.toString()).toMatch(/name="file"; filename="scores.csv"[^]*J2,2,overall,abc/);

  serve({ 'POST /api/admin/scores/import': ok({ season: '2026', group: 1, judges: 1, scores: 2, replaced: 0 }), 'GET /api/admin/scores': ok(COMPLETE_SHEET) });
  await userEvent.upload(screen.getByLabelText('Score sheet (CSV)'), nodeFile('judge,finalist,criterion,score\nJ1,1,overall,87.5\nJ1,2,overall,80\n', 'good.csv', 'text/csv'));
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Imported: 1 judge(s), 2 score(s); 0 earlier score(s) replaced.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Problems of the score sheet' })).toBeNull();
  expect(await screen.findByText('Complete: every judge scored every finalist on every criterion.')).toBeInTheDocument();
});

test('compute shows the ranked table and its digest; publish confirms with the digest and sends exactly it', async () => {
  serve({
    'GET /api/admin/scores': ok(COMPLETE_SHEET),
    'POST /api/admin/scores/compute': ok(RESULT),
    'POST /api/admin/winners/publish': ok({ id: 1, season: '2026', group: 1, digest: DIGEST, resultsOn: '2027-04-01', publicNow: false, winners: 15 }),
  });
  await renderAdmin('/admin/scores');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  const table = await screen.findByRole('table', { name: 'Ranked table: Secondary schools (film)' });
  expect(within(table).getByRole('row', { name: '1 1. Film team (id 1) Desert School 87.50 120 100.00 90.00 Champion' })).toBeInTheDocument();
  expect(screen.getByText(DIGEST)).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/scores/compute')[0]!)).toEqual({ group: 1 });

  await userEvent.click(screen.getByRole('button', { name: 'Publish the winners' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Publish the winners of Secondary schools (film)?' });
  expect(dialog).toHaveTextContent(DIGEST);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(hits('POST', '/api/admin/winners/publish')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Publish the winners' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish the winners' }));
  expect(await screen.findByText(/Published: 15 winner records\. The public sees them from/)).toBeInTheDocument();
  expect(bodyOf(hits('POST', '/api/admin/winners/publish')[0]!)).toEqual({ group: 1, digest: DIGEST });
});

test('from judging sheets: the normalized points beside the jury’s, the award change it would make, and each sheet’s hash', async () => {
  serve({
    'GET /api/admin/scores': ok(COMPLETE_SHEET),
    'POST /api/admin/scores/compute': ok({
      ...RESULT,
      rows: [
        { ...RESULT.rows[0]!, normalized: 0.71 },
        { ...RESULT.rows[1]!, normalized: 0.93 },
      ],
      normalizedChanges: [2],
      sheets: [{ judge: 'staff:11', name: 'Judge Amy', hash: 'e'.repeat(64) }],
    }),
  });
  await renderAdmin('/admin/scores');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  const table = await screen.findByRole('table', { name: 'Ranked table: Secondary schools (film)' });
  expect(within(table).getByRole('columnheader', { name: 'Normalized' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: '1 1. Film team (id 1) Desert School 87.50 0.71 120 100.00 90.00 Champion' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('The normalized ranking would change an award for: 2. Dune riders (id 2).');
  expect(screen.getByText('e'.repeat(64))).toBeInTheDocument();
  expect(screen.getByText(/Judge Amy/)).toBeInTheDocument();
});

test('an imported CSV’s table has no normalized column, no change notice and no sheet hashes', async () => {
  serve({ 'GET /api/admin/scores': ok(COMPLETE_SHEET), 'POST /api/admin/scores/compute': ok(RESULT) });
  await renderAdmin('/admin/scores');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  const table = await screen.findByRole('table', { name: 'Ranked table: Secondary schools (film)' });
  expect(within(table).queryByRole('columnheader', { name: 'Normalized' })).toBeNull();
  expect(screen.queryByRole('note')).toBeNull();
  expect(screen.queryByText("Judges' sheet hashes (in the digest)")).toBeNull();
});

test('a stale digest is refused in the server’s words, after the second factor is asked again', async () => {
  let calls = 0;
  serve({
    'GET /api/admin/scores': ok(COMPLETE_SHEET),
    'POST /api/admin/scores/compute': ok(RESULT),
    'POST /api/admin/winners/publish': (hit, res) =>
      (calls++ === 0 ? refuse.stepUp() : failure(409, 'The table changed since it was reviewed: nothing published; compute and review it again'))(hit, res),
  });
  await renderAdmin('/admin/scores');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Publish the winners' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish the winners' }));
  const stepUp = await screen.findByRole('dialog', { name: 'Verify it is you again' });
  await userEvent.type(within(stepUp).getByLabelText('Six-digit code from the app'), '123456');
  await userEvent.click(within(stepUp).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(/The table changed since it was reviewed/, { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(hits('POST', '/api/admin/winners/publish')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Publish the winners' })).toBeEnabled();
});

/** jsdom's Blob has no text(): read it as a page would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

test('a blank sheet for the jury: the header and a line per finalist and criterion', async () => {
  const made: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    made.push(blob);
    return 'blob:sheet';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  serve();
  await renderAdmin('/admin/scores');
  await userEvent.click(await screen.findByRole('button', { name: 'Download a blank sheet' }));
  expect(click).toHaveBeenCalled();
  expect(await textOf(made[0]!)).toBe('judge,finalist,criterion,score\nJ1,1,overall,\nJ1,2,overall,\n');
  click.mockRestore();
});
