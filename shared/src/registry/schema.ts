// The registry is defined once, in @portal/contracts (docs/adr/0027): the server publishes and serves with the same
// schema the shell reads with here.
export { parseRegistry, registrySchema } from '@portal/contracts/registry';
export type {
  RegistryDocument as RemoteRegistry,
  RemoteEntry as RegistryRemote,
  RemoteRollout,
} from '@portal/contracts/registry';
