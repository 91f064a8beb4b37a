// The registry is defined once, in @portal/contracts (docs/adr/0027): the server publishes and serves with the same
// schema the shell reads with here. A public page's shell reads it without the back office's `routes.admin`
// (@portal/contracts/registry/public: dropped, so none of it is in main.js); the back office's build of the shell
// reads the whole registry instead (shared/build/federation.mjs replaces the module, docs/adr/0030). The types are the
// whole registry's: `routes.admin` is optional in them.
export { parseRegistry, registrySchema } from '@portal/contracts/registry/public';
export type {
  RegistryDocument as RemoteRegistry,
  RemoteEntry as RegistryRemote,
  RemoteRollout,
} from '@portal/contracts/registry';
