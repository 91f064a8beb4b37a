import { staffRead } from './lines.js';
import { staffJson, type StaffRoute } from './types.js';

// /api/admin/settings: the site settings (issue 25 point 3), read and saved by editors and organizers. The probe saves
// valid settings against the first version: allowed, it is saved or refused as stale (409), never 401/403.

const EDITORS = ['editor', 'organizer'] as const;

const settings = {
  contact: { phone: '+852 2000 0000', email: 'probe@example.org', address: { zhComplex: '香港', zhSimple: '', en: 'Hong Kong' } },
  social: { instagram: '', facebook: '', whatsapp: '' },
  questionnaire: { zhComplex: 'https://forms.example.org/q1', zhSimple: 'https://forms.example.org/q2', en: 'https://forms.example.org/q3' },
  arPromoUrl: 'https://ar.example.org/probe',
  introVideoUrl: null,
  chatAppUrl: 'https://chat.example.org/probe',
  chainTransactions: ['https://explorer.example.org/tx/probe'],
};

export const settingsRoutes: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/settings', { reason: 'the site settings with their version (published contacts and links, no personal data)', roles: EDITORS }, '', true),
  'PUT /api/admin/settings': {
    access: 'staff',
    reason: "saves the site settings every page shows (contacts, links, /c/N): an editor's or organizer's",
    roles: EDITORS,
    probe: () => staffJson('PUT', '/api/admin/settings', { version: 1, settings }),
  },
};
