import { randomBytes } from 'node:crypto';
import { staffRead } from './lines.js';
import { staffJson, type StaffRoute } from './types.js';

// /api/admin/staff: staff management, organizers only; every change needs a fresh second factor (docs/adr/0031). The
// probes act on a reviewer the suite made (ids.staffMember), never on a caller.

export const staffRoutes: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/staff', { reason: 'every staff account with e-mail, role, status and factors', roles: ['organizer'] }, '?page_size=50', true),
  'POST /api/admin/staff/invite': {
    access: 'staff',
    reason: 'creates a staff account and mails its invitation link',
    roles: ['organizer'],
    fresh: true,
    probe: () => staffJson('POST', '/api/admin/staff/invite', { email: `probe-${randomBytes(4).toString('hex')}@staff.example`, role: 'judge' }),
  },
  'POST /api/admin/staff/:id/role': {
    access: 'staff',
    reason: "changes a member's role (and ends their sessions)",
    roles: ['organizer'],
    fresh: true,
    probe: ({ ids }) => staffJson('POST', `/api/admin/staff/${ids.staffMember ?? 0}/role`, { role: 'judge' }),
  },
  'POST /api/admin/staff/:id/disable': {
    access: 'staff',
    reason: 'disables a member: refused at sign-in, every session ended',
    roles: ['organizer'],
    fresh: true,
    probe: ({ ids }) => staffJson('POST', `/api/admin/staff/${ids.staffMember ?? 0}/disable`, {}),
  },
  'POST /api/admin/staff/:id/enable': {
    access: 'staff',
    reason: 'enables a disabled member again',
    roles: ['organizer'],
    fresh: true,
    probe: ({ ids }) => staffJson('POST', `/api/admin/staff/${ids.staffMember ?? 0}/enable`, {}),
  },
};
