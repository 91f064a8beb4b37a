import { staffGet, staffJson, type StaffRoute } from './types.js';

// The judge's desk (issue 27, api/src/judging/desk/): judges only. The suite's judge has no assignments, so allowed
// probes meet an empty desk or "no such entry" (404), which is not a refusal of access; nothing is written.

const JUDGE = ['judge'] as const;
const line = (reason: string, probe: StaffRoute['probe']): StaffRoute => ({ access: 'staff', reason, roles: JUDGE, probe });

export const JUDGING_DESK_STAFF_ROUTES: Record<string, StaffRoute> = {
  'GET /api/admin/judging/desk': line("the judge's rounds, rubrics and assigned entries", () => staffGet('/api/admin/judging/desk')),
  'GET /api/admin/judging/entries/:id': line('one assigned entry with its files and the judge\'s cells', () => staffGet('/api/admin/judging/entries/1')),
  'GET /api/admin/judging/entries/:id/files/:index': line("an assigned entry's file under a neutral name", () => staffGet('/api/admin/judging/entries/1/files/0')),
  'PUT /api/admin/judging/entries/:id/scores': line("saves the judge's draft cells", () => staffJson('PUT', '/api/admin/judging/entries/1/scores', { scores: { overall: 50 } })),
  'POST /api/admin/judging/rounds/:group/:round/submit': line("submits and locks the judge's sheet", () => staffJson('POST', '/api/admin/judging/rounds/1/firstRound/submit', {})),
  'GET /api/admin/judging/conflicts': line("the judge's own conflicts of interest", () => staffGet('/api/admin/judging/conflicts')),
  'POST /api/admin/judging/conflicts': line('declares a conflict of interest (an entry of the list, or a school)', () => staffJson('POST', '/api/admin/judging/conflicts', { entryId: 1 })),
};
