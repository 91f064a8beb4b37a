import { isRemoteRoutesModule, type RemoteRoutesModule } from '@portal/shared/contracts';
import type { RegistryRemote } from '@portal/shared/registry';
import { RemoteLoadError, type RemoteLoader } from '../remotes/remote-loader-context';

/**
 * Each remote's `./routes` as an ordinary dynamic import: one split point per remote, as the federated build has
 * one remote entry per remote, and each page stays its own lazy chunk inside.
 */
const IMPORTS: Record<string, () => Promise<unknown>> = {
  'mf-content': () => import('@reference-remote/mf-content'),
  'mf-account': () => import('@reference-remote/mf-account'),
  'mf-competition': () => import('@reference-remote/mf-competition'),
  'mf-voting': () => import('@reference-remote/mf-voting'),
};

async function importRoutes(remote: RegistryRemote): Promise<RemoteRoutesModule> {
  const load = IMPORTS[remote.name];
  if (!load) throw new RemoteLoadError(`${remote.name} is not part of the reference build`);
  const module = await load();
  if (!isRemoteRoutesModule(module)) throw new RemoteLoadError(`${remote.name}/routes does not fulfil the remote contract`);
  return module;
}

export function createStaticLoader(): RemoteLoader {
  const loading = new Map<string, Promise<RemoteRoutesModule>>();
  return {
    load(remote) {
      const cached = loading.get(remote.name) ?? importRoutes(remote);
      loading.set(remote.name, cached);
      return cached;
    },
    reset(remote) {
      loading.delete(remote.name);
    },
    // The reference build has one version of everything: no candidate to leave.
    abandonCandidate: () => false,
  };
}
