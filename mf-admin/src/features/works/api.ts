import type { AdminDashboard, AdminWork, AdminWorkStatusBody, AdminWorkSummary } from '@portal/contracts/admin-review';
import { staffGet, staffPost } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// The works' calls of the staff API (organizers and reviewers; api/src/works/routes/admin.ts).
const BASE = '/admin/works';

/** The list: group, step, status, search (team name or title), paging. */
export const loadWorks = pagedLoader<AdminWorkSummary>(BASE);

export const fetchWork = (id: string, signal: AbortSignal) => staffGet<AdminWork>(`${BASE}/${id}`, undefined, { signal });

/** Moves a work on, with a note for its history (the team sees it); answers with the record. */
export const changeWorkStatus = (id: number, body: AdminWorkStatusBody) => staffPost<AdminWork>(`${BASE}/${id}/status`, body);

/** The steps that have works this season (the dashboard's figures name them, in the page's language). */
export const fetchWorkSteps = async (signal: AbortSignal) => {
  const { works } = await staffGet<AdminDashboard>('/admin/dashboard', undefined, { signal });
  const steps = new Map<string, string>();
  for (const row of works) if (!steps.has(row.step)) steps.set(row.step, row.title);
  return [...steps].map(([step, title]) => ({ step, title }));
};
