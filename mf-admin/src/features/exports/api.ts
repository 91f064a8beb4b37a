import type { AdminExportBody, ExportRecord } from '@portal/contracts/admin-review';
import { staffFile, staffGet } from '../../api/staff-client';
import type { StaffFile } from '../../api/staff-file';

// /api/admin/exports (organizers): a group's registrations or works as CSV, each export recorded, and the records.
export const fetchExports = (signal: AbortSignal) => staffGet<ExportRecord[]>('/admin/exports', undefined, { signal });

/** The CSV itself (UTF-8 with a BOM): sensitive, so a stale second factor is asked again and the export retried once. */
export const makeExport = (body: AdminExportBody): Promise<StaffFile> => staffFile({ method: 'post', url: '/admin/exports', data: body, timeout: 120_000 });
