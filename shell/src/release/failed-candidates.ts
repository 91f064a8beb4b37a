import type { RemoteRegistry } from '@portal/shared/registry';
import { readKept, writeKept } from './kept';

// A browser that saw a remote's candidate fail keeps that remote's stable version for the rest of the candidate's
// life (issue 22, docs/adr/0026): one failure per browser, not one per page view. What is kept is the remote and the
// version that failed here, nothing about the visitor; it is dropped once the registry has moved on from it.

export const FAILED_CANDIDATES_KEY = 'portal.failedCandidates';

/** Remote name → the candidate version that failed in this browser. */
export type FailedCandidates = Readonly<Record<string, string>>;

function parse(kept: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(kept ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function failedCandidates(): FailedCandidates {
  return parse(readKept(FAILED_CANDIDATES_KEY));
}

/** Remembers that `version` of `remote` failed here; true only when it is kept (so a reload will not retry it). */
export function rememberFailedCandidate(remote: string, version: string): boolean {
  return writeKept(FAILED_CANDIDATES_KEY, JSON.stringify({ ...failedCandidates(), [remote]: version }));
}

/**
 * Forgets the failures whose candidate's life has ended: the registry now serves that version as the stable one
 * (there is nothing else to serve), rolls out another version, or no longer lists the remote. A paused candidate
 * (no rollout now) is still remembered: ramping it again does not make it work in this browser.
 */
export function forgetEndedCandidates(registry: RemoteRegistry): FailedCandidates {
  const kept = failedCandidates();
  const alive = Object.fromEntries(
    Object.entries(kept).filter(([name, version]) => {
      const remote = registry.remotes.find((entry) => entry.name === name);
      if (!remote || remote.version === version) return false;
      return !remote.rollout || remote.rollout.version === version;
    }),
  );
  if (Object.keys(alive).length !== Object.keys(kept).length) writeKept(FAILED_CANDIDATES_KEY, JSON.stringify(alive));
  return alive;
}
