import { createContext, useContext } from 'react';
import type { RemoteRoutesModule } from '@portal/shared/contracts';
import type { RegistryRemote } from '@portal/shared/registry';

export interface RemoteLoader {
  /**
   * Must return the same promise for a remote until it is reset (React's `use` relies on it). It rejects with a
   * RemoteLoadError, so a boundary can tell a remote that did not load from one whose page threw.
   */
  load: (remote: RegistryRemote) => Promise<RemoteRoutesModule>;
  reset: (remote: RegistryRemote) => void;
  /**
   * The remote's candidate threw while its page or slot rendered: serve the stable version instead, without an error
   * shown. False when the remote is not on a candidate (nothing else to serve); true when the next `load` brings
   * stable (or the page is being reloaded on it).
   */
  abandonCandidate: (remoteName: string, cause: unknown) => boolean;
}

/** A remote's module could not be loaded (its manifest, entry or `./routes`), as opposed to its code throwing. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
}

/** The federation runtime in the app (createFederationLoader); tests give their own loader to drive failures. */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader outside <RemoteLoaderContext>');
  return loader;
}
