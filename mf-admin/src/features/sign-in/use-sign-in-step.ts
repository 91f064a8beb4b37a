import type { StaffStage } from '../../api/staff-auth-types';
import { staffToken } from '../../api/staff-token';
import { LOGIN_PATH, STAGE_PATH } from '../../config/paths';
import { useStore } from '../../lib/store';
import { staffSession } from '../../api/session';
import { useLoadStaffMe } from '../../hooks/use-load-staff-me';

export type StepState = { kind: 'loading' } | { kind: 'failed'; retry: () => void } | { kind: 'redirect'; to: string } | { kind: 'here' };

/**
 * Whether a sign-in step (enrol, verify) is the session's current one: without a token, back to the sign-in; at
 * another stage, to that stage's screen; after a reload, the stage is read from the server first.
 */
export function useSignInStep(step: Exclude<StaffStage, 'ready'>): StepState {
  const token = useStore(staffToken);
  const { stage } = useStore(staffSession);
  const { failed, retry } = useLoadStaffMe(token !== null && stage === null);
  if (!token) return { kind: 'redirect', to: LOGIN_PATH };
  if (!stage) return failed ? { kind: 'failed', retry } : { kind: 'loading' };
  return stage === step ? { kind: 'here' } : { kind: 'redirect', to: STAGE_PATH[stage] };
}
