import type { ReactNode } from 'react';
import { Navigate } from '@portal/shared/router';
import { Loading, LoadFailed } from '../../components/Loading';
import type { StepState } from './use-sign-in-step';

/** Renders a sign-in step only when it is the session's current one. */
export function StepGate({ state, children }: { state: StepState; children: ReactNode }) {
  if (state.kind === 'redirect') return <Navigate to={state.to} replace />;
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <LoadFailed retry={state.retry} />;
  return children;
}
