export { parseRegistry, registrySchema } from './schema';
export type { RemoteRegistry, RegistryRemote } from './schema';
export { findOwner, findSlotProvider } from './find-owner';
export type { RemotesOf } from './find-owner';
export { containerName } from './container-name';
export { pickVersion, rolloutBucket, stableVersion } from './rollout';
export type { RolloutChannel } from './rollout';
export type { RemoteRollout } from './schema';
