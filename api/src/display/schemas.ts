import { Type } from 'typebox';
import { StaffRefusalEnvelope } from '@portal/contracts/staff';
import { AdminDisplayCollection, AdminDisplayOverview, DisplayCollectionParams, DisplayRefusalEnvelope, SaveDisplayBody } from '@portal/contracts/admin-display';
import { Banner, Intro } from '@portal/contracts/display';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';

// The display data's routes: the payloads are the contracts' (@portal/contracts/admin-display, /display), here in
// their envelopes with each route's failures.

const staffFailures = { ...errorResponses, 401: StaffRefusalEnvelope, 403: StaffRefusalEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope };

export const adminOverviewSchema = { response: { 200: SuccessEnvelope(AdminDisplayOverview), ...staffFailures } };
export const adminReadSchema = { params: DisplayCollectionParams, response: { 200: SuccessEnvelope(AdminDisplayCollection), ...staffFailures } };
export const adminSaveSchema = { params: DisplayCollectionParams, body: SaveDisplayBody, response: { 200: SuccessEnvelope(AdminDisplayCollection), ...staffFailures, 400: DisplayRefusalEnvelope, 409: DisplayRefusalEnvelope } };

export const bannersSchema = { response: { 200: SuccessEnvelope(Type.Array(Banner)), ...errorResponses } };
export const introSchema = { response: { 200: SuccessEnvelope(Intro), ...errorResponses, 503: ErrorEnvelope } };
