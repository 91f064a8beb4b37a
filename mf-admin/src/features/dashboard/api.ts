import type { AdminDashboard } from '@portal/contracts/admin-review';
import { staffGet } from '../../api/staff-client';

/** GET /api/admin/dashboard: the season's funnel now, by the server's clock (any staff role). */
export const fetchDashboard = (signal: AbortSignal) => staffGet<AdminDashboard>('/admin/dashboard', undefined, { signal });
