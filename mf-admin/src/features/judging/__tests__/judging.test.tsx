import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingTranslationKeys } from '@portal/shared/i18n';
import { failure, ok, type Handler } from '@portal/shared/testing';
import { adminTranslations } from '../../../i18n/translations';
import { judgingTranslations } from '../../../i18n/judging-texts';
import { FINALS, PROGRESS, RANKING, RANKING_DIGEST, SCREENING } from '../../../testing/judging-fixtures';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The organizer's judging rounds (issue 27) against the staff API on the fixture server: the list, assigning,
// reopening a sheet with its reason, the ranking raw beside normalized, and a screening's shortlist with a tie.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const ROUND = '/api/admin/judging/rounds/1/firstRound';

function serve(overrides: Record<string, Handler> = {}) {
  api.server.use(
    staffApi(member('organizer'), {
      'GET /api/admin/judging/rounds': ok({ rounds: [SCREENING, FINALS] }),
      [`GET ${ROUND}/progress`]: ok(PROGRESS),
      ...overrides,
    }),
  );
}

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

test('the rounds of the season: each with its group, kind, days, phase, blind, counts and shortlist', async () => {
  serve();
  await renderAdmin('/admin/judging');
  const table = await screen.findByRole('table', { name: 'Judging rounds of the season' });
  expect(within(table).getByRole('row', { name: /^First round Secondary schools \(film\) Screening .+ Open Yes 4 8 1 —$/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /^Judging day Universities \(business plan\) Finals .+ Upcoming Yes 0 0 0 n\/a \(finals\)$/ })).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('link', { name: 'First round' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'First round — Secondary schools (film)' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/judging/1/firstRound');
  expect(screen.getByRole('table', { name: 'Rubric' })).toHaveTextContent('Overall1001');
});

test('assign sends the mode, the unit and the judges per entry chosen, and shows what it did', async () => {
  serve({ [`POST ${ROUND}/assign`]: ok({ entries: 4, newEntries: 1, assignments: 8, newAssignments: 2, skippedConflicts: 1 }) });
  await renderAdmin('/admin/judging/1/firstRound');
  await userEvent.click(await screen.findByRole('radio', { name: 'Spread evenly' }));
  expect(screen.getByRole('radio', { name: 'Panels' })).toBeDisabled();
  const perEntry = screen.getByLabelText('Judges per entry');
  await userEvent.clear(perEntry);
  await userEvent.type(perEntry, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findAllByText('Judges per entry: a whole number from 1 to 50')).not.toHaveLength(0);
  expect(hits('POST', `${ROUND}/assign`)).toHaveLength(0);

  await userEvent.clear(perEntry);
  await userEvent.type(perEntry, '3');
  await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Assigned: 4 entries (1 new), 8 assignments (2 new); 1 skipped for a conflict of interest.')).toBeInTheDocument();
  expect(bodyOf(hits('POST', `${ROUND}/assign`)[0]!)).toEqual({ mode: 'spread', over: 'judges', perEntry: 3 });
  // The counts changed: progress is read again.
  await waitFor(() => expect(hits('GET', `${ROUND}/progress`).length).toBeGreaterThanOrEqual(2));
});

test('progress per judge and per entry; reopening a submitted sheet needs a reason, which is sent', async () => {
  serve({ [`POST ${ROUND}/sheets/11/reopen`]: ok({ staffId: 11, status: 'draft' }) });
  await renderAdmin('/admin/judging/1/firstRound');
  const judges = await screen.findByRole('table', { name: 'Per judge' });
  expect(within(judges).getByRole('row', { name: /^Judge Bo — 4 1 1 Draft — — —$/ })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Per entry' })).getByRole('row', { name: '2 Oasis Film team Desert School 2 1 1' })).toBeInTheDocument();

  await userEvent.click(within(judges).getByRole('button', { name: "Reopen Judge Amy's sheet" }));
  const dialog = await screen.findByRole('dialog', { name: "Reopen Judge Amy's sheet?" });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
  expect(await within(dialog).findByText('Give the reason for reopening the sheet')).toBeInTheDocument();
  expect(hits('POST', `${ROUND}/sheets/11/reopen`)).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('Reason'), '  Scored entry 3 twice by mistake ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
  expect(await screen.findByText("Judge Amy's sheet is open again.")).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(bodyOf(hits('POST', `${ROUND}/sheets/11/reopen`)[0]!)).toEqual({ reason: 'Scored entry 3 twice by mistake' });
});

test('compute shows the raw and normalized ranking, the change notice, the digest and each sheet’s hash', async () => {
  serve({ [`POST ${ROUND}/compute`]: ok(RANKING) });
  await renderAdmin('/admin/judging/1/firstRound');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  const table = await screen.findByRole('table', { name: 'Ranking: raw (decides) and normalized (advisory)' });
  expect(within(table).getByRole('row', { name: '1 1 Film 1 Team 1 School 1 90.00 2 1.23 1 — Yes' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: '2 3 Film 3 Team 3 School 3 80.50 2 0.40 2 No. 2 No' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('The normalized ranking would change the shortlist for: No. 3 Film 3.');
  expect(screen.getByText(RANKING_DIGEST)).toBeInTheDocument();
  expect(screen.getByText('c'.repeat(64))).toBeInTheDocument();
  expect(screen.getByText('d'.repeat(64))).toBeInTheDocument();
});

test('a tie at the cut: the organizer ticks exactly the places left, and the whole shortlist (the entry above the tie and the ticked one, by number) is sent with the digest', async () => {
  serve({
    [`POST ${ROUND}/compute`]: ok(RANKING),
    [`POST ${ROUND}/shortlist`]: ok({ group: 1, round: 'firstRound', shortlisted: 2, notShortlisted: 2, mailed: 4, appliedAt: '2027-01-25T02:00:00Z' }),
  });
  await renderAdmin('/admin/judging/1/firstRound');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Apply the shortlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply the shortlist?' });
  expect(dialog).toHaveTextContent(RANKING_DIGEST);
  const ties = within(dialog).getByRole('group', { name: 'Tied entries: tick 1 to go through' });
  expect(within(ties).getAllByRole('checkbox')).toHaveLength(2);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the shortlist' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tick exactly 1 of the tied entries');
  await userEvent.click(within(ties).getByRole('checkbox', { name: 'No. 2 Film 2 (80.50)' }));
  await userEvent.click(within(ties).getByRole('checkbox', { name: 'No. 3 Film 3 (80.50)' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the shortlist' }));
  expect(hits('POST', `${ROUND}/shortlist`)).toHaveLength(0);

  await userEvent.click(within(ties).getByRole('checkbox', { name: 'No. 2 Film 2 (80.50)' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the shortlist' }));
  expect(await screen.findByText('Shortlist applied: 2 shortlisted, 2 not; 4 team(s) mailed.')).toBeInTheDocument();
  expect(bodyOf(hits('POST', `${ROUND}/shortlist`)[0]!)).toEqual({ digest: RANKING_DIGEST, entries: [1, 3] });
});

test('refusals are shown in the server’s words: too few scores on compute, a changed ranking on the shortlist (after step-up)', async () => {
  let calls = 0;
  serve({
    [`POST ${ROUND}/compute`]: (hit, res) =>
      (calls++ === 0 ? failure(409, 'Entry 4 has 1 score of the 2 the round needs: nothing computed') : ok({ ...RANKING, tieAtCut: [], normalizedChanges: [] }))(hit, res),
    [`POST ${ROUND}/shortlist`]: (() => {
      let tries = 0;
      return ((hit, res) => (tries++ === 0 ? refuse.stepUp() : failure(409, 'The ranking changed since it was reviewed: compute it again'))(hit, res)) as Handler;
    })(),
  });
  await renderAdmin('/admin/judging/1/firstRound');
  await userEvent.click(await screen.findByRole('button', { name: 'Compute' }));
  expect(await screen.findByText('Entry 4 has 1 score of the 2 the round needs: nothing computed', { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: /^Ranking/ })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Compute' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Apply the shortlist' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply the shortlist?' });
  expect(within(dialog).queryByRole('checkbox')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the shortlist' }));
  const stepUp = await screen.findByRole('dialog', { name: 'Verify it is you again' });
  await userEvent.type(within(stepUp).getByLabelText('Six-digit code from the app'), '123456');
  await userEvent.click(within(stepUp).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('The ranking changed since it was reviewed: compute it again')).toBeInTheDocument();
  expect(hits('POST', `${ROUND}/shortlist`).map((hit) => bodyOf(hit))).toEqual([{ digest: RANKING_DIGEST }, { digest: RANKING_DIGEST }]);
});

test('a finals round links to the Scores page of its group instead of a shortlist', async () => {
  serve({ 'GET /api/admin/judging/rounds/2/judgingDay/progress': ok({ ...PROGRESS, group: 2, round: 'judgingDay', judges: [], entries: [] }) });
  await renderAdmin('/admin/judging/2/judgingDay');
  expect(await screen.findByRole('link', { name: 'Scores and winners of this group' })).toHaveAttribute('href', '/admin/scores?group=2');
  expect(screen.getByRole('radio', { name: 'Panels' })).toBeEnabled();
  expect(screen.getByRole('table', { name: 'Judges by panel' })).toHaveTextContent('Judge Amyamy@staff.testA');
});

test('a judge does not find the judging rounds', async () => {
  api.server.use(staffApi(member('judge')));
  await renderAdmin('/admin/judging');
  expect(await screen.findByText('Your role does not open this page.')).toBeInTheDocument();
  expect(hits('GET', '/api/admin/judging/rounds')).toHaveLength(0);
});

test('every text of the judging pages is in the three languages, none shadowing a first-load text', () => {
  expect(missingTranslationKeys(judgingTranslations)).toEqual([]);
  const first = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(judgingTranslations.en).filter((key) => first.has(key))).toEqual([]);
});
