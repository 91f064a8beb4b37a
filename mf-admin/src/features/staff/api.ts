import type { InviteStaffBody, InviteStaffResult, StaffListItem } from '@portal/contracts/admin-staff';
import { staffPost } from '../../api/staff-client';
import type { StaffRole } from '../../api/staff-auth-types';
import { pagedLoader } from '../../components/resource-table';

// /api/admin/staff (organizers): the list, invitations, roles, disabling and enabling. Every change needs a fresh second
// factor (the staff client asks again and retries once); the server words its refusals (the last organizer).
const BASE = '/admin/staff';

export const loadStaff = pagedLoader<StaffListItem>(BASE);
export const inviteStaff = (body: InviteStaffBody) => staffPost<InviteStaffResult>(`${BASE}/invite`, body);
export const changeRole = (id: number, role: StaffRole) => staffPost<StaffListItem>(`${BASE}/${id}/role`, { role });
export const disableStaff = (id: number) => staffPost<StaffListItem>(`${BASE}/${id}/disable`);
export const enableStaff = (id: number) => staffPost<StaffListItem>(`${BASE}/${id}/enable`);
