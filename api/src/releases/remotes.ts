// The remotes a release can name are the site's remotes, named once in @portal/contracts.
export { isRemoteName, REMOTE_NAMES as RELEASABLE_REMOTES, type RemoteName } from '@portal/contracts/remotes';

/** The actor of the health gate's own rollbacks in the release history. */
export const HEALTH_GATE_ACTOR = 'health-gate';
