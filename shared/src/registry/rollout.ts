import type { RegistryRemote } from './schema';

// Sticky percentage rollout (docs/adr/0017), as AWS's Frontend Discovery Service does it: each visitor has a random
// id kept in the browser; hash(id, remote) gives a bucket 0–99 per remote, and the candidate is served when
// bucket < percent. The same visitor keeps the same bucket, so a reload or a new tab never flips them; raising
// the percent only moves buckets from stable to candidate, never back.

/** FNV-1a (32-bit): a spread, not a secret; the id itself is random. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The visitor's bucket for one remote, 0–99. Per remote, so the same visitors are not the first for every ramp. */
export function rolloutBucket(visitorId: string, remoteName: string): number {
  return fnv1a(`${remoteName}:${visitorId}`) % 100;
}

export type RolloutChannel = 'stable' | 'candidate';

/** The version this visitor gets: the remote's entry with the candidate's fields when its bucket is in the share. */
export function pickVersion(remote: RegistryRemote, visitorId: string): { remote: RegistryRemote; channel: RolloutChannel } {
  const rollout = remote.rollout;
  if (!rollout || rolloutBucket(visitorId, remote.name) >= rollout.percent) return { remote, channel: 'stable' };
  const { percent: _percent, ...candidate } = rollout;
  return { remote: { ...remote, ...candidate, rollout: undefined }, channel: 'candidate' };
}

/** The stable version of a remote, for the fallback when its candidate fails to load. */
export function stableVersion(remote: RegistryRemote): RegistryRemote {
  return { ...remote, rollout: undefined };
}
