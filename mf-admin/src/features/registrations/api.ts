import type {
  AdminBulkApproveResult,
  AdminDecisionBody,
  AdminRegistration,
  AdminRegistrationSummary,
} from '@portal/contracts/admin-review';
import { staffGet, staffPost } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// The registrations' calls of the staff API (organizers and reviewers; api/src/registrations/routes/admin.ts).
const BASE = '/admin/registrations';

/** The list: group, status, search, sort (`created`, `updated`), paging. */
export const loadRegistrations = pagedLoader<AdminRegistrationSummary>(BASE);

export const fetchRegistration = (id: string, signal: AbortSignal) => staffGet<AdminRegistration>(`${BASE}/${id}`, undefined, { signal });

/** Approve, or reject with the reason the team reads; the server mails the team and answers with the record. */
export const decideRegistration = (id: number, body: AdminDecisionBody) => staffPost<AdminRegistration>(`${BASE}/${id}/decision`, body);

/** Each pending one is approved on its own; the answer lists the others with why. */
export const bulkApprove = (ids: number[]) => staffPost<AdminBulkApproveResult>(`${BASE}/bulk-approve`, { ids });
