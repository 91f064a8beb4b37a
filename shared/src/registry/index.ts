export { parseRegistry, registrySchema } from './schema';
export type { RemoteRegistry, RegistryRemote } from './schema';
export { findOwner, findSlotProvider } from './find-owner';
export { containerName } from './container-name';
