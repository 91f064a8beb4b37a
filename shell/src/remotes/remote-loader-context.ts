import { createContext, useContext } from 'react';
import type { RemoteRoutesModule } from '@portal/shared/contracts';
import type { RegistryRemote } from '@portal/shared/registry';
import { loadRemoteRoutes, resetRemote } from './load-remote-routes';

export interface RemoteLoader {
  /** Must return the same promise for a remote until it settles (React's `use` relies on it). */
  load: (remote: RegistryRemote) => Promise<RemoteRoutesModule>;
  reset: (remote: RegistryRemote) => void;
}

export const federationLoader: RemoteLoader = { load: loadRemoteRoutes, reset: resetRemote };

/** The federation runtime in the app; tests give their own loader to drive failures and retries. */
export const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
