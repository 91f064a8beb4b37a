import { staffRead } from './lines.js';
import { staffGet, staffJson, type StaffRoute } from './types.js';

// /api/admin/display: the display collections (issue 25 point 3), read and saved by editors and organizers. The probe
// saves the live-stream block (switched off) against the first version: allowed, it is saved or refused as stale
// (409), never 401/403.

const EDITORS = ['editor', 'organizer'] as const;
const live = { show: false, src: '', title: { zhComplex: '', zhSimple: '', en: '' } };

export const DISPLAY_STAFF_ROUTES: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/display', { reason: 'the display collections with their versions and counts (published content, no personal data)', roles: EDITORS }, '', true),
  'GET /api/admin/display/:collection': {
    access: 'staff',
    reason: "one display collection's items and version, as the back office edits them",
    roles: EDITORS,
    probe: () => staffGet('/api/admin/display/judges'),
  },
  'HEAD /api/admin/display/:collection': {
    access: 'staff',
    reason: 'one display collection (HEAD)',
    roles: EDITORS,
    probe: () => ({ ...staffGet('/api/admin/display/judges'), method: 'HEAD' }),
  },
  'PUT /api/admin/display/:collection': {
    access: 'staff',
    reason: 'saves a display collection whole (banners, intro, prizes, topics, judges, partners, galleries, past winners, live stream)',
    roles: EDITORS,
    probe: () => staffJson('PUT', '/api/admin/display/live', { version: 1, items: [live] }),
  },
};
