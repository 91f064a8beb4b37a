import { staffGet, staffJson, type StaffRoute } from './types.js';

// The organizer's judging rounds (issue 27): organizers only — a judge sees their own desk, never the rounds' names,
// teams and other judges' progress. Reopening a sheet unlocks scores a judge signed off: a fresh second factor.

const ORGANIZER = ['organizer'] as const;

export const JUDGING_ROUND_STAFF_ROUTES: Record<string, StaffRoute> = {
  'GET /api/admin/judging/rounds': {
    access: 'staff',
    reason: "the season file's judging rounds with their judges' names and e-mails and counts",
    roles: ORGANIZER,
    probe: () => staffGet('/api/admin/judging/rounds'),
  },
  'POST /api/admin/judging/rounds/:group/:round/assign': {
    access: 'staff',
    reason: "assigns a round's entries to judges or panels (audited)",
    roles: ORGANIZER,
    probe: () => staffJson('POST', '/api/admin/judging/rounds/2/firstScreening/assign', { mode: 'all', over: 'judges' }),
  },
  'GET /api/admin/judging/rounds/:group/:round/progress': {
    access: 'staff',
    reason: "a round's progress per judge and per entry, with the teams' names, titles and schools",
    roles: ORGANIZER,
    probe: () => staffGet('/api/admin/judging/rounds/1/firstRound/progress'),
  },
  'POST /api/admin/judging/rounds/:group/:round/sheets/:staffId/reopen': {
    access: 'staff',
    reason: "turns a judge's submitted sheet back into a draft (audited, the judge mailed)",
    roles: ORGANIZER,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/judging/rounds/1/firstRound/sheets/1/reopen', { reason: 'Access-control probe' }),
  },
};
