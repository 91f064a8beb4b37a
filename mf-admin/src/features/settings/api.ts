import type { AdminSiteSettings, SaveSiteSettingsBody } from '@portal/contracts/site-settings';
import { staffGet, staffRequest } from '../../api/staff-client';

// /api/admin/settings (editors and organizers): the site settings every public page shows.
const BASE = '/admin/settings';

export const fetchSettings = (signal: AbortSignal) => staffGet<AdminSiteSettings>(BASE, undefined, { signal });
export const saveSettings = (body: SaveSiteSettingsBody) => staffRequest<AdminSiteSettings>({ method: 'put', url: BASE, data: body });
