import { staffRead } from './lines.js';
import type { StaffRoute } from './types.js';

// /api/admin/audit: the audit log, read and checked by organizers (docs/adr/0031). No route writes to it.

export const auditRoutes: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/audit', { reason: 'every staff action: who (staff ids and names), what, on which record', roles: ['organizer'] }, '?page_size=50&action=staff.', true),
  ...staffRead('/api/admin/audit/verify', { reason: "the whole chain checked against its head (reads every entry)", roles: ['organizer'] }),
};
