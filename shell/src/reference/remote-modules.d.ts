// The reference build (webpack.reference.mjs) resolves these names to each remote's `./routes` source, the module the
// remote exposes to the federated shell; the federated build never imports them.
declare module '@reference-remote/*' {
  import type { RemoteRoutesModule } from '@portal/shared/contracts';
  const module: RemoteRoutesModule;
  export = module;
}
