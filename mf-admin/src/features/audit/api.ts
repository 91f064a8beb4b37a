import type { AuditEntry, AuditVerifyResult } from '@portal/contracts/admin-audit';
import type { StaffListItem } from '@portal/contracts/admin-staff';
import type { Paged } from '@portal/shared/contracts';
import { staffGet } from '../../api/staff-client';
import { pagedLoader } from '../../components/resource-table';

// The audit log's calls (organizers; api/src/audit/routes.ts): the entries, newest first, and the chain's check.

/** Entries with the filters the page's form sets (action prefix, actor, target, from, to). */
export const loadAudit = pagedLoader<AuditEntry>('/admin/audit');

export const verifyAudit = () => staffGet<AuditVerifyResult>('/admin/audit/verify');

/** Staff members to choose an actor from (the first page of the staff list: a foundation has a few dozen at most). */
export const fetchStaffNames = async (signal: AbortSignal) => {
  const page = await staffGet<Paged<StaffListItem>>('/admin/staff', { page_no: 1, page_size: 50 }, { signal });
  return page.lists.map(({ id, name, email }) => ({ id, name: name || email }));
};
