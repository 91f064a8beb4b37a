import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Handler } from '@portal/shared/testing';
import type { Annulment, VoteAnomalies } from '@portal/contracts/votes';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { bodyOf, member, refuse, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The vote integrity page against the staff API on the fixture server: the flagged bursts with why, the four count
// tables, and "Annul this burst" — kind and reason, the fresh second factor asked again, the burst's seqs posted and
// the report read again showing them annulled.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const BURST = [4, 5, 6, 7];
const FLAG = { rule: 'subnetBurst', subnet: '198.51.100.0/24', finalistId: null, from: '2024-02-15T01:00:00.000Z', to: '2024-02-15T01:04:57.500Z', peak: 120, limit: 45, median: null } as const;
const REPORT: VoteAnomalies = {
  season: '2023-2024',
  from: null,
  to: null,
  total: { votes: 7, annulled: 0 },
  perMinute: [
    { minute: '2024-02-15T01:00Z', votes: 6, annulled: 0 },
    { minute: '2024-02-15T01:01Z', votes: 1, annulled: 0 },
  ],
  minutesLeftOut: 0,
  perFilm: [
    { finalistId: 2, votes: 5, annulled: 0 },
    { finalistId: 3, votes: 2, annulled: 0 },
  ],
  perSubnet: [
    { subnet: '198.51.100.0/24', votes: 4, annulled: 0 },
    { subnet: null, votes: 3, annulled: 0 },
  ],
  subnetsLeftOut: 12,
  perChannel: [
    { channel: 'email', votes: 2, annulled: 0 },
    { channel: 'sms', votes: 5, annulled: 0 },
  ],
  flags: [
    { ...FLAG, seqs: BURST, annulledSeqs: [] },
    { rule: 'filmSpike', subnet: null, finalistId: 2, from: '2024-02-15T01:00:00.000Z', to: '2024-02-15T01:00:59.000Z', peak: 25, limit: 20, median: 1, seqs: [1, ...BURST], annulledSeqs: [] },
  ],
};
const AFTER: VoteAnomalies = {
  ...REPORT,
  total: { votes: 3, annulled: 4 },
  flags: [{ ...FLAG, seqs: [], annulledSeqs: BURST }, REPORT.flags[1]!],
};

const hits = (method: string, path: string) => api.server.hits.filter((hit) => hit.method === method && hit.path === path);

function serve(overrides: Record<string, Handler> = {}) {
  let reads = 0;
  api.server.use(
    staffApi(member('organizer'), {
      'GET /api/admin/votes/anomalies': (hit, res) => ok(reads++ === 0 ? REPORT : AFTER)(hit, res),
      ...overrides,
    }),
  );
}

test('shows each flagged burst with why and its seqs, and the four tables', async () => {
  serve();
  await renderAdmin('/admin/vote-integrity');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vote integrity' })).toBeInTheDocument();
  expect(await screen.findByText('7 votes counted, 0 annulled.')).toBeInTheDocument();
  const flags = within(screen.getByRole('region', { name: 'Flagged bursts' })).getAllByRole('listitem');
  expect(flags).toHaveLength(2);
  expect(flags[0]).toHaveTextContent('Many votes from one subnet');
  expect(flags[0]).toHaveTextContent('198.51.100.0/24: 120 votes within 5 minutes, more than 45.');
  expect(flags[0]).toHaveTextContent('4 votes still counted, 0 annulled. Seqs: 4, 5, 6, 7');
  expect(flags[1]).toHaveTextContent('Finalist 2: 25 votes in one minute, more than 20 (its median minute: 1).');
  const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => row.textContent);
  expect(rows('Votes per film')).toEqual(['250', '320']);
  expect(rows('Votes per channel')).toEqual(['E-mail20', 'SMS50']);
  expect(rows('Votes per subnet')).toEqual(['198.51.100.0/2440', 'Not recorded30']);
  expect(rows('Votes per minute (Hong Kong time)')).toEqual(['2024-02-15 09:0060', '2024-02-15 09:0110']);
  expect(screen.getByText('12 quieter subnets are not shown.')).toBeInTheDocument();
});

