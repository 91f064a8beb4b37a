import { staffJson, type StaffRoute } from './types.js';

// /api/admin/sample/remove (issue 25 point 7): an organizer, freshly signed in, removes the sample content. The probe
// asks for the dry run, so an allowed call counts and changes nothing (the other probes still find the sample).

export const SAMPLE_ROUTES: Record<string, StaffRoute> = {
  'POST /api/admin/sample/remove': {
    access: 'staff',
    reason: "removes every sample record of the site (articles, judges, finalists, winners, partners, gallery, images): an organizer's, freshly signed in",
    roles: ['organizer'],
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/sample/remove', { dryRun: true }),
  },
};
