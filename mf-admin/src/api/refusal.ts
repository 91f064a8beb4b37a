import { ApiError } from '@portal/shared/api';
import type { StaffStage } from './staff-auth-types';

/**
 * How a staff route said no (the server's guard): `signIn` — no live session (401, code -1): sign in again; `stage` —
 * the session must finish its second factor first; `stepUp` — a sensitive action needs the second factor again;
 * `role` — this role may not. Null for any other failure.
 */
export type StaffRefusal = { kind: 'signIn' } | { kind: 'stage'; stage: StaffStage } | { kind: 'stepUp' } | { kind: 'role' };

const STAGES: readonly string[] = ['enrol', 'secondFactor', 'ready'];

export function refusalOf(error: unknown): StaffRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401 || error.code === -1) return { kind: 'signIn' };
  if (error.status !== 403) return null;
  const data = error.envelope?.data as { stage?: unknown; stepUp?: unknown } | null | undefined;
  if (data?.stepUp === true) return { kind: 'stepUp' };
  if (typeof data?.stage === 'string' && STAGES.includes(data.stage)) return { kind: 'stage', stage: data.stage as StaffStage };
  return { kind: 'role' };
}
