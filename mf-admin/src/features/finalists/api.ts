import type { AdminFinalist, AdminFinalistList, FinalistBody, FinalistMediaPart, NewFinalistBody } from '@portal/contracts/admin-results';
import type { AdminRegistrationPage } from '@portal/contracts/admin-review';
import { UPLOAD_TIMEOUT } from '@portal/shared/api';
import { staffGet, staffPost, staffRequest } from '../../api/staff-client';

// One function per call of /api/admin/finalists (organizers), and the passed registrations a finalist may be linked to.
const BASE = '/admin/finalists';

export const fetchFinalists = (signal: AbortSignal) => staffGet<AdminFinalistList>(BASE, undefined, { signal });
export const fetchFinalist = (id: string, signal: AbortSignal) => staffGet<AdminFinalist>(`${BASE}/${id}`, undefined, { signal });
export const createFinalist = (body: NewFinalistBody) => staffPost<AdminFinalist>(BASE, body);
export const saveFinalist = (id: number, body: FinalistBody) => staffRequest<AdminFinalist>({ method: 'put', url: `${BASE}/${id}`, data: body });
/** Frees the finalist's place; the server answers the group lists as they are now. */
export const removeFinalist = (id: number) => staffRequest<AdminFinalistList>({ method: 'delete', url: `${BASE}/${id}` });
export const linkRegistration = (id: number, registrationId: number) => staffPost<AdminFinalist>(`${BASE}/${id}/link`, { registrationId });

/**
 * The poster and/or the film as multipart parts named as the server reads them, with the bytes' progress (0–100). A
 * film may be gigabytes: the upload's own timeout, and never retried (the bytes may have arrived).
 */
export function uploadMedia(id: number, files: Partial<Record<FinalistMediaPart, File>>, onProgress: (percent: number) => void): Promise<AdminFinalist> {
  const form = new FormData();
  for (const [part, file] of Object.entries(files)) if (file) form.append(part, file);
  return staffRequest<AdminFinalist>({
    method: 'post',
    url: `${BASE}/${id}/media`,
    data: form,
    timeout: UPLOAD_TIMEOUT,
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(Math.min(100, Math.round((loaded * 100) / total)));
    },
  });
}

/** A group's passed registrations, newest change first, optionally searched: the teams a finalist may be. */
export function passedRegistrations(group: number, search: string, signal: AbortSignal): Promise<AdminRegistrationPage> {
  const params = { group, status: 'passed', page_size: 50, ...(search ? { search } : {}) };
  return staffGet<AdminRegistrationPage>('/admin/registrations', params, { signal });
}
