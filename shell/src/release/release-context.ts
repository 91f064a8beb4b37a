import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RolloutChannel } from '@portal/shared/registry';
import type { LoadReporter } from './beacon';
import type { ReleasePlan } from './release-plan';

/** This page view's versions of the remotes and where their loads are reported. */
export interface Release {
  plan: ReleasePlan;
  report: LoadReporter;
}

export const ReleaseContext = createContext<Release | null>(null);

export function useRelease(): Release {
  const release = useContext(ReleaseContext);
  if (!release) throw new Error('useRelease outside <ReleaseContext>');
  return release;
}

/** Whether the remote is served at its stable version or its candidate; follows a fall-back to stable. */
export function useServedChannel(remoteName: string): RolloutChannel {
  const { plan } = useRelease();
  return useSyncExternalStore(plan.subscribe, () => plan.served(remoteName)?.channel ?? 'stable');
}
