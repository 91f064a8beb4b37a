import { staffGet, staffJson, type StaffRoute } from './types.js';

// Annulling public votes (issue 28, docs/adr/0049): organizers only. An annulment changes the results, so it asks
// for a fresh second factor; the list shows the organizers' own reasons, which are not public.

const ORGANIZER = ['organizer'] as const;

export const VOTE_STAFF_ROUTES: Record<string, StaffRoute> = {
  'GET /api/admin/votes/annulments': {
    access: 'staff',
    reason: "the season's annulled votes with the organizers' reasons and names",
    roles: ORGANIZER,
    probe: () => staffGet('/api/admin/votes/annulments'),
  },
  'GET /api/admin/votes/anomalies': {
    access: 'staff',
    reason: "the anomaly report: the season's votes per minute, film, subnet and channel and the flagged bursts' seqs",
    roles: ORGANIZER,
    probe: () => staffGet('/api/admin/votes/anomalies'),
  },
  'POST /api/admin/votes/annulments': {
    access: 'staff',
    reason: 'annuls public votes: appends annulments to the public chain and changes the counts (audited)',
    roles: ORGANIZER,
    fresh: true,
    // No vote exists in the suite's database: allowed, it is refused as an unknown seq and nothing changes.
    probe: () => staffJson('POST', '/api/admin/votes/annulments', { seqs: [1], kind: 'other', reason: 'Access-control probe' }),
  },
};
