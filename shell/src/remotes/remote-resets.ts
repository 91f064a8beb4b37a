import { useSyncExternalStore } from 'react';

// One retry heals every slot of a remote: the personal center shows two slots of mf-competition, and a visitor
// who retries one expects the other back too. Each retry bumps the remote's generation; every slot boundary of
// that remote lists it in its resetKeys.

const generations = new Map<string, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteRemoteReset(remoteName: string): void {
  generations.set(remoteName, (generations.get(remoteName) ?? 0) + 1);
  for (const listener of listeners) listener();
}

export function useRemoteGeneration(remoteName: string): number {
  return useSyncExternalStore(subscribe, () => generations.get(remoteName) ?? 0);
}
