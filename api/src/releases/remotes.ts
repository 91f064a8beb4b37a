// The remotes a release can name. The API does not depend on @portal/shared, so the list is repeated here from
// its contracts (REMOTE_NAMES) and scripts/lib/paths.mjs; a test keeps the three equal.
export const RELEASABLE_REMOTES = ['mf-content', 'mf-account', 'mf-competition', 'mf-voting'] as const;
export type RemoteName = (typeof RELEASABLE_REMOTES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (RELEASABLE_REMOTES as readonly string[]).includes(value);
}

/** The actor of the health gate's own rollbacks in the release history. */
export const HEALTH_GATE_ACTOR = 'health-gate';
