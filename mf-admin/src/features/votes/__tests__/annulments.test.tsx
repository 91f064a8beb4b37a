import { screen, within } from '@testing-library/react';
import { ok } from '@portal/shared/testing';
import type { AnnulmentList } from '@portal/contracts/votes';
import { renderAdmin, resetStaff } from '../../../testing/render-admin';
import { member, setupStaffApi, staffApi } from '../../../testing/staff-api';

// The annulled votes' page against the staff API on the fixture server: one row per annulment, the reason shown.
const api = setupStaffApi();
beforeEach(() => resetStaff({ token: 'staff-1', language: 'en' }));

const LIST: AnnulmentList = {
  season: '2023-2024',
  annulments: [
    { seq: 11, annulledSeq: 3, finalistId: 2, kind: 'fraud', reason: 'Bought votes, ticket 12', by: 'Ada (staff #1)', at: '2024-02-15T02:00:00.000Z', hash: 'a'.repeat(64) },
    { seq: 12, annulledSeq: 5, finalistId: 4, kind: 'burst', reason: 'Flagged burst', by: 'Grace', at: '2024-02-15T02:05:00.000Z', hash: 'b'.repeat(64) },
  ],
};

test('lists each annulment: its entry, the vote it annuls, the film, the public kind and the staff-only reason', async () => {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/votes/annulments': ok(LIST) }));
  await renderAdmin('/admin/vote-annulments');
  const table = await screen.findByRole('table', { name: 'Annulments of season 2023-2024' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent(/^1132FraudBought votes, ticket 12Ada \(staff #1\)/);
  expect(rows[1]).toHaveTextContent(/^1254BurstFlagged burstGrace/);
});

test('says when nothing was annulled', async () => {
  api.server.use(staffApi(member('organizer'), { 'GET /api/admin/votes/annulments': ok({ season: '2023-2024', annulments: [] }) }));
  await renderAdmin('/admin/vote-annulments');
  expect(await screen.findByText('No vote has been annulled this season.')).toBeInTheDocument();
});
