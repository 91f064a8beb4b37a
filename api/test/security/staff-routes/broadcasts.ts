import { staffRead } from './lines.js';
import { staffGet, staffJson, type StaffRoute } from './types.js';

// /api/admin/broadcasts (issue 26 point 6): organizers only — a broadcast mails every team it reaches. Sending asks a
// fresh second factor. The send probe reaches the season's registered teams (sent) or nobody (409), never 401/403
// for an organizer.

const ORGANIZERS = ['organizer'] as const;
const everyone = { groups: [], registrationStatuses: [], worksStatuses: [], finalistsOnly: false };
const text = { subject: 'Probe', body: 'A probe of the access-control suite.' };
const texts = { zhComplex: text, zhSimple: text, en: text };

export const BROADCAST_STAFF_ROUTES: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/broadcasts', { reason: 'the broadcasts sent, with their delivery counts (no addresses)', roles: ORGANIZERS }, '', true),
  'GET /api/admin/broadcasts/:id': {
    access: 'staff',
    reason: "one broadcast's texts, audience and delivery counts (an unknown id: 404 past the guard)",
    roles: ORGANIZERS,
    probe: () => staffGet('/api/admin/broadcasts/1'),
  },
  'HEAD /api/admin/broadcasts/:id': {
    access: 'staff',
    reason: 'one broadcast (HEAD)',
    roles: ORGANIZERS,
    probe: () => ({ ...staffGet('/api/admin/broadcasts/1'), method: 'HEAD' }),
  },
  'POST /api/admin/broadcasts/audience': {
    access: 'staff',
    reason: 'how many accounts an audience reaches (counts only)',
    roles: ORGANIZERS,
    probe: () => staffJson('POST', '/api/admin/broadcasts/audience', { audience: everyone }),
  },
  'POST /api/admin/broadcasts/preview': {
    access: 'staff',
    reason: "a broadcast's mail drawn in the three languages (the organizer's own text)",
    roles: ORGANIZERS,
    probe: () => staffJson('POST', '/api/admin/broadcasts/preview', { texts }),
  },
  'POST /api/admin/broadcasts': {
    access: 'staff',
    reason: 'sends a broadcast: one mail per recipient account (fresh second factor)',
    roles: ORGANIZERS,
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/broadcasts', { texts, audience: everyone }),
  },
};
