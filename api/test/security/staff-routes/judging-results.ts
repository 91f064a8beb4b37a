import { staffJson, type StaffRoute } from './types.js';

// A judging round's ranking and shortlist (issue 27 points 6–7): organizers only; applying a shortlist changes works'
// statuses and mails teams, so it asks for a fresh second factor. The probes name group 1's screening round, which
// has no entries in the suite's database: an allowed call is refused for that, changing nothing.

const ORGANIZER = ['organizer'] as const;

export const JUDGING_RESULTS_STAFF_ROUTES: Record<string, StaffRoute> = {
  'POST /api/admin/judging/rounds/:group/:round/compute': {
    access: 'staff',
    reason: "computes a judging round's ranking from its submitted sheets, with its digest (stores only its audit entry)",
    roles: ORGANIZER,
    probe: () => staffJson('POST', '/api/admin/judging/rounds/1/firstRound/compute', {}),
  },
  'POST /api/admin/judging/rounds/:group/:round/shortlist': {
    access: 'staff',
    reason: "applies a screening round's reviewed ranking (its digest): works' statuses and the teams' mails",
    roles: ORGANIZER,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/judging/rounds/1/firstRound/shortlist', { digest: '0'.repeat(64) }),
  },
};
