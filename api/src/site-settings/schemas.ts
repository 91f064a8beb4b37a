import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { AdminSiteSettings, SaveSiteSettingsBody, SiteSettings } from '@portal/contracts/site-settings';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// The settings' routes: the payloads are the contract's (@portal/contracts/site-settings), here in their envelopes with
// each route's failures.

/** GET /api/site/settings: public; 503 when the stored settings cannot be served. */
export const publicSchema = { response: { 200: SuccessEnvelope(SiteSettings), ...errorResponses, 503: ErrorEnvelope } };

const staffFailures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 409: ErrorEnvelope, 503: ErrorEnvelope };

export const adminReadSchema = { response: { 200: SuccessEnvelope(AdminSiteSettings), ...staffFailures } };
export const adminSaveSchema = { body: SaveSiteSettingsBody, response: { 200: SuccessEnvelope(AdminSiteSettings), ...staffFailures } };
