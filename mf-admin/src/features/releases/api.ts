import type { PromoteBody, RampBody, ReleaseHistory, ReleaseStatus, RemoteRelease, RollbackBody, WindowBody } from '@portal/contracts/admin-releases';
import { staffGet, staffPost } from '../../api/staff-client';

// /api/admin/releases (organizers, release managers): what `pnpm release status|history|ramp|window|rollback` show and
// do. Each change answers the remote's row as it is after it.
const BASE = '/admin/releases';
const remotePath = (remote: string) => `${BASE}/${encodeURIComponent(remote)}`;

export const fetchReleases = (signal: AbortSignal) => staffGet<ReleaseStatus>(BASE, undefined, { signal });
export const fetchHistory = (remote: string, signal: AbortSignal) => staffGet<ReleaseHistory>(`${remotePath(remote)}/history`, { limit: 50 }, { signal });

export const rampRelease = (remote: string, body: RampBody) => staffPost<RemoteRelease>(`${remotePath(remote)}/ramp`, body);
export const promoteRelease = (remote: string, body: PromoteBody) => staffPost<RemoteRelease>(`${remotePath(remote)}/promote`, body);
export const windowRelease = (remote: string, body: WindowBody) => staffPost<RemoteRelease>(`${remotePath(remote)}/window`, body);
export const rollbackRelease = (remote: string, body: RollbackBody) => staffPost<RemoteRelease>(`${remotePath(remote)}/rollback`, body);
