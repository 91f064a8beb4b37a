export { parseRegistry, registrySchema } from './schema';
export type { RemoteRegistry, RegistryRemote } from './schema';
export { findOwner } from './find-owner';
export { containerName } from './container-name';
