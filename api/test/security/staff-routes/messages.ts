import { staffRead } from './lines.js';
import { staffJson, type StaffRoute } from './types.js';

// /api/admin/messages: the deliveries (issue 26.3), organizers only. The retry's probe names a message id no row has:
// an allowed caller is answered 404, so the sweep changes nothing while it checks who may ask.

export const MESSAGE_STAFF_ROUTES: Record<string, StaffRoute> = {
  ...staffRead('/api/admin/messages', { reason: 'every mail and SMS with masked address, status and the provider\'s last error', roles: ['organizer'] }, '?page_size=50', true),
  'POST /api/admin/messages/:id/retry': {
    access: 'staff',
    reason: 'sends a dead letter again (audited)',
    roles: ['organizer'],
    probe: () => staffJson('POST', '/api/admin/messages/2147483000/retry', {}),
  },
};