test('"Annul this burst": kind and reason, the second factor again, the seqs posted, the report read again', async () => {
  let posts = 0;
  const made: Annulment[] = BURST.map((seq, i) => ({ seq: 8 + i, annulledSeq: seq, finalistId: 2, kind: 'burst', reason: 'Scripted', by: 'Ada', at: '2024-02-15T02:00:00.000Z', hash: 'c'.repeat(64) }));
  serve({ 'POST /api/admin/votes/annulments': (hit, res) => (posts++ === 0 ? refuse.stepUp() : ok({ annulments: made }))(hit, res) });
  await renderAdmin('/admin/vote-integrity');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Annul this burst' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Annul this burst' });
  expect(dialog).toHaveTextContent('Each of the 4 votes still counted (seqs 4 to 7)');
  expect(within(dialog).getByLabelText('Public kind of reason')).toHaveValue('burst');
  // A blank reason is refused on the page, before anything is sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annul 4 votes' }));
  expect(await within(dialog).findByText('Write down why these votes are annulled')).toBeInTheDocument();
  expect(hits('POST', '/api/admin/votes/annulments')).toHaveLength(0);

  await userEvent.selectOptions(within(dialog).getByLabelText('Public kind of reason'), 'fraud');
  await userEvent.type(within(dialog).getByLabelText('Your reason (organizers only)'), 'Scripted from one /24');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annul 4 votes' }));
  const stepUp = await screen.findByRole('dialog', { name: 'Verify it is you again' });
  await userEvent.type(within(stepUp).getByLabelText('Six-digit code from the app'), '123456');
  await userEvent.click(within(stepUp).getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText('4 votes annulled.')).toBeInTheDocument();
  const posted = hits('POST', '/api/admin/votes/annulments');
  expect(posted).toHaveLength(2);
  expect(bodyOf(posted[1]!)).toEqual({ seqs: BURST, kind: 'fraud', reason: 'Scripted from one /24' });
  await waitFor(() => expect(hits('GET', '/api/admin/votes/anomalies')).toHaveLength(2));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('All its votes are annulled.')).toBeInTheDocument();
  expect(screen.getByText('3 votes counted, 4 annulled.')).toBeInTheDocument();
});

test('a refusal is shown beside the reason and the dialog stays open', async () => {
  serve({ 'POST /api/admin/votes/annulments': refuse.failure(409, 'The vote at seq 5 is already annulled; nothing was annulled') });
  await renderAdmin('/admin/vote-integrity');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Annul this burst' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Annul this burst' });
  await userEvent.type(within(dialog).getByLabelText('Your reason (organizers only)'), 'Scripted');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annul 4 votes' }));
  expect(await within(dialog).findByText('The vote at seq 5 is already annulled; nothing was annulled')).toBeInTheDocument();
  expect(hits('GET', '/api/admin/votes/anomalies')).toHaveLength(1);
});

test('in Traditional Chinese', async () => {
  resetStaff({ token: 'staff-1', language: 'zhComplex' });
  serve();
  await renderAdmin('/admin/vote-integrity');
  expect(await screen.findByRole('heading', { level: 1, name: '投票誠信' })).toBeInTheDocument();
  expect(await screen.findByText('198.51.100.0/24：5 分鐘內 120 票，超過 45 票。')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: '取消這批投票' })).toHaveLength(2);
});

test('a time range in Hong Kong time asks the report for it; "Whole season" asks without one', async () => {
  serve();
  await renderAdmin('/admin/vote-integrity');
  await screen.findByText('7 votes counted, 0 annulled.');
  const range = screen.getByRole('form', { name: 'Time range' });
  await userEvent.type(within(range).getByLabelText('From (Hong Kong time)'), '2024-02-15T09:00');
  await userEvent.type(within(range).getByLabelText('Until (Hong Kong time)'), '2024-02-15T08:00');
  await userEvent.click(within(range).getByRole('button', { name: 'Show' }));
  expect(await within(range).findByText('The end must be after the start')).toBeInTheDocument();
  expect(hits('GET', '/api/admin/votes/anomalies')).toHaveLength(1);
  await userEvent.clear(within(range).getByLabelText('Until (Hong Kong time)'));
  await userEvent.type(within(range).getByLabelText('Until (Hong Kong time)'), '2024-02-15T09:05');
  await userEvent.click(within(range).getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(hits('GET', '/api/admin/votes/anomalies')).toHaveLength(2));
  expect(hits('GET', '/api/admin/votes/anomalies')[1]?.query).toEqual({ from: '2024-02-15T09:00:00+08:00', to: '2024-02-15T09:05:00+08:00' });
  await userEvent.click(within(range).getByRole('button', { name: 'Whole season' }));
  await waitFor(() => expect(hits('GET', '/api/admin/votes/anomalies')).toHaveLength(3));
  expect(hits('GET', '/api/admin/votes/anomalies')[2]?.query).toEqual({});
});
